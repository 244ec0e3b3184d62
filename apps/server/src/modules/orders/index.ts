/** The orders module's face (Orders, their lines, history and customers): all that other code may import from it (README.md). */
export { recordOrderStatus } from './order-history.ts';
export { type OrderItemRow, type OrderRow, toPublicOrder } from './order-mapper.ts';
export { newOrderNumber, normalizeOrderNumber } from './order-number.ts';
export { ordersAdminRoutes, type OrdersAdminRoutesOptions } from './orders-admin.routes.ts';
export { type AccountContacts } from './customers.service.ts';
export { ordersRoutes } from './orders.routes.ts';
export {
  findOrderWithItems,
  getPublicOrder,
  orderHistory,
  type PublicOrderSources,
  type PublicShipmentsOf,
  type PublicTaxDocumentsOf,
} from './orders.service.ts';
export {
  findOrder,
  getOrderCore,
  orderAuditSummary,
  orderCore,
  orderSummaryColumns,
  toOrderSummary,
  type SummaryRow,
} from './orders-admin.service.ts';
export { countsAsRevenue, revenueHalalasSql, revenueOrdersSql } from './order-revenue.ts';
