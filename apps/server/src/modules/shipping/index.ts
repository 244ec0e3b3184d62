/** The shipping module's face (zones, delivery methods and their prices): all that other code may import from it (README.md). */
export { shippingAdminRoutes } from './shipping-admin.routes.ts';
export { shippingPublicRoutes } from './shipping-public.routes.ts';
export {
  freeShippingNote,
  priceOfMethod,
  quoteShipping,
  type Parcel,
} from './shipping-quote.service.ts';
export { readShippingOptions } from './shipping-store.service.ts';
