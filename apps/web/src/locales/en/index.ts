import { translationSections } from '../translation-sections.ts';
import { cart } from './cart.ts';
import { catalog } from './catalog.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { consent } from './consent.ts';
import { returns } from './returns.ts';
import { reviews } from './reviews.ts';

/** English texts by namespace; the reference the Arabic bundle must match key for key. */
export const en = {
  common,
  catalog,
  cart,
  checkout,
  returns,
  reviews,
  consent,
  ...translationSections('en'),
};
