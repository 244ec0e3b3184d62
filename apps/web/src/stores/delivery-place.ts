import { useSyncExternalStore } from 'react';
import { findCity } from '@store/shared/saudi/places';
import { STORAGE_KEYS } from '../config/storage-keys.ts';
import { createExternalStore } from './external-store.ts';

/** Where the shopper's order goes, as far as delivery prices care: a Saudi city, or a Gulf country. */
export interface DeliveryPlace {
  countryCode: string;
  cityId: string | null;
}

const NOWHERE: DeliveryPlace = { countryCode: 'SA', cityId: null };

function readStored(): DeliveryPlace {
  try {
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEYS.deliveryPlace) ?? 'null') as unknown;
    if (typeof raw !== 'object' || raw === null) return NOWHERE;
    const { countryCode, cityId } = raw as Record<string, unknown>;
    if (countryCode !== 'SA' && typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode)) {
      return { countryCode, cityId: null };
    }
    // A city no longer in the list is forgotten rather than priced.
    return typeof cityId === 'string' && findCity(cityId) ? { countryCode: 'SA', cityId } : NOWHERE;
  } catch {
    return NOWHERE;
  }
}

const store = createExternalStore<DeliveryPlace>(
  typeof localStorage === 'undefined' ? NOWHERE : readStored(),
);

export const deliveryPlaceStore = {
  ...store,
  choose(place: DeliveryPlace) {
    const current = store.getState();
    if (current.countryCode === place.countryCode && current.cityId === place.cityId) return;
    store.setState(place);
    try {
      localStorage.setItem(STORAGE_KEYS.deliveryPlace, JSON.stringify(place));
    } catch {
      // Private mode: remembered for this page only.
    }
  },
};

const serverPlace = () => NOWHERE;

export function useDeliveryPlace(): DeliveryPlace {
  return useSyncExternalStore(store.subscribe, store.getState, serverPlace);
}
