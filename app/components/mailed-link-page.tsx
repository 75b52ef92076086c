import { Form, Link, useNavigation } from "react-router";
import { trCommon } from "#core/messages/common.ts";
import { FormError, primaryButton } from "./form-field";

export interface MailedLinkPageProps {
  title: string;
  intro: string;
  button: string;
  /** Where the button posts (the link's address, token included, when the token is its only authority). */
  action: string;
  /** Sent in the form body when set. */
  token?: string;
  /** False: the link is dead, no button. */
  valid: boolean;
  invalidMessage: string;
  /** After the POST: what happened. */
  outcome?: { done: boolean; message: string; heading?: string };
}

/**
 * The page a link in a newsletter mail opens. Opening it changes nothing — mail
 * scanners and link previews open links without the owner — only its button does.
 */
export function MailedLinkPage({
  title,
  intro,
  button,
  action,
  token,
  valid,
  invalidMessage,
  outcome,
}: MailedLinkPageProps) {
  const submitting = useNavigation().state === "submitting";
  let body;
  if (outcome?.done) {
    body = (
      <div
        role="status"
        className="space-y-2 rounded-lg border-l-4 border-green-700 bg-green-50 px-4 py-3 text-green-900"
      >
        {outcome.heading && <p className="text-lg font-bold">{outcome.heading}</p>}
        <p className="font-medium">{outcome.message}</p>
      </div>
    );
  } else if (outcome || !valid) {
    body = <FormError message={outcome?.message ?? invalidMessage} />;
  } else {
    body = (
      <Form method="post" action={action} className="space-y-4">
        <p>{intro}</p>
        {token && <input type="hidden" name="token" value={token} />}
        <button type="submit" disabled={submitting} className={primaryButton}>
          {button}
        </button>
      </Form>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      {body}
      {(outcome || !valid) && (
        <Link to="/" className="inline-block font-semibold text-brand-800 underline underline-offset-4">
          {trCommon.backHome}
        </Link>
      )}
    </div>
  );
}
