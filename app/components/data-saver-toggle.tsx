import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import type { DataSaverChoice } from "#core/data-saver.ts";
import { trDataSaver } from "#core/messages/data-saver.ts";
import { useDataSaver } from "#app/lib/data-saver.ts";

/**
 * 'Veri tasarrufu' on or off: a toggle button (aria-pressed) in a plain POST form to
 * /veri-tasarrufu, which sets the cookie and sends the pupil back to this page, so it
 * works without JavaScript. With JavaScript a fetcher posts it and the page stays
 * where it is while its data reloads; the toast says the new state (aria-live).
 * Its name stays "Veri tasarrufu"; the visible Açık/Kapalı is what aria-pressed says.
 */
export function DataSaverToggle({ className = "" }: { className?: string }) {
  const dataSaver = useDataSaver();
  const fetcher = useFetcher();
  const location = useLocation();
  const hintId = useId();
  // While the choice is on its way, show it already (a slow network must not make the switch look stuck).
  const sending = fetcher.formData?.get("durum");
  const on = sending ? sending === "acik" : dataSaver;
  const next: DataSaverChoice = on ? "kapali" : "acik";
  return (
    <fetcher.Form method="post" action="/veri-tasarrufu" preventScrollReset className={`space-y-1 ${className}`}>
      <input type="hidden" name="durum" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-pressed={on}
        aria-describedby={hintId}
        className="inline-flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-semibold text-white ring-1 ring-white/50 hover:bg-white/10"
        data-testid="data-saver-toggle"
      >
        {trDataSaver.label}
        <span
          aria-hidden="true"
          className={`relative inline-block h-6 w-11 shrink-0 rounded-full ring-2 ring-white ${on ? "bg-accent-400" : "bg-slate-600"}`}
        >
          <span className={`absolute top-1 h-4 w-4 rounded-full bg-white shadow ${on ? "left-6" : "left-1"}`} />
        </span>
        <span aria-hidden="true" className="min-w-12 text-left">
          {on ? trDataSaver.on : trDataSaver.off}
        </span>
      </button>
      <p id={hintId} className="text-sm text-white/90">
        {trDataSaver.hint}
      </p>
    </fetcher.Form>
  );
}
