import { Icon, type IconProps } from './icon.tsx';

export const ArrowIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 12h16M14 6l6 6-6 6" />
  </Icon>
);
/** Points to the inline end; add `rtl:rotate-180` where it is used. */
