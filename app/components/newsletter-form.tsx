import { useEffect, useState, useId } from "react";
import { useFetcher } from "react-router";
import { trNewsletter } from "#core/messages/newsletter.ts";
import { trSignup } from "#core/messages/signup.ts";
import { endsWithDot, isEmailAddress } from "#core/patterns.ts";
import { useToast } from "./toaster";

export interface NewsletterResult {
  ok: boolean;
  error?: string;
}

/**
 * The home page's newsletter box: docs/product.md's pattern, checked here and on the server.
 * Success means a confirmation mail may be on its way; the address counts once confirmed.
 */
export function NewsletterForm({ serverResult }: { serverResult?: NewsletterResult }) {
  const fetcher = useFetcher<NewsletterResult>();
  const toast = useToast();
  const id = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  // Without JavaScript the form posts normally and the route hands its action data in.
  const result = fetcher.data ?? serverResult;
  const error = clientError ?? (result && !result.ok ? result.error : null);
  const done = result?.ok === true && !clientError;

  useEffect(() => {
    if (fetcher.state === "idle" && result?.ok) toast.show("success", trNewsletter.confirmationSent);
  }, [fetcher.state, result, toast]);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-brand-700 p-6 text-white sm:p-8">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Yeni içeriklerden haberdar olun
      </h2>
      <p className="mt-2">Yeni dersler eklendiğinde kısa bir e-posta ile haber verelim.</p>
      <fetcher.Form
        method="post"
        action="/?index"
        noValidate
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          const value = new FormData(e.currentTarget).get("email");
          if (typeof value !== "string" || !isEmailAddress(value.trim())) {
            e.preventDefault();
            setClientError(
              typeof value === "string" && endsWithDot(value.trim())
                ? trSignup.emailEndsWithDot
                : trNewsletter.invalidEmail,
            );
          } else {
            setClientError(null);
          }
        }}
      >
        <input type="hidden" name="intent" value="newsletter" />
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            E-posta adresiniz
          </label>
          <input
            id={id}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="E-posta adresiniz"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 w-full rounded-lg border-2 border-white bg-white px-3 py-2 text-slate-900 placeholder:text-slate-600"
          />
          {error && (
            <p
              id={`${id}-error`}
              className="mt-2 font-semibold text-amber-200"
              lang={error === trNewsletter.invalidEmail ? "en" : undefined}
            >
              {error}
            </p>
          )}
          {done && (
            <p className="mt-2 font-semibold" role="status">
              {trNewsletter.confirmationSent}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="min-h-11 rounded-lg bg-accent-400 px-5 font-semibold text-slate-900 hover:bg-accent-500 disabled:opacity-70"
        >
          Abone Ol
        </button>
      </fetcher.Form>
    </section>
  );
}
