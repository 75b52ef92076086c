import { data } from "react-router";
import type { AdminFailure, AdminPreview } from "#server/content/content-admin-service.ts";

/**
 * The add/edit page's answer to a post that stored nothing (the form without JavaScript):
 * after "Önizle", the word list and quiz parsed; after a refused save, every field's
 * message and every bad line. Either way the form is filled again with what was sent.
 */
export function formAnswer(result: AdminFailure | AdminPreview) {
  const preview = result.ok === "preview";
  return data(
    {
      errors: preview ? {} : result.errors,
      formError: preview || Object.keys(result.errors).length ? null : result.message,
      values: result.values,
      practice: result.practice,
      previewed: preview ? { fileDropped: result.fileDropped } : null,
    },
    { status: preview ? 200 : result.status },
  );
}
