import { NOTIFICATION_DURATION_MS } from '@store/shared/constants';
import { createExternalStore } from './external-store.ts';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** A notification (spec section 3): closes itself after `duration` ms. */
export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
}

export type ToastInput = Omit<Toast, 'id' | 'duration'> & { duration?: number };

export function createToastStore() {
  const store = createExternalStore<Toast[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const dismiss = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.setState(store.getState().filter((toast) => toast.id !== id));
  };

  const show = (input: ToastInput): number => {
    const toast: Toast = { duration: NOTIFICATION_DURATION_MS, ...input, id: nextId++ };
    store.setState([...store.getState(), toast]);
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), toast.duration),
    );
    return toast.id;
  };

  return { getState: store.getState, subscribe: store.subscribe, show, dismiss };
}

export const toastStore = createToastStore();

/** Shows a toast from anywhere (event handlers, query callbacks). */
export const toast = {
  success: (title: string, message?: string) =>
    toastStore.show({ type: 'success', title, message }),
  error: (title: string, message?: string) => toastStore.show({ type: 'error', title, message }),
  info: (title: string, message?: string) => toastStore.show({ type: 'info', title, message }),
  warning: (title: string, message?: string) =>
    toastStore.show({ type: 'warning', title, message }),
};
