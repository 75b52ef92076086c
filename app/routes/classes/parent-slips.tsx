import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { trClassPrint } from "#core/messages/class-print.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";
import { trParentSlips } from "#core/messages/parent-slips.ts";
import { PrintButton } from "#app/components/class-print-button.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { titled } from "#app/lib/meta.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { parentSlipsAction, parentSlipsPage } from "./parent-slips.server";
import type { Route } from "./+types/parent-slips";

/**
 * /sinifim/{id}/veli-baglantilari: a class's parents' links at once, as slips to print and cut
 * like the sign-in cards (decision 0109): per pupil the full name, the class, the link as a QR
 * code and as text, and a line for the parent. 'Kopyala' and 'Paylaş' with JavaScript; without,
 * the link's text is there to select.
 */
export const meta: Route.MetaFunction = () => [
  ...titled(trParentSlips.slipsTitle),
  { name: "robots", content: "noindex, nofollow" },
];

export const loader = ({ request, context, params }: Route.LoaderArgs) => parentSlipsPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  parentSlipsAction(request, context, params.id);

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

const link = "font-semibold text-brand-800 underline underline-offset-4";
const button = "min-h-11 rounded-lg border-2 border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50";

/** 'Kopyala' and 'Paylaş' of one slip: only once the page runs JavaScript, 'Paylaş' only where the browser can share. */
function SlipButtons({ url, name }: { url: string; name: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  const canShare = typeof navigator.share === "function";
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 print:hidden">
      <button
        type="button"
        className={button}
        onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
      >
        {trParentSlips.slipsCopy}
      </button>
      {canShare && (
        <button
          type="button"
          className={button}
          onClick={() => void navigator.share({ title: trParentSlips.slipsShareText(name), url }).catch(() => {})}
        >
          {trParentSlips.slipsShare}
        </button>
      )}
      <span role="status">{copied ? trParentSlips.slipsCopied : ""}</span>
    </div>
  );
}

/** The pupils without consent recorded: no link was made for them. */
function Waiting({ names }: { names: { userId: number; displayName: string }[] }) {
  return (
    <section aria-labelledby="slips-waiting" className="space-y-2 print:hidden">
      <h2 id="slips-waiting" className="text-xl font-bold text-brand-900">
        {trParentSlips.slipsWaiting}
      </h2>
      <ul className="list-disc pl-6" data-testid="slips-waiting">
        {names.map((w) => (
          <li key={w.userId}>{w.displayName}</li>
        ))}
      </ul>
    </section>
  );
}

export default function ParentSlips({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== "idle";
  const { classId, className } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-3 print:hidden">
        <p>
          <Link to={classPath(classId)} className={link}>
            {trClassPrint.backToClass}
          </Link>
        </p>
        <h1 className="text-3xl font-extrabold text-brand-900">
          {trParentSlips.slipsTitle}: {className}
        </h1>
        {actionData ? (
          <>
            <p role="alert" className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-900">
              {trParentSlips.slipsOnce}
            </p>
            <p>{trParentLinks.parentLinkUntil(actionData.until)}</p>
            {actionData.slips.length > 0 && <PrintButton label={trParentSlips.slipsPrint} />}
          </>
        ) : (
          <>
            <p>{trParentSlips.slipsIntro}</p>
            <Form method="post">
              <button
                type="submit"
                disabled={busy}
                className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
              >
                {trParentSlips.slipsMake}
              </button>
            </Form>
          </>
        )}
      </div>
      {actionData && actionData.slips.length === 0 && <p>{trParentSlips.slipsEmpty}</p>}
      {actionData && actionData.slips.length > 0 && (
        <ul
          className="pupil-cards grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-0"
          data-testid="slips"
        >
          {actionData.slips.map((s) => (
            <li
              key={s.userId}
              className="pupil-card rounded-xl border-2 border-dashed border-slate-500 bg-white p-4"
              data-slip={s.userId}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-2xl font-extrabold text-slate-900" data-testid="slip-name">
                    {s.displayName}
                  </h2>
                  <p>{trParentSlips.slipsClass(actionData.className)}</p>
                </div>
                <QrCode
                  qr={s.qr}
                  title={trParentLinks.parentLinkQr(s.url)}
                  titleId={`slip-qr-${s.userId}`}
                  size={104}
                />
              </div>
              <p className="mt-3 select-all break-all font-mono text-sm" data-testid="slip-link">
                {s.url}
              </p>
              <SlipButtons url={s.url} name={s.displayName} />
              <p className="mt-4 border-b border-slate-500 pb-6">{trParentSlips.slipsParentLine}</p>
            </li>
          ))}
        </ul>
      )}
      {actionData && actionData.waiting.length > 0 && <Waiting names={actionData.waiting} />}
    </div>
  );
}
