import { Link } from "react-router";
import { classPath } from "#core/classes/paths.ts";
import { trClassPrint } from "#core/messages/class-print.ts";
import { classLetterPage } from "./class-letter.server";
import { PrintButton } from "#app/components/class-print-button.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-letter";

/**
 * /sinifim/{id}/veli-mektubu: the parent's letter, printable (docs/decisions/0066): what is
 * kept, who sees it, for how long (until the class's school year ends: the retention job
 * deletes the class pupils then), how to have it erased, and lines for the signature.
 */
export const meta: Route.MetaFunction = () => titled(trClassPrint.letterTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classLetterPage(request, context, params.id);

function Blank({ label }: { label: string }) {
  return (
    <p className="flex items-end gap-2">
      <span className="shrink-0 font-medium">{label}:</span>
      <span className="block h-8 flex-1 border-b border-slate-700" />
    </p>
  );
}

export default function ClassLetter({ loaderData }: Route.ComponentProps) {
  const { class: c, lastDay, contactUrl } = loaderData;
  const h2 = "mt-4 text-lg font-bold text-slate-900";
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="space-y-3 print:hidden">
        <p>
          <Link to={classPath(c.id)} className="font-semibold text-brand-800 underline underline-offset-4">
            {trClassPrint.backToClass}
          </Link>
        </p>
        <PrintButton label={trClassPrint.letterPrint} />
      </div>
      <article
        className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 print:p-0 print:shadow-none print:ring-0"
        data-testid="letter"
      >
        <h1 className="text-2xl font-extrabold text-slate-900">{trClassPrint.letterTitle}</h1>
        <p>{trClassPrint.letterGreeting}</p>
        <p>{trClassPrint.letterIntro(c.name)}</p>
        <h2 className={h2}>{trClassPrint.letterWhatTitle}</h2>
        <p>{trClassPrint.letterWhat}</p>
        <h2 className={h2}>{trClassPrint.letterWhoTitle}</h2>
        <p>{trClassPrint.letterWho}</p>
        <h2 className={h2}>{trClassPrint.letterHowLongTitle}</h2>
        <p data-testid="letter-how-long">{trClassPrint.letterHowLong(c.schoolYear, lastDay)}</p>
        <h2 className={h2}>{trClassPrint.letterEraseTitle}</h2>
        <p>
          {trClassPrint.letterErase} <span className="break-all font-mono">{contactUrl}</span>
        </p>
        <h2 className={h2}>{trClassPrint.letterConsentTitle}</h2>
        <p>{trClassPrint.letterConsent}</p>
        <div className="space-y-3 pt-2">
          <Blank label={trClassPrint.letterPupilName} />
          <Blank label={trClassPrint.letterParentName} />
          <Blank label={trClassPrint.letterDate} />
          <Blank label={trClassPrint.letterSignature} />
        </div>
        <p className="pt-2 text-sm">{trClassPrint.letterReturn}</p>
      </article>
    </div>
  );
}
