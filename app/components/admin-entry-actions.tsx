import { useEffect, useRef, useState, type ReactNode, useId } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { deletePath, editPath } from "#app/lib/admin-paths.ts";
import { useIsAdmin } from "#app/lib/use-is-admin.ts";
import { EntryName, type Entry } from "./entry-name";

/*
 * Admin-only: the public pages load this module with React.lazy, for the admin alone
 * (content-card.tsx, routes/public/content.tsx), so no pupil downloads it.
 */

function TrashIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

function PencilIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/**
 * Delete with a confirmation that names the entry. The control is a link to the
 * confirmation page (/notekle/{id}/sil), which is what happens without
 * JavaScript; with JavaScript the same question opens in a modal <dialog> and
 * the answer is posted from there.
 */
function DeleteEntry({ entry, className, children }: { entry: Entry; className: string; children: ReactNode }) {
  const location = useLocation();
  const fetcher = useFetcher();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const back = location.pathname + location.search;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (open && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [open]);

  // The answer came (the page reloads its lists with a toast): the question is closed.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      dialogRef.current?.close();
    }
  }, [busy]);

  return (
    <>
      <Link
        to={`${deletePath(entry.id)}?geri=${encodeURIComponent(back)}`}
        className={className}
        aria-label={`Sil: ${entry.konuIng}`}
        onClick={(e) => {
          // Only a hydrated link has this handler: a card hydrated by this very tap (React
          // hydrates a tapped <Suspense> first and replays the click) opens the dialog too.
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {open && (
        <dialog
          ref={dialogRef}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-text`}
          onClose={() => setOpen(false)}
          className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
        >
          <h2 id={`${id}-title`} className="text-xl font-bold text-brand-900">
            İçeriği sil
          </h2>
          <p id={`${id}-text`} className="mt-3">
            <EntryName entry={entry} /> silinsin mi? Dosyası da silinir; bu işlem geri alınamaz.
          </p>
          <fetcher.Form method="post" action={deletePath(entry.id)} className="mt-5 flex flex-wrap justify-end gap-3">
            <input type="hidden" name="geri" value={back} />
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="min-h-11 rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold hover:bg-slate-100"
            >
              Vazgeç
            </button>
            <button
              type="submit"
              disabled={busy}
              className="min-h-11 rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-75"
            >
              {busy ? "Siliniyor..." : "Sil"}
            </button>
          </fetcher.Form>
        </dialog>
      )}
    </>
  );
}

const iconButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white/90 text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100";

/** The admin's icons on a card: edit and delete, each named after the entry for screen readers. */
export function CardAdminActions({ entry }: { entry: Entry }) {
  return (
    <div className="relative z-10 flex shrink-0 gap-1">
      <Link
        to={editPath(entry.id)}
        className={`${iconButton} hover:text-brand-800`}
        aria-label={`Düzenle: ${entry.konuIng}`}
        title="Düzenle"
      >
        <PencilIcon />
      </Link>
      <DeleteEntry entry={entry} className={`${iconButton} hover:text-red-800`}>
        <TrashIcon />
      </DeleteEntry>
    </div>
  );
}

/**
 * Edit and delete for one entry, as buttons with text (for the entry's own page).
 * Renders nothing for anyone but the admin.
 */
export function AdminEntryActions({ entry }: { entry: Entry }) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <div className="flex flex-wrap gap-3" data-testid="admin-entry-actions">
      <Link
        to={editPath(entry.id)}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100"
      >
        <PencilIcon />
        Düzenle
      </Link>
      <DeleteEntry
        entry={entry}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
      >
        <TrashIcon />
        Sil
      </DeleteEntry>
    </div>
  );
}
