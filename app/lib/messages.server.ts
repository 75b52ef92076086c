import { data, type AppLoadContext } from "react-router";
import { trContact } from "#core/messages/contact.ts";
import { HONEYPOT_FIELD } from "#core/patterns.ts";
import { contactSchema, fieldErrors, type MessageFormResult } from "#core/schemas.ts";
import { log } from "#server/log.ts";
import { redirectWithToast } from "./toast.server";

/**
 * The contact and feedback forms' action: validate, store (then mail through the
 * outbox), and come back to the same page with docs/product.md's toast.
 */
export async function handleMessageForm(
  request: Request,
  context: AppLoadContext,
  about?: { contentId: number },
  read?: FormData,
) {
  const form = read ?? (await request.formData());
  const back = new URL(request.url).pathname;
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    // A bot: answer as if all went well, keep nothing.
    return redirectWithToast(context, back, trContact.success);
  }
  const parsed = contactSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success)
    return data<MessageFormResult>({ errors: fieldErrors(parsed.error), formError: null }, { status: 400 });
  try {
    const result = await context.services.messages.submit(parsed.data, context.clientKey, about);
    if (!result.ok) return data<MessageFormResult>({ errors: {}, formError: trContact.tooMany }, { status: 429 });
  } catch (error) {
    log.error("message could not be stored", { error, requestId: context.requestId });
    return data<MessageFormResult>({ errors: {}, formError: trContact.sendFailed }, { status: 503 });
  }
  return redirectWithToast(context, back, trContact.success);
}
