import { useEffect, useRef } from 'react';
import type { Language } from '@store/shared/locales';
import type { CartItem } from '../../../stores/cart-rules.ts';
import { saveCartForReminder } from '../api/save-cart-for-reminder.ts';

/** Typing pauses this long before the cart is sent: one request per pause, not per key. */
const SETTLE_MS = 800;

/**
 * Keeps the server's copy of the cart for a reminder in step with the checkout (issue 22 point 5):
 * sent while "remind me" is ticked and a valid email or phone is typed (again when the cart or the
 * contact changes), and once more, as a withdrawal, when the box is unticked. Nothing is sent for
 * a shopper who never ticked it. A failed save never stands in the way of the order.
 */
export function useCartReminder(options: {
  optedIn: boolean;
  email: string;
  phone: string;
  items: readonly CartItem[];
  language: Language;
  wording: string;
}) {
  const { optedIn, email, phone, items, language, wording } = options;
  const agreed = useRef(false);
  const lines = items.map((item) => ({ productId: item.product.id, quantity: item.quantity }));
  const linesKey = JSON.stringify(lines);

  useEffect(() => {
    if (!email && !phone) return;
    if (!optedIn && !agreed.current) return;
    const timer = setTimeout(() => {
      agreed.current = optedIn;
      saveCartForReminder({
        email: email || undefined,
        phone: phone || undefined,
        lines: JSON.parse(linesKey) as typeof lines,
        language,
        consent: { granted: optedIn, wording },
      }).catch(() => undefined);
    }, SETTLE_MS);
    return () => clearTimeout(timer);
    // `lines` is read through its key: a new array of the same lines sends nothing.
  }, [optedIn, email, phone, linesKey, language, wording]);
}
