import { Icon, type IconProps } from './icon.tsx';

export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5h3l1.5 4-2 1.5a11 11 0 006.5 6.5l1.5-2 4 1.5v3a2 2 0 01-2 2A16 16 0 014 5.5a2 2 0 012-2z" />
  </Icon>
);
