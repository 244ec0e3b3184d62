export * from '../modules/catalog/catalog.table.ts';
export * from '../modules/orders/orders.table.ts';
export * from '../modules/payments/payments.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/media/media.table.ts';
export * from '../modules/content/content.table.ts';
export * from '../modules/settings/settings.table.ts';
export * from '../modules/monitoring/audit.table.ts';
