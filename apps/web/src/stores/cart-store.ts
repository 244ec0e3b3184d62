import { STORAGE_KEYS } from '../config/storage-keys.ts';
import {
  addItem,
  cartTotal,
  parseStoredCart,
  removeItem,
  updateQuantity,
  type CartItem,
  type CartProduct,
} from './cart-rules.ts';
import { createExternalStore } from './external-store.ts';

export interface CartState {
  items: CartItem[];
  /** Σ price × quantity in SAR. */
  total: number;
  isOpen: boolean;
}

function readStoredItems(storage: Storage | undefined, key: string): CartItem[] {
  try {
    const raw = storage?.getItem(key);
    return raw ? parseStoredCart(JSON.parse(raw)) : [];
  } catch {
    return [];
  }
}

/** The cart (spec section 4): read once from storage at start, saved on every change. */
export function createCartStore(storage: Storage | undefined, key: string = STORAGE_KEYS.cart) {
  const initialItems = readStoredItems(storage, key);
  const store = createExternalStore<CartState>({
    items: initialItems,
    total: cartTotal(initialItems),
    isOpen: false,
  });

  const setItems = (items: CartItem[]) => {
    store.setState({ ...store.getState(), items, total: cartTotal(items) });
    try {
      storage?.setItem(key, JSON.stringify(items));
    } catch {
      // full or blocked storage: the cart still works for this visit
    }
  };
  const setOpen = (isOpen: boolean) => {
    if (store.getState().isOpen !== isOpen) store.setState({ ...store.getState(), isOpen });
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    add: (product: CartProduct) => setItems(addItem(store.getState().items, product)),
    remove: (productId: string) => setItems(removeItem(store.getState().items, productId)),
    setQuantity: (productId: string, quantity: number) =>
      setItems(updateQuantity(store.getState().items, productId, quantity)),
    clear: () => setItems([]),
    /** Replaces the items, keeping only valid entries (e.g. when another tab changed the cart). */
    load: (raw: unknown) => setItems(parseStoredCart(raw)),
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!store.getState().isOpen),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const cartStore = createCartStore(browserStorage());

// Another tab changed the cart: follow it, so two open tabs never overwrite each other.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEYS.cart) return;
    try {
      cartStore.load(event.newValue ? JSON.parse(event.newValue) : []);
    } catch {
      // unreadable value from elsewhere: keep ours
    }
  });
}
