import type { ComponentType } from 'react';
import {
  BottleIcon,
  BoxIcon,
  CardIcon,
  ChartIcon,
  DashboardIcon,
  FeedIcon,
  HistoryIcon,
  ImageIcon,
  InvoiceIcon,
  KeyIcon,
  MessageIcon,
  PageIcon,
  PeopleIcon,
  PercentIcon,
  PulseIcon,
  ReceiptIcon,
  SlidersIcon,
  StarIcon,
  TagIcon,
} from '../../components/admin/admin-icons.tsx';
import { ReturnIcon } from '../../components/ui/icons/return-icon.tsx';
import { TruckIcon } from '../../components/ui/icons/truck-icon.tsx';
import { type IconProps } from '../../components/ui/icons/icon.tsx';
import type { AdminSection } from '../../config/admin-sections.ts';

export type AdminMenuGroup = 'overview' | 'catalogue' | 'sales' | 'payments' | 'site' | 'system';

/** The sidebar: the spec's admin screens in the groups a merchant looks for them in. */
export const ADMIN_MENU: {
  group: AdminMenuGroup;
  items: { section: AdminSection; icon: ComponentType<IconProps> }[];
}[] = [
  { group: 'overview', items: [{ section: 'dashboard', icon: DashboardIcon }] },
  {
    group: 'catalogue',
    items: [
      { section: 'products', icon: BottleIcon },
      { section: 'categories', icon: TagIcon },
      { section: 'reviews', icon: StarIcon },
      { section: 'media', icon: ImageIcon },
      { section: 'productFeeds', icon: FeedIcon },
    ],
  },
  {
    group: 'sales',
    items: [
      { section: 'orders', icon: ReceiptIcon },
      { section: 'returns', icon: ReturnIcon },
      { section: 'taxDocuments', icon: InvoiceIcon },
      { section: 'customers', icon: PeopleIcon },
      { section: 'abandonedCarts', icon: ReceiptIcon },
      { section: 'promotions', icon: PercentIcon },
      { section: 'shipping', icon: TruckIcon },
      { section: 'carriers', icon: BoxIcon },
    ],
  },
  {
    group: 'payments',
    items: [
      { section: 'payments', icon: CardIcon },
      { section: 'paymentReports', icon: ChartIcon },
      { section: 'paymentEvents', icon: PulseIcon },
      { section: 'paymentSettings', icon: KeyIcon },
    ],
  },
  {
    group: 'site',
    items: [
      { section: 'content', icon: PageIcon },
      { section: 'settings', icon: SlidersIcon },
      { section: 'marketing', icon: ChartIcon },
      { section: 'sms', icon: MessageIcon },
      { section: 'privacy', icon: KeyIcon },
    ],
  },
  {
    group: 'system',
    items: [
      { section: 'monitoring', icon: PulseIcon },
      { section: 'auditLog', icon: HistoryIcon },
    ],
  },
];
