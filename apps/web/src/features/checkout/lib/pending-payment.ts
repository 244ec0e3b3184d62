import { STORAGE_KEYS } from '../../../config/storage-keys.ts';

/**
 * What the tab remembers while the shopper is away at the payment provider: the order number,
 * PayPal's token (Moyasar's way back names the order instead) and the email the public order
 * lookup needs on the success page.
 */
export interface PendingPayment {
  orderNumber: string;
  token?: string;
  email: string;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function savePendingPayment(payment: PendingPayment): void {
  try {
    storage()?.setItem(STORAGE_KEYS.pendingPayment, JSON.stringify(payment));
  } catch {
    // full or blocked storage: the success page then shows the order number alone
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.pendingPayment);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (typeof value !== 'object' || value === null) return null;
    const { orderNumber, token, email } = value as Record<string, unknown>;
    if (typeof orderNumber !== 'string' || typeof email !== 'string') return null;
    if (token !== undefined && typeof token !== 'string') return null;
    return token === undefined ? { orderNumber, email } : { orderNumber, token, email };
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    storage()?.removeItem(STORAGE_KEYS.pendingPayment);
  } catch {
    // blocked storage: nothing was kept
  }
}
