import { Icon, type IconProps } from './icon.tsx';

export const ReturnIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 7L5 11l4 4" />
    <path d="M5 11h10a4 4 0 010 8h-3" />
  </Icon>
);
