import { Icon, type IconProps } from './icon.tsx';

export const LogoutIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 4.5H5.5v15H10" />
    <path d="M14 8l4 4-4 4M18 12H9" />
  </Icon>
);
