import type { LocalizedText } from '@store/shared/locales';
import type { ScentFamily } from '@store/shared/constants';
import type { FragranceNotes } from '@store/shared/schemas/catalog';

/** A demo product as written by hand; the seeder turns it into a row. */
export interface DemoProduct {
  family: ScentFamily;
  name: LocalizedText;
  description: LocalizedText;
  longDescription: LocalizedText;
  concentration: LocalizedText;
  notes: FragranceNotes;
  priceHalalas: number;
  size: string;
  stock: number;
  featured: boolean;
  /** Site-relative image urls, first one shown on cards. */
  images: string[];
  /** How long before the seeding the product was added, so "newest" sorts look real. */
  createdDaysAgo: number;
}

export interface DemoCategory {
  family: ScentFamily;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  sortOrder: number;
}
