import { Icon, type IconProps } from './icon.tsx';

export const MailIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="5.5" width="17" height="13" />
    <path d="M4 6l8 7 8-7" />
  </Icon>
);
