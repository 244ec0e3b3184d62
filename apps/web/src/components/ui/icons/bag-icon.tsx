import { Icon, type IconProps } from './icon.tsx';

export const BagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 8V6a3 3 0 016 0v2" />
  </Icon>
);
/** Points to the inline end ("forward"); add `rtl:rotate-180` where it is used. */
