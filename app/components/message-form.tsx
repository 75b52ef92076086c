import { useEffect, useRef, useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { trContact } from "#core/messages/contact.ts";
import { HONEYPOT_FIELD, MAX_MESSAGE_LENGTH } from "#core/patterns.ts";
import type { MessageFormResult } from "#core/schemas.ts";
import { Field, FormError, primaryButton } from "./form-field";

/**
 * Name, e-mail and message (docs/product.md), for the contact page and the feedback
 * box of a content page. Posts to the page it is on; works without JavaScript.
 */
export function MessageForm({
  title,
  intro,
  headingLevel = 2,
}: {
  title: string;
  intro: string;
  headingLevel?: 1 | 2;
}) {
  const navigation = useNavigation();
  const result = useActionData<MessageFormResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const sending = navigation.state === "submitting" && navigation.formData?.has("message") === true;
  const errors = result?.errors ?? {};
  const Heading = `h${headingLevel}` as const;

  // After a successful send the page reloads its data with a toast: clear the form for the next
  // message. Only after a send of this form: on a slow phone the form hydrates after its part's
  // script arrives (decision 0100), and whatever was typed before that must stay.
  const sent = useRef(false);
  useEffect(() => {
    if (sending) sent.current = true;
    else if (navigation.state === "idle" && sent.current) {
      sent.current = false;
      if (!result) formRef.current?.reset();
    }
  }, [sending, navigation.state, result]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <Heading id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{intro}</p>
      <Form ref={formRef} method="post" noValidate className="mt-4 space-y-4" preventScrollReset>
        <FormError message={result?.formError} />
        <fieldset disabled={sending} className="space-y-4">
          <legend className="sr-only">{title}</legend>
          <Field label="Adınız" name="name" autoComplete="name" required maxLength={100} error={errors.name} />
          <Field label="E-posta" name="email" type="email" autoComplete="email" required error={errors.email} />
          <div>
            <label htmlFor={`${id}-message`} className="mb-1 block font-medium">
              Mesajınız
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              required
              rows={5}
              maxLength={MAX_MESSAGE_LENGTH}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${id}-message-error` : undefined}
              className="w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 disabled:bg-slate-100"
            />
            {errors.message && (
              <p id={`${id}-message-error`} className="mt-1 text-sm font-medium text-red-800">
                {errors.message}
              </p>
            )}
          </div>
          {/* Spam trap: hidden from people and screen readers; bots fill it in. */}
          <div className="hidden" aria-hidden="true">
            <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>Web siteniz</label>
            <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
        </fieldset>
        <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
          {sending ? trContact.submitting : "Gönder"}
        </button>
      </Form>
    </section>
  );
}
