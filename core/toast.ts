/** Toast notifications (docs/product.md). */
export type ToastKind = "success" | "error" | "blank" | "loading";

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  message: string;
}

export const MAX_TOASTS = 20;

/** Milliseconds a toast stays; null = until dismissed. */
export const TOAST_DURATION: Record<ToastKind, number | null> = {
  success: 2000,
  error: 4000,
  blank: 4000,
  loading: null,
};

/** Adds a toast, keeping at most MAX_TOASTS (the oldest go first). */
export function pushToast(list: readonly ToastMessage[], toast: ToastMessage): ToastMessage[] {
  const next = [...list.filter((t) => t.id !== toast.id), toast];
  return next.slice(Math.max(0, next.length - MAX_TOASTS));
}
