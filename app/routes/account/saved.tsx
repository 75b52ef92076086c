import { useSyncExternalStore } from "react";
import { gradeLabel } from "#core/grades.ts";
import type { KeptEntry } from "#core/marks.ts";
import { trSaved } from "#core/messages/saved.ts";
import { trSavedPage } from "#core/messages/saved-page.ts";
import { CardGrid } from "#app/components/content-card.tsx";
import { useMarks } from "#app/lib/marks.ts";
import { titled } from "#app/lib/meta.ts";
import { getUser } from "#app/lib/session.server.ts";
import { readDeviceMarks } from "#app/browser/device-marks.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { Route } from "./+types/saved";

/** /kaydettiklerim: the saved entries, by grade; a pupil's from the server, a visitor's from the device. */
export const meta: Route.MetaFunction = () => titled(trSaved.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context);
  const entries = user ? await context.services.marks.savedEntries(user.id) : null;
  // A signed-in pupil's cards name their units; a visitor's, kept on the device, show the numbers.
  return {
    entries,
    unitNames: entries ? await context.services.units.names(new Set(entries.map((e) => e.sinif))) : undefined,
  };
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

function byGrade(entries: KeptEntry[]): [number, KeptEntry[]][] {
  const groups = new Map<number, KeptEntry[]>();
  for (const e of entries) groups.set(e.sinif, [...(groups.get(e.sinif) ?? []), e]);
  return [...groups].sort(([a], [b]) => a - b);
}

export default function Saved({ loaderData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const { state } = useMarks();
  // A visitor's list is this device's; it exists only once scripts run.
  const device =
    hydrated && !loaderData.entries
      ? readDeviceMarks()
          .saved.filter((s) => state.saved.includes(s.entry.id))
          .map((s) => s.entry)
      : null;
  const entries = loaderData.entries ?? device;
  // Offline, the service worker answers with the visitor's copy, to a signed-in pupil too (it keeps nothing of theirs):
  // say that the account's list is not this one.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trSaved.title}</h1>
      <p>{trSavedPage.intro}</p>
      {!loaderData.entries && (
        <p className="rounded-lg bg-brand-50 px-4 py-3 ring-1 ring-brand-100">{trSavedPage.onDevice}</p>
      )}
      {!loaderData.entries && !online && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200">
          {trSavedPage.offline}
        </p>
      )}
      {entries && entries.length === 0 && (
        <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm">{trSavedPage.empty}</p>
      )}
      {entries &&
        byGrade(entries).map(([grade, group]) => (
          <section key={grade} aria-labelledby={`sinif-${grade}`} className="space-y-3">
            <h2 id={`sinif-${grade}`} className="text-2xl font-bold text-brand-900">
              {gradeLabel(grade)}
            </h2>
            <CardGrid entries={group} headingLevel={3} />
          </section>
        ))}
    </div>
  );
}
