import type { ComponentType, FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import type { KeptEntry } from "#core/marks.ts";
import { trMarks } from "#core/messages/marks.ts";
import { setDeviceMark } from "#app/browser/device-marks.ts";
import { MARKS_PATH, useMarks } from "#app/lib/marks.ts";

type Kind = "saved" | "done";
const INTENTS: Record<Kind, [on: string, off: string]> = { saved: ["save", "unsave"], done: ["done", "undone"] };

export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9Z" />
    </svg>
  );
}

/**
 * A toggle for one mark of one entry (aria-pressed says whether it is on). Without
 * JavaScript it is a plain form: the server marks a signed-in pupil's entry and comes
 * back here, and asks a visitor to sign in. With it, a visitor's mark stays on the
 * device and a pupil's goes to the server without leaving the page.
 */
export function MarkButton({
  entry,
  kind,
  icon: Icon,
  compact = false,
}: {
  entry: KeptEntry;
  kind: Kind;
  icon: ComponentType<{ filled: boolean }>;
  compact?: boolean;
}) {
  const { state, signedIn } = useMarks();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const [onIntent, offIntent] = INTENTS[kind];
  const pending = fetcher.formData?.get("intent");
  const on = pending ? pending === onIntent : state[kind].includes(entry.id);
  const intent = on ? offIntent : onIntent;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signedIn) void fetcher.submit({ id: entry.id, intent }, { method: "post", action: MARKS_PATH });
    else setDeviceMark(entry, kind, !on);
  };
  const label = kind === "saved" ? trMarks.save : trMarks.done;
  const looks = on
    ? "bg-accent-400 text-slate-900 ring-accent-500"
    : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-100";
  return (
    // data-early-tap: a tap before the scripts listen waits for them (app/browser/early-taps.ts); the form alone would ask a visitor to sign in.
    <form
      method="post"
      action={MARKS_PATH}
      onSubmit={submit}
      className={compact ? "relative z-10" : undefined}
      data-early-tap=""
    >
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={pathname + search} />
      <button
        type="submit"
        aria-pressed={on}
        aria-label={compact ? trMarks.saveEntry(entry.konuIng) : undefined}
        title={compact ? label : undefined}
        className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-semibold ring-1 ${looks} ${compact ? "w-11 justify-center" : "py-2"}`}
      >
        <Icon filled={on} />
        {!compact && label}
      </button>
    </form>
  );
}
