import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { trCommon } from "#core/messages/common.ts";
import { ErrorPanel } from "./error-panel";

/**
 * The class sign-in pages' errors: an unknown or replaced code, a pupil not in the class, or
 * too many wrong codes from this address, each in the page's own Turkish words (docs/decisions/0067).
 */
export function ClassSignInError() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && (error.status === 404 || error.status === 429)
      ? (error.data as { message?: unknown } | null)?.message
      : null;
  if (typeof message !== "string") return <ErrorPanel status={isRouteErrorResponse(error) ? error.status : 500} />;
  return (
    <section className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm" aria-labelledby="error-title">
      <h1 id="error-title" className="text-2xl font-bold text-brand-900" data-testid="class-sign-in-error">
        {message}
      </h1>
      <Link
        to="/"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {trCommon.backHome}
      </Link>
    </section>
  );
}
