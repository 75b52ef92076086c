import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { trImports } from "#core/messages/imports.ts";
import { pathOf } from "#app/browser/import-client.ts";
import { asPicked, carriesFiles, readDrop } from "#app/browser/import-drop.ts";

type LastDrop = { added: number; unreadable: number } | "cleared" | null;

/**
 * Files dragged anywhere over the page: `dragging` while they are over it; on the drop they join
 * the chosen files and `last` says what came.
 */
function useDocumentDrop(onFiles: Dispatch<SetStateAction<File[]>>) {
  const [dragging, setDragging] = useState(false);
  /** What the last drop brought (the status says it with the total), or that the dropped files were taken out. */
  const [last, setLast] = useState<LastDrop>(null);
  useEffect(() => {
    // dragenter/dragleave come for every element crossed: count them to know when the drag left the page.
    let depth = 0;
    const over = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = "copy";
    };
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      depth++;
      setDragging(true);
    };
    const leave = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      depth = Math.max(0, depth - 1);
      if (!depth) setDragging(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      void readDrop(event.dataTransfer!).then(({ files: received, unreadable }) => {
        // One file a path: a file dropped twice (or a folder again) counts once, the last one kept.
        onFiles((before) => {
          const byPath = new Map(before.map((f) => [pathOf(f), f]));
          for (const file of received.map(asPicked)) byPath.set(pathOf(file), file);
          return [...byPath.values()];
        });
        setLast({ added: received.length, unreadable });
      });
    };
    document.addEventListener("dragenter", enter);
    document.addEventListener("dragover", over);
    document.addEventListener("dragleave", leave);
    document.addEventListener("drop", drop);
    return () => {
      document.removeEventListener("dragenter", enter);
      document.removeEventListener("dragover", over);
      document.removeEventListener("dragleave", leave);
      document.removeEventListener("drop", drop);
    };
  }, [onFiles]);
  return { dragging, last, setLast };
}

/**
 * The bulk import's drop area, shown only with JavaScript: files, folders or a
 * .zip dropped anywhere on the page join the chosen files, and the page sends them as it
 * sends picked ones. It is no control (nothing to focus; the pickers are the keyboard's
 * way), only a sign of what the page takes and a polite status saying what it received.
 * A drop outside it is taken too, never opened by the browser in place of the page.
 */
export function ImportDropArea({
  files,
  onFiles,
}: {
  files: readonly File[];
  onFiles: Dispatch<SetStateAction<File[]>>;
}) {
  const { dragging, last, setLast } = useDocumentDrop(onFiles);
  const area = useRef<HTMLDivElement>(null);

  return (
    <div
      ref={area}
      tabIndex={-1}
      data-testid="import-drop"
      className={`rounded-xl border-2 border-dashed p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 ${dragging ? "border-brand-700 bg-brand-50" : "border-slate-400 bg-slate-50"}`}
    >
      <p className="font-semibold text-brand-900">{dragging ? trImports.dropNow : trImports.dropTitle}</p>
      <p className="mt-1 text-sm text-slate-700">{trImports.dropHint}</p>
      <p role="status" className="mt-2 font-medium empty:mt-0">
        {last === "cleared"
          ? trImports.dropCleared
          : last
            ? trImports.dropReceived(last.added, files.length, last.unreadable)
            : ""}
      </p>
      {files.length > 0 && (
        <button
          type="button"
          onClick={() => {
            onFiles([]);
            setLast("cleared");
            // The button goes with the files: focus stays in the area, not lost to the page's top.
            area.current?.focus();
          }}
          className="mt-2 min-h-11 rounded-lg border border-slate-500 px-4 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {trImports.dropClear(files.length)}
        </button>
      )}
    </div>
  );
}
