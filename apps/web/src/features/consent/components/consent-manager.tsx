import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { MarketingTag } from '@store/shared/schemas/marketing-tags';
import { listenToShopEvents } from '../../../lib/shop-events.ts';
import { useMarketingTags } from '../api/get-marketing-tags.ts';
import { readConsent } from '../lib/consent-record.ts';
import {
  consentStore,
  startConsent,
  stopConsent,
  type ConsentState,
} from '../lib/consent-store.ts';

// Shown only after the tracker's chunk has started consent, so they wait for nothing by being
// chunks of their own, and a store without tags never loads them.
const ConsentBanner = lazy(() =>
  import('./consent-banner.tsx').then((m) => ({ default: m.ConsentBanner })),
);
const ConsentPreferences = lazy(() =>
  import('./consent-preferences.tsx').then((m) => ({ default: m.ConsentPreferences })),
);

const SERVER_STATE: ConsentState = { tagsVersion: null, choice: null, preferencesOpen: false };

/**
 * The storefront's consent: asks once the store has tags in force (none: nothing shows, nothing
 * loads), applies a remembered choice, and hands the shop's events to the tracker.
 */
export function ConsentManager() {
  const tags = useMarketingTags().data;
  const state = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getState,
    () => SERVER_STATE,
  );
  const version = tags?.version ?? '';

  useEffect(() => {
    if (!tags || version === '') return;
    let cancelled = false;
    let stop = () => {};
    // The tracker and the tags' loaders are their own chunk: a store without tags never loads it.
    void import('../lib/event-tracker.ts').then(({ createEventTracker }) => {
      if (cancelled) return;
      const tracker = createEventTracker(tags.tags);
      const stopListening = listenToShopEvents(tracker.track);
      startConsent(version, tracker, readConsent(version));
      stop = () => {
        stopListening();
        stopConsent();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
    // The tracker follows the tags in force, which `version` names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  if (!tags || state.tagsVersion === null) return null;
  if (state.preferencesOpen) {
    const inForce = Object.keys(tags.tags).filter((tag) => tags.tags[tag as MarketingTag]);
    return (
      <Suspense fallback={null}>
        <ConsentPreferences tags={inForce as MarketingTag[]} current={state.choice} />
      </Suspense>
    );
  }
  return state.choice === null ? (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  ) : null;
}
