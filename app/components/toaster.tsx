import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { pushToast, TOAST_DURATION, type ToastKind, type ToastMessage } from "#core/toast.ts";

interface ToastApi {
  show(kind: ToastKind, message: string): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi>({ show: () => "", dismiss: () => {} });
export const useToast = () => useContext(ToastContext);

const STYLES: Record<ToastKind, string> = {
  success: "border-green-700 bg-green-50 text-green-900",
  error: "border-red-700 bg-red-50 text-red-900",
  blank: "border-slate-400 bg-white text-slate-900",
  loading: "border-brand-700 bg-brand-50 text-brand-900",
};

const ICONS: Record<ToastKind, string> = { success: "✓", error: "!", blank: "•", loading: "…" };

/** The toasts on show, each with its sign and a button that closes it; read out politely as they come. */
function ToastList({ toasts, dismiss }: { toasts: ToastMessage[]; dismiss(id: string): void }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-50 flex flex-col items-center gap-2 px-2"
      data-testid="toasts"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex max-w-md items-start gap-2 rounded-lg border-l-4 px-4 py-3 shadow-lg ${STYLES[t.kind]}`}
          data-kind={t.kind}
        >
          <span aria-hidden="true" className="font-bold">
            {ICONS[t.kind]}
          </span>
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            className="-my-1 rounded px-2 text-lg leading-none"
            aria-label="Bildirimi kapat"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

let counter = 0;

/**
 * Toasts: success 2 s, error and blank 4 s, loading until dismissed, at most 20.
 * `initial` is the flash toast the server read from its cookie, so it shows even
 * without JavaScript.
 */
export function ToastProvider({ initial, children }: { initial: ToastMessage | null; children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastMessage[]>(initial ? [initial] : []);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const schedule = useCallback(
    (toast: ToastMessage) => {
      const ms = TOAST_DURATION[toast.kind];
      if (ms !== null && !timers.current.has(toast.id)) {
        timers.current.set(
          toast.id,
          setTimeout(() => dismiss(toast.id), ms),
        );
      }
    },
    [dismiss],
  );

  const show = useCallback(
    (kind: ToastKind, message: string) => {
      const toast = { id: `t${++counter}-${Date.now()}`, kind, message };
      setToasts((list) => pushToast(list, toast));
      schedule(toast);
      return toast.id;
    },
    [schedule],
  );

  // A new flash toast after a client-side navigation (the root loader ran again).
  const [seenFlash, setSeenFlash] = useState(initial?.id);
  if (initial && initial.id !== seenFlash) {
    setSeenFlash(initial.id);
    setToasts((list) => pushToast(list, initial));
  }
  useEffect(() => {
    if (initial) schedule(initial);
  }, [initial, schedule]);

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach(clearTimeout);
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastList toasts={toasts} dismiss={dismiss} />
    </ToastContext.Provider>
  );
}
