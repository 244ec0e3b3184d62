import { Icon, type IconProps } from '../ui/icons/icon.tsx';

/** Line icons of the admin area, drawn like the storefront's (components/ui/icons/). */
export const DashboardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="7" height="9" />
    <rect x="13" y="4" width="7" height="5" />
    <rect x="13" y="11" width="7" height="9" />
    <rect x="4" y="15" width="7" height="5" />
  </Icon>
);
export const BottleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M10 3.5h4v3h-4z" />
    <path d="M9 6.5h6l1.5 3v9.5a1.5 1.5 0 01-1.5 1.5H9A1.5 1.5 0 017.5 19V9.5z" />
    <path d="M7.5 12.5h9" />
  </Icon>
);
export const ReceiptIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5h12v17l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5-2 1.5z" />
    <path d="M9 8h6M9 11.5h6M9 15h4" />
  </Icon>
);
/** A tax invoice: a page with its QR code in a corner. */
export const InvoiceIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6.5 3.5h8l3 3v14h-11z" />
    <path d="M9 8h5M9 11h6" />
    <path d="M9.5 14.5h3v3h-3z" />
  </Icon>
);
export const PeopleIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="9" cy="8.5" r="3" />
    <path d="M3.5 19.5a5.5 5.5 0 0111 0" />
    <path d="M15.5 5.8a3 3 0 010 5.4M17 14.2a5.5 5.5 0 013.5 5.3" />
  </Icon>
);
export const ImageIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M4 17.5l5-4.5 4 3.5 3-2.5 4 3.5" />
  </Icon>
);
export const PageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 3.5h8.5L18.5 7.5v13H6z" />
    <path d="M14.5 3.5v4h4M9 12h6M9 15.5h6" />
  </Icon>
);
export const SlidersIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </Icon>
);
export const CardIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5.5" width="18" height="13" rx="1" />
    <path d="M3 10h18M6.5 15h4" />
  </Icon>
);
export const ChartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4v16h16" />
    <path d="M8 16v-4M12 16V8M16 16v-6" />
  </Icon>
);
export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="14" r="4" />
    <path d="M11 11l8.5-8.5M16.5 5.5l2 2M14 8l2 2" />
  </Icon>
);
export const PulseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12h4l2.5-6 4 12 2.5-6H21" />
  </Icon>
);
export const StorefrontIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9.5l1.5-5h13L20 9.5" />
    <path d="M4 9.5a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0" />
    <path d="M5.5 12v8h13v-8M10 20v-5h4v5" />
  </Icon>
);
export const EyeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="3" />
  </Icon>
);
export const EyeOffIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 4l16 16" />
    <path d="M9.9 5.8A9.6 9.6 0 0112 5.5c6 0 9.5 6.5 9.5 6.5a17 17 0 01-2.9 3.7M6.3 7.6A16.5 16.5 0 002.5 12S6 18.5 12 18.5a9.3 9.3 0 004.3-1.1" />
    <path d="M9.9 9.9a3 3 0 004.2 4.2" />
  </Icon>
);
export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 12.5V4.5a1 1 0 011-1h8l8 8-9 9z" />
    <circle cx="8" cy="8" r="1.5" />
  </Icon>
);
export const StarIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1.1 5.9L12 16.9l-5.3 2.8 1.1-5.9-4.3-4.1 5.9-.8z" />
  </Icon>
);
export const HistoryIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 12a7.5 7.5 0 102.2-5.3L4.5 9" />
    <path d="M4.5 4.5V9H9" />
    <path d="M12 8v4.5l3 2" />
  </Icon>
);
/** A parcel: the carriers shipped with. */
export const BoxIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7.5l8-4 8 4v9l-8 4-8-4z" />
    <path d="M4 7.5l8 4 8-4M12 11.5v9" />
  </Icon>
);
/** A product feed: the web-feed sign. */
export const FeedIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="6.5" cy="17.5" r="1.5" />
    <path d="M5 11a8 8 0 018 8" />
    <path d="M5 5a14 14 0 0114 14" />
  </Icon>
);
/** A speech bubble: the text messages sent to shoppers' mobiles. */
export const MessageIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5h16v10H10l-4 3.5v-3.5H4z" />
    <path d="M8 9.5h8M8 12.5h5" />
  </Icon>
);

/** A discount code: a percent sign in a ticket. */
export const PercentIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 7.5h17v3a1.5 1.5 0 000 3v3h-17v-3a1.5 1.5 0 000-3z" />
    <path d="M14.5 9.5l-5 5" />
    <circle cx="9.5" cy="10" r=".9" />
    <circle cx="14.5" cy="14" r=".9" />
  </Icon>
);
