import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentReport, PaymentReportQuery } from '@store/shared/schemas/payment-reports';
import { apiRequest } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/admin/reports/payments?groupBy&from&to (Riyadh calendar). */
export function getPaymentReport(
  query: PaymentReportQuery,
  signal?: AbortSignal,
): Promise<PaymentReport> {
  return apiRequest<PaymentReport>('/admin/reports/payments', { query: { ...query }, signal });
}

export function paymentReportQuery(query: PaymentReportQuery) {
  return queryOptions({
    queryKey: paymentKeys.report(query),
    queryFn: ({ signal }) => getPaymentReport(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentReport(query: PaymentReportQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentReportQuery(query), enabled: options.enabled ?? true });
}
