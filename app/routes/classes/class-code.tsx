import { trPictureLogin } from "#core/messages/picture-login.ts";
import { ClassCodeForm } from "#app/components/class-code-form.tsx";
import { classCodeAction, classCodePage } from "#app/lib/class-sign-in.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-code";

/**
 * /sinif: 'Sınıf koduyla gir' (docs/decisions/0090). The page is the form; its post (from here,
 * from /sinif/{kod}, from any page that shows the form) looks the code up and goes to the class's
 * link, or answers here with the Turkish refusal.
 */
export const meta: Route.MetaFunction = () => [...titled(trPictureLogin.codeFormTitle), { name: "robots", content: "noindex" }];

export const loader = () => classCodePage();

export const action = ({ request, context }: Route.ActionArgs) => classCodeAction({ request, context });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export default function ClassCode({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <section className="mx-auto max-w-xl space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="class-code-title">
      <h1 id="class-code-title" className="text-3xl font-extrabold text-brand-900">
        {trPictureLogin.codeFormTitle}
      </h1>
      <ClassCodeForm code={shown.code} error={shown.error} />
    </section>
  );
}
