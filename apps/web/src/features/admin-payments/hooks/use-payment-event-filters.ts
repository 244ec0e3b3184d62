import { useUrlFilters } from '../../../hooks/use-url-filters.ts';
import {
  parsePaymentEventFilters,
  serializePaymentEventFilters,
} from '../lib/payment-event-filters.ts';

/** The payment events list's filters and page, kept in the URL. */
export function usePaymentEventFilters() {
  return useUrlFilters(parsePaymentEventFilters, serializePaymentEventFilters);
}
