import { Icon, type IconProps } from './icon.tsx';

export const SealIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="10" r="6" />
    <path d="M9.5 10l1.7 1.7L14.5 8.5M8.5 15l-1.5 6 5-2.5 5 2.5-1.5-6" />
  </Icon>
);
