import { trPictureLogin } from "#core/messages/picture-login.ts";
import { ClassCodePanel } from "#app/components/class-code-form.tsx";
import { classCodeAction, classCodePage } from "./class-code.server";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-code";

/**
 * /sinif: 'Sınıf koduyla gir' (docs/decisions/0090). The page is the form; its post (from here,
 * from /sinif/{kod}, from any page that shows the form) looks the code up and goes to the class's
 * link, or answers here with the Turkish refusal.
 */
export const meta: Route.MetaFunction = () => [
  ...titled(trPictureLogin.codeFormTitle),
  { name: "robots", content: "noindex" },
];

export const loader = () => classCodePage();

export const action = ({ request, context }: Route.ActionArgs) => classCodeAction({ request, context });

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export default function ClassCode({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return <ClassCodePanel code={shown.code} error={shown.error} />;
}
