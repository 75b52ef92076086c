import { useEffect, useRef, useState, useId } from "react";
import { useFetcher } from "react-router";
import { trContact } from "#core/messages/contact.ts";
import { trReset } from "#core/messages/reset.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Field, FormError } from "./form-field";
import { useToast } from "./toaster";

export interface ResetRequestResult {
  ok: boolean;
  error?: string;
}

const linkClass = "inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-4";

/** The dialog's cancel and send; send waits while the request is on its way. */
function DialogButtons({ sending, onCancel }: { sending: boolean; onCancel(): void }) {
  return (
    <div className="flex justify-end gap-2">
      <button
        type="button"
        onClick={onCancel}
        className="min-h-11 rounded-lg border border-slate-500 px-4 font-semibold"
      >
        İptal
      </button>
      <button
        type="submit"
        disabled={sending}
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {sending ? trContact.submitting : "Gönder"}
      </button>
    </div>
  );
}

/**
 * 'Şifremi Unuttum': a modal with an e-mail field, cancel and send. Without
 * JavaScript it is a link to the same form on its own page.
 */
export function ForgotPasswordDialog() {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<ResetRequestResult>();
  const toast = useToast();
  const titleId = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const sending = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    if (result.ok) {
      toast.show("success", trReset.sent);
      dialogRef.current?.close();
    }
  }, [fetcher.state, result, toast]);

  if (!hydrated) {
    return (
      <p className="text-right">
        <a href="/sifremi-unuttum" className={linkClass}>
          Şifremi Unuttum
        </a>
      </p>
    );
  }

  const error = clientError ?? (result && !result.ok ? result.error : undefined);
  return (
    <>
      <p className="text-right">
        <button
          type="button"
          onClick={() => {
            setClientError(null);
            dialogRef.current?.showModal();
          }}
          className={linkClass}
        >
          Şifremi Unuttum
        </button>
      </p>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-2xl p-6 shadow-2xl backdrop:bg-slate-900/60"
      >
        <h2 id={titleId} className="text-xl font-bold text-brand-900">
          Şifremi Unuttum
        </h2>
        <p className="mt-2 text-slate-700">
          E-posta adresinizi yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.
        </p>
        <fetcher.Form
          method="post"
          action="/sifremi-unuttum"
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
            if (!email) {
              e.preventDefault();
              setClientError(trReset.emptyEmail);
            } else setClientError(null);
          }}
        >
          <FormError message={error} />
          <Field label="E-posta" name="email" type="email" autoComplete="email" disabled={sending} />
          <DialogButtons sending={sending} onCancel={() => dialogRef.current?.close()} />
        </fetcher.Form>
      </dialog>
    </>
  );
}
