/**
 * The admin charts' look (recharts): the house's ink, champagne and line colours, quiet axes, and
 * time running from the right in Arabic with the amounts on the right, as an Arabic reader expects.
 */
export const CHART_COLORS = {
  ink: '#1b1713',
  champagne: '#c8a96b',
  goldDeep: '#7a5b26',
  goldSoft: '#e0c991',
  line: '#e2d8c6',
  muted: '#6b6157',
} as const;

const tick = { fill: CHART_COLORS.muted, fontSize: 12 };

/** Props of the time axis (`XAxis`). */
export function timeAxisStyle(rtl: boolean) {
  return { reversed: rtl, tick, tickLine: false, axisLine: { stroke: CHART_COLORS.line } };
}

/** Props of the amount axis (`YAxis`). */
export function valueAxisStyle(rtl: boolean) {
  return {
    orientation: rtl ? ('right' as const) : ('left' as const),
    tick,
    tickLine: false,
    axisLine: false,
  };
}

/** The tooltip box's style. */
export function tooltipStyle(rtl: boolean) {
  return {
    border: `1px solid ${CHART_COLORS.line}`,
    borderRadius: 0,
    direction: rtl ? ('rtl' as const) : ('ltr' as const),
  };
}
