import { Icon, type IconProps } from './icon.tsx';

export const ListIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="5" width="5" height="5" />
    <rect x="4" y="14" width="5" height="5" />
    <path d="M12 7.5h8M12 16.5h8" />
  </Icon>
);
