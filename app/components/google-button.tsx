import { useRef, useState } from "react";
import { googleErrorMessage } from "#core/auth-errors.ts";
import { trGoogle } from "#core/messages/google.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { FormError } from "./form-field";

/** How long a closed popup may still be on its way with the result before we say it was closed. */
const CLOSED_GRACE_MS = 1500;

interface GoogleResult {
  type: "merdiven-google";
  ok: boolean;
  code?: string;
  redirectTo?: string;
}

/**
 * 'Google ile giriş': with JavaScript a popup runs the OpenID Connect flow and
 * hands the result back by postMessage; without it the same flow runs in the
 * page. A closed popup, a blocked popup and a second click each get their message.
 */
export function GoogleButton({ enabled }: { enabled: boolean }) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const popupRef = useRef<Window | null>(null);

  if (!enabled) {
    return (
      <div className="space-y-2">
        <button
          type="button"
          disabled
          className="min-h-11 w-full rounded-lg border border-slate-400 bg-slate-100 px-5 font-semibold text-slate-700"
        >
          {trGoogle.button}
        </button>
        <p className="text-sm text-slate-700">{trGoogle.notConfigured}</p>
      </div>
    );
  }

  const start = (event: React.MouseEvent) => {
    event.preventDefault();
    setError(null);
    if (popupRef.current && !popupRef.current.closed) {
      setError(googleErrorMessage("cancelled-popup-request"));
      popupRef.current.focus();
      return;
    }
    const popup = window.open("/auth/google/start?popup=1", "merdiven-google", "width=500,height=640");
    if (!popup) {
      setError(googleErrorMessage("popup-blocked"));
      return;
    }
    popupRef.current = popup;
    let finished = false;
    const onMessage = (e: MessageEvent<GoogleResult>) => {
      if (e.origin !== window.location.origin || e.data?.type !== "merdiven-google") return;
      finished = true;
      cleanup();
      if (e.data.ok) window.location.assign(e.data.redirectTo ?? "/");
      else setError(googleErrorMessage(e.data.code ?? ""));
    };
    // The popup posts its result and closes itself at once; the message can reach us after
    // `closed` turns true, so a closed popup counts as "closed by the user" only once it has
    // stayed closed for a while with no message.
    let closedSince = 0;
    const timer = window.setInterval(() => {
      if (!popup.closed || finished) return;
      closedSince ||= Date.now();
      if (Date.now() - closedSince < CLOSED_GRACE_MS) return;
      cleanup();
      setError(googleErrorMessage("popup-closed-by-user"));
    }, 400);
    function cleanup() {
      window.removeEventListener("message", onMessage);
      window.clearInterval(timer);
      popupRef.current = null;
    }
    window.addEventListener("message", onMessage);
  };

  return (
    <div className="space-y-2">
      <a
        href="/auth/google/start"
        onClick={hydrated ? start : undefined}
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-slate-500 bg-white px-5 font-semibold text-slate-900 hover:bg-slate-100"
      >
        <span aria-hidden="true" className="font-bold text-brand-700">
          G
        </span>
        {trGoogle.button}
      </a>
      <FormError message={error} />
    </div>
  );
}
