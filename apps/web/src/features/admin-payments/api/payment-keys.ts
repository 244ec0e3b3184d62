import type { PaymentReportQuery } from '@store/shared/schemas/payment-reports';
import type { TransactionsQuery } from '@store/shared/schemas/payments';

/** Keys of the payments admin's queries: a save of the settings refreshes exactly what it changed. */
export const paymentKeys = {
  all: ['admin', 'payments'] as const,
  transactions: (query: TransactionsQuery) => [...paymentKeys.all, 'transactions', query] as const,
  report: (query: PaymentReportQuery) => [...paymentKeys.all, 'report', query] as const,
  settings: () => [...paymentKeys.all, 'settings'] as const,
  providers: () => [...paymentKeys.all, 'providers'] as const,
};
