import { useEffect, useMemo, useRef, useState } from "react";
import { formatFileSize } from "#core/file-size.ts";
import { trOffline } from "#core/messages/offline.ts";
import { unitPlan, type UnitPlan } from "#core/offline.ts";
import { termLabel, unitLabel } from "#core/terms.ts";
import type { UnitGroup } from "#app/lib/group-entries.ts";
import { offlineSupported } from "#app/browser/offline-client.ts";
import { savedUnit } from "#app/browser/offline-store.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type State = { kind: "unsaved" } | { kind: "saving" } | { kind: "saved"; bytes: number } | { kind: "removing" };

const buttonBase =
  "inline-flex min-h-11 items-center gap-2 rounded-lg px-4 py-2 font-semibold aria-disabled:cursor-wait aria-disabled:opacity-75";

const savedText = (bytes: number) => `${trOffline.saved} (${formatFileSize(bytes)}).`;

/**
 * The unit's state on this device and the two presses that change it: found saved on load,
 * saved or removed on a press, each press's outcome announced.
 */
function useOfflineUnit(plan: UnitPlan, supported: boolean) {
  const [state, setState] = useState<State>({ kind: "unsaved" });
  const [announcement, setAnnouncement] = useState("");
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  useEffect(() => {
    if (!supported) return;
    let current = true;
    savedUnit(plan).then(
      (record) => current && record && setState({ kind: "saved", bytes: record.bytes }),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [plan, supported]);

  // Saving or removing swaps the button: the keyboard user's focus moves to the new one.
  useEffect(() => {
    if (refocus.current && (state.kind === "saved" || state.kind === "unsaved")) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [state.kind]);

  async function save() {
    if (state.kind !== "unsaved") return;
    setState({ kind: "saving" });
    setAnnouncement(trOffline.saving);
    // The saving code is fetched on the first press: most visits to a grade page save nothing.
    const outcome = await import("#app/browser/offline-units.ts")
      .then(({ saveUnit }) => saveUnit(plan, (done, total) => setAnnouncement(`${trOffline.saving} ${done}/${total}`)))
      .catch(() => ({ kind: "failed", reason: "network" }) as const);
    refocus.current = outcome.kind === "saved";
    if (outcome.kind === "saved") {
      setState({ kind: "saved", bytes: outcome.bytes });
      setAnnouncement(savedText(outcome.bytes));
    } else {
      setState({ kind: "unsaved" });
      setAnnouncement(outcome.reason === "tooBig" ? trOffline.tooBig : trOffline.failed);
    }
  }

  async function remove() {
    if (state.kind !== "saved") return;
    const { bytes } = state;
    setState({ kind: "removing" });
    const removed = await import("#app/browser/offline-units.ts")
      .then(({ removeUnit }) => removeUnit(plan.key))
      .then(
        () => true,
        () => false,
      );
    refocus.current = removed;
    setState(removed ? { kind: "unsaved" } : { kind: "saved", bytes });
    setAnnouncement(removed ? trOffline.removed : trOffline.removeFailed);
  }

  return { state, announcement, button, save, remove };
}

/**
 * 'Çevrimdışı kullan' for one unit of a grade page: saves the unit's pages and
 * files on this device (docs/decisions/0008). Shown only where it can work
 * (JavaScript, a service worker): without them the page is as it was.
 */
export function OfflineUnit({
  grade,
  term,
  group,
  gradePage,
}: {
  grade: number;
  term: number;
  group: UnitGroup;
  gradePage: string;
}) {
  // The entries on this page; saving asks for the whole unit (it may go on on the next page).
  const plan = useMemo(
    () =>
      unitPlan(
        grade,
        term,
        group.unit,
        group.types.flatMap((t) => t.entries),
        gradePage,
      ),
    [grade, term, group, gradePage],
  );
  const supported = useHydrated() && offlineSupported();
  const { state, announcement, button, save, remove } = useOfflineUnit(plan, supported);

  if (!supported) return null;
  const unitName = `${termLabel(term)}, ${unitLabel(group.unit)}`;

  const saved = state.kind === "saved" || state.kind === "removing";
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {saved ? (
        <button
          ref={button}
          type="button"
          onClick={remove}
          aria-disabled={state.kind === "removing" || undefined}
          className={`${buttonBase} bg-white text-brand-800 shadow-sm ring-1 ring-slate-300 hover:bg-brand-50`}
        >
          {state.kind === "removing" ? trOffline.removing : trOffline.remove}
          <span className="sr-only">: {unitName}</span>
        </button>
      ) : (
        <button
          ref={button}
          type="button"
          onClick={save}
          aria-disabled={state.kind === "saving" || undefined}
          className={`${buttonBase} bg-brand-700 text-white hover:bg-brand-800`}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
            <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1Zm-7 13a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
          </svg>
          {state.kind === "saving" ? trOffline.saving : trOffline.save}
          <span className="sr-only">: {unitName}</span>
        </button>
      )}
      {/* Only what the pupil's own action changes is announced; a unit found saved on load is just shown. */}
      <p role="status" className="font-semibold text-slate-800">
        {announcement}
      </p>
      {state.kind === "saved" && !announcement && (
        <p className="font-semibold text-emerald-800">{savedText(state.bytes)}</p>
      )}
      {plan.videos > 0 && <p className="w-full text-sm text-slate-700">{trOffline.videos}</p>}
    </div>
  );
}
