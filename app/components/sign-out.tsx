import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { trHomeworkPupil as HomeworkTexts } from "#core/messages/homework-pupil.ts";

const device = () => import("#app/browser/homework-device.ts");
/** The dialog's texts come on the press, with the device's code: not in every page's first load (decision 0100). */
const texts = () => import("#core/messages/homework-pupil.ts").then((m) => m.trHomeworkPupil);

/** What the device's storage loses at sign-out besides the server's Clear-Site-Data: this tab's own. */
function clearTabStorage() {
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * How many of the pupil's homework answers still wait on this device, after one more try to
 * send them (docs/decisions/0084); 0 when there is no store or nothing waits.
 */
async function stillWaiting(): Promise<number> {
  const d = await device();
  const owner = await d.currentOwner();
  if (owner === null) return 0;
  const waiting = async () => (await d.waitingTries(owner)).filter((t) => !t.refused).length;
  if ((await waiting()) === 0) return 0;
  await d.sendOutbox(owner).catch(() => null);
  return waiting();
}

const dialogButton = "inline-flex min-h-11 items-center rounded-lg px-4 font-semibold";

/** The question when answers still wait: 'send later' (the default) closes it, 'sign out anyway' signs out. */
function WaitingDialog({
  id,
  dialogRef,
  count,
  texts,
  onClose,
  onSignOut,
}: {
  id: string;
  dialogRef: RefObject<HTMLDialogElement | null>;
  count: number;
  texts: typeof HomeworkTexts;
  onClose(): void;
  onSignOut(): void;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      data-testid="sign-out-waiting"
      className="m-auto max-w-md space-y-4 rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-red-900">
        {texts.signOutWaitingTitle}
      </h2>
      <p id={`${id}-text`}>{texts.signOutWaiting(count)}</p>
      <div className="flex flex-wrap gap-3">
        {/* The safe choice first: showModal puts focus on it. */}
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className={`${dialogButton} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {texts.signOutSendLater}
        </button>
        <button
          type="button"
          onClick={onSignOut}
          className={`${dialogButton} border border-red-800 bg-white text-red-900 hover:bg-red-50`}
        >
          {texts.signOutAnyway}
        </button>
      </div>
    </dialog>
  );
}

/**
 * 'Çıkış Yap' (a plain form: logging out reloads the home page, docs/product.md). Signing out
 * answers Clear-Site-Data, which would silently lose a pupil's homework answers still waiting
 * on the device (docs/decisions/0076): with JavaScript, for a pupil in a class, the press first
 * tries to send them; if some still wait, a dialog says how many and that signing out loses
 * them, with 'send later' (the default, and Escape) and 'sign out anyway'. Without JavaScript
 * nothing waits on the device: the form posts as it always did.
 */
export function SignOutForm({ pupil, className }: { pupil: boolean; className: string }) {
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const [state, setState] = useState<{ kind: "idle" } | { kind: "checking" } | { kind: "waiting"; count: number }>({
    kind: "idle",
  });
  const [trHomeworkPupil, setTexts] = useState<typeof HomeworkTexts | null>(null);
  const id = useId();

  useEffect(() => {
    if (state.kind === "waiting" && !dialog.current?.open) dialog.current?.showModal();
  }, [state]);

  const signOut = () => {
    confirmed.current = true;
    clearTabStorage();
    form.current?.submit();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current || !pupil || typeof indexedDB === "undefined") return clearTabStorage();
    event.preventDefault();
    if (state.kind === "checking") return;
    setState({ kind: "checking" });
    // The texts travel with the device's code (its outbox imports them): no new way to fail.
    const said = texts();
    void said.then(setTexts).catch(() => {});
    void Promise.all([stillWaiting().catch(() => 0), said.catch(() => null)]).then(([count, loaded]) => {
      if (count === 0) return signOut();
      // Answers wait but the dialog's texts could not come: nothing is lost, the press can be tried again.
      if (!loaded) return setState({ kind: "idle" });
      setTexts(loaded);
      setState({ kind: "waiting", count });
    });
  };

  return (
    <form ref={form} method="post" action="/logout" onSubmit={onSubmit}>
      <button
        type="submit"
        className={className}
        aria-describedby={state.kind === "checking" ? `${id}-sending` : undefined}
      >
        Çıkış Yap
      </button>
      {state.kind === "checking" && trHomeworkPupil && (
        <span id={`${id}-sending`} role="status" className="sr-only">
          {trHomeworkPupil.signOutSending}
        </span>
      )}
      {/* In the page's top layer, whichever menu (the bar's or the phone's) held the button. */}
      {state.kind === "waiting" &&
        trHomeworkPupil &&
        createPortal(
          <WaitingDialog
            id={id}
            dialogRef={dialog}
            count={state.count}
            texts={trHomeworkPupil}
            onClose={() => setState({ kind: "idle" })}
            onSignOut={signOut}
          />,
          document.body,
        )}
    </form>
  );
}
