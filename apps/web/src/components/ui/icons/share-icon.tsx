import { Icon, type IconProps } from './icon.tsx';

export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M8 8l4-4 4 4" />
    <path d="M6 12v7h12v-7" />
  </Icon>
);
