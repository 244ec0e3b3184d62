import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REPORT_GROUPINGS, type ReportGrouping } from '@store/shared/schemas/payment-reports';
import { addDays, riyadhToday } from '../lib/payment-format.ts';

export interface ReportFilters {
  groupBy: ReportGrouping;
  from: string;
  to: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Range of the report when the URL names none, per grouping: enough periods to see a trend. */
const DEFAULT_DAYS: Record<ReportGrouping, number> = { day: 30, week: 84, month: 365 };

export function defaultRange(groupBy: ReportGrouping, today = riyadhToday()) {
  return { from: addDays(today, -(DEFAULT_DAYS[groupBy] - 1)), to: today };
}

/** The report's grouping and range, kept in the URL. */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<ReportFilters>(() => {
    const raw = params.get('groupBy');
    const groupBy = REPORT_GROUPINGS.includes(raw as ReportGrouping)
      ? (raw as ReportGrouping)
      : 'day';
    const fallback = defaultRange(groupBy);
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    return {
      groupBy,
      from: DATE.test(from) ? from : fallback.from,
      to: DATE.test(to) ? to : fallback.to,
    };
  }, [params]);

  const update = useCallback(
    (change: Partial<ReportFilters>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        // A new grouping without a chosen range takes that grouping's default range.
        if (change.groupBy && !current.get('from') && !current.get('to')) {
          next.delete('from');
          next.delete('to');
        }
        return next;
      });
    },
    [setParams],
  );
  return { filters, update };
}
