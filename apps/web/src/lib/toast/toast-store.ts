import { useSyncExternalStore } from 'react';

/**
 * The one toast facade (docs/conventions.md, docs/requirements.md §9 "Notifications"): a small external store so that code outside
 * React (the API client's error middleware) can notify too. Rules:
 * - at most {@link MAX_TOASTS} are kept; a sixth drops the oldest;
 * - default display {@link DEFAULT_TIMEOUT_MS}; a timeout of 0 or less stays until dismissed;
 * - variants SUCCESS, ERROR, INFO (INFO is the default);
 * - the persistent-error flag (docs/requirements.md §4) is set while an ERROR with timeout ≤ 0 and no action is shown;
 * - an identical sticky message already on screen is not shown twice.
 */
export type ToastVariant = 'SUCCESS' | 'ERROR' | 'INFO';

/** Plain text, or a title with a subtitle (docs/requirements.md §2 "Toasts"). */
export type ToastMessage = string | { title: string; subtitle: string };

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  message: ToastMessage;
  variant: ToastVariant;
  /** Milliseconds on screen; 0 or less stays until dismissed. */
  timeout: number;
  action?: ToastAction;
}

export interface ToastOptions {
  timeout?: number;
  action?: ToastAction;
}

export const MAX_TOASTS = 5;
export const DEFAULT_TIMEOUT_MS = 5000;

/** Appends `toast`, dropping the oldest entries beyond {@link MAX_TOASTS}. Pure. */
export function enqueue(queue: readonly Toast[], toast: Toast): Toast[] {
  const next = [...queue, toast];
  return next.slice(Math.max(0, next.length - MAX_TOASTS));
}

/** True when the toast stays until dismissed. */
export function isSticky(toast: Toast): boolean {
  return toast.timeout <= 0;
}

/** docs/requirements.md §4: an ERROR with timeout ≤ 0 and no action is a persistent error (base dialogs stay open). */
export function hasPersistentError(queue: readonly Toast[]): boolean {
  return queue.some((t) => t.variant === 'ERROR' && isSticky(t) && !t.action);
}

function sameMessage(a: ToastMessage, b: ToastMessage): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.title === b.title && a.subtitle === b.subtitle;
}

export interface ToastStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
  show(message: ToastMessage, variant?: ToastVariant, options?: ToastOptions): string;
  dismiss(id: string): void;
  clear(): void;
}

export function createToastStore(): ToastStore {
  let queue: readonly Toast[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    queue = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => queue,
    show(message, variant = 'INFO', options = {}) {
      const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
      // The same sticky message twice (e.g. two guards refusing one navigation) is noise: keep the first.
      const twin =
        timeout <= 0 &&
        !options.action &&
        queue.find((t) => isSticky(t) && !t.action && t.variant === variant && sameMessage(t.message, message));
      if (twin) return twin.id;
      seq += 1;
      const id = `toast-${seq}`;
      const toast: Toast = { id, message, variant, timeout };
      if (options.action) toast.action = options.action;
      set(enqueue(queue, toast));
      return id;
    },
    dismiss(id) {
      if (queue.some((t) => t.id === id)) set(queue.filter((t) => t.id !== id));
    },
    clear: () => set([]),
  };
}

/** The application's store; rendered by `ToastViewport`. */
export const toastStore = createToastStore();

/** The facade every feature uses: `toast.success('Saved')`, `toast.error(msg, { timeout: 0 })`. */
export const toast = {
  success: (message: ToastMessage, options?: ToastOptions) => toastStore.show(message, 'SUCCESS', options),
  error: (message: ToastMessage, options?: ToastOptions) => toastStore.show(message, 'ERROR', options),
  info: (message: ToastMessage, options?: ToastOptions) => toastStore.show(message, 'INFO', options),
  dismiss: (id: string) => toastStore.dismiss(id),
};

/**
 * The persistent-error flag of docs/requirements.md §4, as a React hook: true while an ERROR with timeout ≤ 0 and no
 * action is on screen; false again once the last such message is removed.
 */
export function usePersistentError(store: ToastStore = toastStore): boolean {
  return useSyncExternalStore(store.subscribe, () => hasPersistentError(store.getSnapshot()));
}
