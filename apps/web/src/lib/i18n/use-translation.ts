import { useMemo, useSyncExternalStore } from 'react';
import { useI18n } from './i18n-context.tsx';
import type { FirstOf, Namespaces, TFunction } from './translation-keys.ts';
import type { I18n } from './translator.ts';

/**
 * The translate function of the given namespace (the first, when several: the others are reached
 * as `ns:key`), re-rendering the component when the language or the texts change.
 */
export function useTranslation<const N extends Namespaces = 'common'>(
  namespaces?: N,
): { t: TFunction<FirstOf<N>>; i18n: I18n } {
  const i18n = useI18n();
  const version = useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const namespace = ((typeof namespaces === 'string' ? namespaces : namespaces?.[0]) ??
    'common') as FirstOf<N>;
  // A new function for every version, so memoised children and effects that use `t` update too.
  const t = useMemo(
    () => i18n.getFixedT(null, namespace),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `version` is the point
    [i18n, namespace, version],
  );
  return { t, i18n };
}
