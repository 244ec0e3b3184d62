import { createExternalStore } from '../../../stores/external-store.ts';
import { writeConsent, type ConsentChoice } from './consent-record.ts';
import type { EventTracker } from './event-tracker.ts';

export interface ConsentState {
  /** The version of the tags in force; null while unknown or when there are none. */
  tagsVersion: string | null;
  /** The shopper's choice for that version; null until made. */
  choice: ConsentChoice | null;
  preferencesOpen: boolean;
}

const CLOSED: ConsentState = { tagsVersion: null, choice: null, preferencesOpen: false };

/** The banner's state, shared by the banner, the preferences and the footer's link. */
export const consentStore = createExternalStore<ConsentState>(CLOSED);

let tracker: EventTracker | null = null;

/** The tags in force are known: remember their tracker, and apply a remembered choice. */
export function startConsent(
  tagsVersion: string,
  next: EventTracker,
  remembered: ConsentChoice | null,
): void {
  tracker = next;
  consentStore.setState({ tagsVersion, choice: remembered, preferencesOpen: false });
  if (remembered) next.decide(remembered);
}

export function stopConsent(): void {
  tracker = null;
  consentStore.setState(CLOSED);
}

export function openPreferences(): void {
  const state = consentStore.getState();
  if (state.tagsVersion !== null) consentStore.setState({ ...state, preferencesOpen: true });
}

export function closePreferences(): void {
  consentStore.setState({ ...consentStore.getState(), preferencesOpen: false });
}

/**
 * Keeps the shopper's choice and acts on it. Withdrawing a category whose tags already ran
 * reloads the page: a loaded script cannot be taken back, a fresh page simply never loads it.
 */
export function choose(choice: ConsentChoice): void {
  const state = consentStore.getState();
  if (state.tagsVersion === null) return;
  writeConsent(state.tagsVersion, choice);
  const before = state.choice;
  consentStore.setState({ ...state, choice, preferencesOpen: false });
  const withdrawn =
    before !== null &&
    ((before.analytics && !choice.analytics) || (before.advertising && !choice.advertising));
  if (withdrawn) window.location.reload();
  else tracker?.decide(choice);
}
