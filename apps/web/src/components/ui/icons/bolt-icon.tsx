import { Icon, type IconProps } from './icon.tsx';

export const BoltIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 3L5 13h6l-1 8 8-10h-6l1-8z" />
  </Icon>
);
