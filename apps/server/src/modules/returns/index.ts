/** The returns module's face (Return requests, their lines and the return rules): all that other code may import from it (README.md). */
export { readReturnSettings, RETURN_SETTINGS_KEY } from './return-settings.service.ts';
export { returnSettingsRoutes } from './return-settings.routes.ts';
export {
  approveReturnTx,
  closeReturnTx,
  createReturnTx,
  findReturn,
  heldQuantities,
  listReturns,
  markReturnRefundedTx,
  type NewReturn,
  receivedQuantities,
  receiveReturnTx,
  rejectReturnTx,
  returnAmountHalalas,
  type ReturnLineRow,
  type ReturnRow,
  returnsOfOrder,
  type ReturnWithLines,
  toPublicReturn,
  toReturnSummary,
} from './returns.service.ts';
