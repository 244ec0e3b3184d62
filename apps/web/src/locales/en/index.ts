import { DEFAULT_TEXTS_EN } from '@store/shared/default-translations-en';
import { translationSections } from '../translation-sections.ts';
import { cart } from './cart.ts';
import { catalog } from './catalog.ts';
import { common } from './common.ts';
import { consent } from './consent.ts';

/**
 * English texts by namespace that every storefront page may show: they ship with the first load.
 * The texts of the checkout, order and return pages come with those pages (page-texts.ts).
 */
export const en = {
  common,
  catalog,
  cart,
  consent,
  ...translationSections(DEFAULT_TEXTS_EN),
};
