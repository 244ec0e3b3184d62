import { DEFAULT_TEXTS_AR } from '@store/shared/default-translations-ar';
import { translationSections } from '../translation-sections.ts';
import { account } from './account.ts';
import { cart } from './cart.ts';
import { catalog } from './catalog.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { consent } from './consent.ts';
import { privacy } from './privacy.ts';
import { returns } from './returns.ts';
import { reviews } from './reviews.ts';

/** Arabic texts by namespace; a unit test keeps its keys equal to the English bundle's. */
export const ar = {
  common,
  account,
  catalog,
  cart,
  checkout,
  returns,
  reviews,
  privacy,
  consent,
  ...translationSections(DEFAULT_TEXTS_AR),
};
