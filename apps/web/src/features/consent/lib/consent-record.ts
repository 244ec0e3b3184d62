import type { ConsentCategory } from '@store/shared/schemas/marketing-tags';
import { STORAGE_KEYS } from '../../../config/storage-keys.ts';

export type ConsentChoice = Record<ConsentCategory, boolean>;

/**
 * Bumped when what the banner asks changes; with the tags in force (their `version`) it makes
 * the version a choice was given for, and a choice for another version is asked for again.
 */
export const CONSENT_FORMAT = 1;
/** A choice is kept half a year, then asked for again (our choice; MARKETING-TAGS.md). */
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const NAME = STORAGE_KEYS.cookieConsent;

interface StoredChoice extends ConsentChoice {
  version: string;
  decidedAt: string;
}

export function consentVersion(tagsVersion: string): string {
  return `${CONSENT_FORMAT}|${tagsVersion}`;
}

function parse(raw: string | null | undefined, version: string): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredChoice>;
    if (value.version !== version) return null;
    const decidedAt = Date.parse(value.decidedAt ?? '');
    if (!(Date.now() - decidedAt < MAX_AGE_SECONDS * 1000)) return null;
    return { analytics: value.analytics === true, advertising: value.advertising === true };
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  const prefix = `${NAME}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  try {
    return decodeURIComponent(found.slice(prefix.length));
  } catch {
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The shopper's choice for these tags, from local storage or else the cookie; null when none. */
export function readConsent(tagsVersion: string): ConsentChoice | null {
  const version = consentVersion(tagsVersion);
  return parse(localStore()?.getItem(NAME), version) ?? parse(readCookie(), version);
}

/** Keeps the choice in local storage and in a first-party cookie (the server may read it). */
export function writeConsent(tagsVersion: string, choice: ConsentChoice): void {
  const record: StoredChoice = {
    version: consentVersion(tagsVersion),
    analytics: choice.analytics,
    advertising: choice.advertising,
    decidedAt: new Date().toISOString(),
  };
  const raw = JSON.stringify(record);
  try {
    localStore()?.setItem(NAME, raw);
  } catch {
    // Storage full or refused: the cookie still keeps it.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${NAME}=${encodeURIComponent(raw)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
