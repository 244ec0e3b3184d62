import { intlLocaleOf, type Language } from '@store/shared/locales';
import { STORE_TIME_ZONE } from '@store/shared/schemas/admin-orders';

/** 93 784 s → { days: 1, hours: 2, minutes: 3 } */
export function uptimeParts(seconds: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
  };
}

export function formatMegabytes(bytes: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(bytes / (1024 * 1024));
}

/** Riyadh time, as everywhere in the admin (lib/store-time.ts). */
export { formatStoreDateTime as formatDateTime } from '../../../lib/store-time.ts';

export function formatTime(iso: string, language: Language, seconds = false): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: STORE_TIME_ZONE,
  }).format(new Date(iso));
}

/** "05:49" and "AM" (or "ص") of a Riyadh time, apart, so the digits can sit left to right. */
export function clockParts(iso: string, language: Language): { clock: string; period: string } {
  const parts = new Intl.DateTimeFormat(intlLocaleOf(language), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: STORE_TIME_ZONE,
  }).formatToParts(new Date(iso));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? '';
  return { clock: `${value('hour')}:${value('minute')}`, period: value('dayPeriod') };
}

/** "in 3 minutes", "5 minutes ago" in the page's language. */
export function formatRelative(iso: string, language: Language, now = Date.now()): string {
  const diffSeconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(language), { numeric: 'auto' });
  const abs = Math.abs(diffSeconds);
  if (abs < 60) return format.format(diffSeconds, 'second');
  if (abs < 3_600) return format.format(Math.round(diffSeconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(diffSeconds / 3_600), 'hour');
  return format.format(Math.round(diffSeconds / 86_400), 'day');
}

export function formatPercent(fraction: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(fraction);
}

/** "Chrome · macOS" from a user agent; null when nothing is recognised. */
export function describeUserAgent(userAgent: string): string | null {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : /curl\//i.test(userAgent)
              ? 'curl'
              : null;
  const os = /iPhone|iPad|iPod/.test(userAgent)
    ? 'iOS'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser && !os) return null;
  return [browser, os].filter(Boolean).join(' · ');
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(intlLocaleOf(language)).format(value);
}
