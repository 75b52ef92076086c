/**
 * The import page's progress (import-detail.tsx): the rows finished of all, the bytes, the state
 * in words, and while rows wait for files this tab does not hold, a way to choose the folder
 * again. The files this tab holds are sent from here, two at a time, and the page follows the
 * rows on their way by asking again every 1.5 s.
 */
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { formatFileSize } from "#core/file-size.ts";
import { trImports } from "#core/messages/imports.ts";
import { ProgressBar as Bar } from "#app/components/progress-bar.tsx";
import { chooseFolders, fileFor, forgetFile, keepFiles, pathOf, send } from "#app/browser/import-client.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { Route } from "./+types/import-detail";

type View = Route.ComponentProps["loaderData"]["view"];
type Item = View["items"][number];

/** The bytes of waiting rows whose file this tab holds, two at a time, each with its progress. */
export function useUploads(view: View, revalidate: () => void) {
  const [progress, setProgress] = useState<Record<number, number>>({});
  const busy = useRef(new Set<number>());
  useEffect(() => {
    const waiting = view.items.filter(
      (i) => i.state === "waiting" && fileFor(view.id, i.path) && !busy.current.has(i.id),
    );
    let cancelled = false;
    async function run(item: Item) {
      busy.current.add(item.id);
      const file = fileFor(view.id, item.path)!;
      await send(
        "PUT",
        `/api/v1/imports/${view.id}/items/${item.id}/file`,
        file,
        (f) => !cancelled && setProgress((p) => ({ ...p, [item.id]: f })),
        "application/octet-stream",
      );
      forgetFile(view.id, item.path);
      busy.current.delete(item.id);
      revalidate();
    }
    const slots = Math.max(0, 2 - busy.current.size);
    for (const item of waiting.slice(0, slots)) void run(item);
    return () => {
      cancelled = true;
    };
  }, [view, revalidate]);
  return progress;
}

/** While rows are on their way (sent by this tab or imported on the server), the table follows them. */
export function useFollowImport(view: View, waitingHere: number, revalidator: ReturnType<typeof useRevalidator>) {
  const moving = (view.started && !view.finished) || waitingHere > 0;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, 1500);
    return () => clearInterval(timer);
  }, [moving, revalidator]);
}

/** The progress section; `onChosen` runs once the files of a folder chosen again are kept. */
export function ImportProgress({ view, waitingHere, onChosen }: { view: View; waitingHere: number; onChosen(): void }) {
  const hydrated = useHydrated();
  const { counts } = view;
  const finishedRows = counts.done + counts.skipped + counts.failed;
  return (
    <section aria-labelledby="ilerleme" className="space-y-2 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="ilerleme" className="text-xl font-bold text-brand-900">
        {trImports.overall(finishedRows, counts.total)}
      </h2>
      <Bar
        label={trImports.overall(finishedRows, counts.total)}
        fraction={counts.total ? finishedRows / counts.total : 0}
      />
      <p className="text-sm text-slate-700">
        {trImports.bytes(formatFileSize(view.bytes.finished), formatFileSize(view.bytes.total))} ·{" "}
        <span data-testid="import-counts">{trImports.counts(counts)}</span>
      </p>
      <p role="status" className="font-medium">
        {!view.started ? trImports.notStarted : view.finished ? trImports.finished : trImports.running}
      </p>
      {counts.waiting > waitingHere && (
        <div className="rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
          <p>{trImports.waitingHint}</p>
          {hydrated && (
            <label className="mt-2 block font-medium">
              {trImports.chooseFolder}
              <input
                type="file"
                multiple
                ref={chooseFolders}
                className="mt-1 block"
                onChange={(e) => {
                  keepFiles(
                    view.id,
                    [...(e.currentTarget.files ?? [])].filter((f) => view.items.some((i) => i.path === pathOf(f))),
                  );
                  onChosen();
                }}
              />
            </label>
          )}
        </div>
      )}
    </section>
  );
}
