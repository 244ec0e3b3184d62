import { Icon, type IconProps } from './icon.tsx';

export const ClockIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </Icon>
);
/** A door with an arrow leaving through it; points to the inline end, add `rtl:-scale-x-100`. */
