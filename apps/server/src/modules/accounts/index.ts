/** The accounts module's face (Shopper accounts, password-free sign-in and shopper sessions): all that other code may import from it (README.md). */
export {
  accountRoutes,
  type AccountRoutesOptions,
  type SendSignInCode,
} from './accounts.routes.ts';
export { toShopperProfile, type ShopperAccountRow } from './accounts.service.ts';
export { clearShopperCookie, SHOPPER_SESSION_COOKIE } from './shopper-cookie.ts';
export {
  addAddress,
  type AddressFields,
  type AddressOutcome,
  defaultAddress,
  listAddresses,
  makeDefaultAddress,
  removeAddress,
  updateAddress,
} from './addresses.service.ts';
export { addToWishlist, removeFromWishlist, wishlistOf } from './wishlist.service.ts';
export { signedInShopper, type ShopperGuardOptions } from './shopper-guard.ts';
export { checkShopperSession, type SessionCheck } from './shopper-sessions.service.ts';
export { type Destination, type DestinationKind } from './sign-in-codes.service.ts';
export { shopperLanguage } from './sign-in-language.ts';
export { liveAccountContacts } from './account-contacts.service.ts';
export { SignInRefusedError } from './sign-in-messages.ts';
