import { Link } from "react-router";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { ClassCodePanel } from "#app/components/class-code-form.tsx";
import { ClassSignInError } from "#app/components/class-sign-in-error.tsx";
import { classSignInPage } from "./class-sign-in.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-sign-in";

/**
 * /sinif/{kod}: a class's sign-in, step 1 (docs/decisions/0067). With the class's
 * link (`?k=`, the cards' QR code) the class's name and its pupils' names as big links; a name
 * opens that pupil's pictures. Without one, the 'Devam' form with the code filled in, whose post
 * looks the code up (docs/decisions/0090): a GET here never does. Plain links and a plain form
 * post: it works without JavaScript, and no picture of anybody is on this page.
 */
export const meta: Route.MetaFunction = () => [
  ...titled(trPictureLogin.pageTitle),
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params, context }: Route.LoaderArgs) => classSignInPage({ request, params, context });

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function ClassSignIn({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "code") return <ClassCodePanel code={loaderData.code} error={loaderData.error} />;
  const { className, pupils } = loaderData;
  return (
    <section
      className="mx-auto max-w-3xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      aria-labelledby="class-sign-in-title"
    >
      <h1 id="class-sign-in-title" className="text-3xl font-extrabold text-brand-900">
        {className}
      </h1>
      {pupils.length === 0 ? (
        <p>{trPictureLogin.noPupils}</p>
      ) : (
        <>
          <p className="text-xl font-semibold">{trPictureLogin.chooseName}</p>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-3" data-testid="pupil-names">
            {pupils.map((p) => (
              <li key={p.to}>
                <Link
                  to={p.to}
                  className="flex min-h-20 items-center justify-center rounded-2xl border-2 border-brand-700 bg-white px-4 py-3 text-center text-2xl font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = ClassSignInError;
