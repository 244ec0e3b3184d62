/** The cart-recovery module's face (carts kept for a reminder, their reminder and recovery): all that other code may import from it (README.md). */
export { cartRecoveryAdminRoutes } from './cart-recovery-admin.routes.ts';
export { readCartRecoverySettings } from './cart-recovery-settings.service.ts';
export { type SavedCartLine } from './cart-recovery.table.ts';
export {
  cartsDue,
  claimReminder,
  findCartByToken,
  forgetCart,
  forgetCartsOf,
  holderKey,
  releaseReminder,
  saveCart,
  settleCartsOnOrder,
  type CartHolder,
  type SavedCartRow,
} from './saved-carts.service.ts';
