import { Link } from "react-router";
import { classCardsPath, classPath } from "#core/classes/paths.ts";
import { trClassPrint } from "#core/messages/class-print.ts";
import { pictureName } from "#core/picture-password.ts";
import { Picture } from "#app/components/pictures/picture.tsx";
import { classCardsPage } from "./class-cards.server";
import { PrintButton } from "#app/components/class-print-button.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class-cards";

/**
 * /sinifim/{id}/kartlar: the class pupils' sign-in cards on A4, to cut out (the class's
 * teacher or an admin): the class code, the pupil's name, the three pictures in order with
 * their words, and a QR code of the class's link `/sinif/{kod}?k=…`, which opens the names
 * without a code looked up (docs/decisions/0090). `?ogrenci=` for one pupil's card (after
 * 'Resimleri yenile').
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${trClassPrint.cardsTitle} · ${data.class.name}` : trClassPrint.cardsTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classCardsPage(request, context, params.id);

const link = "font-semibold text-brand-800 underline underline-offset-4";
const QUIET = 4;

type Data = Route.ComponentProps["loaderData"];

/** One pupil's card: the class code, the name, the QR code of the class's link, the three pictures in order, the link. */
function PupilCard({
  pupil: p,
  joinCode,
  signInUrl,
  qr,
}: {
  pupil: Data["pupils"][number];
  joinCode: string;
  signInUrl: string;
  qr: Data["qr"];
}) {
  const box = qr.size + 2 * QUIET;
  return (
    <li className="pupil-card rounded-xl border-2 border-dashed border-slate-500 bg-white p-4" data-card={p.userId}>
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-700">{trClassPrint.cardClassCode}</p>
          <p className="font-mono text-2xl font-bold tracking-widest" data-testid="card-code">
            {joinCode}
          </p>
          <h2 className="mt-2 text-2xl font-extrabold text-slate-900" data-testid="card-name">
            {p.displayName}
          </h2>
        </div>
        <svg
          viewBox={`${-QUIET} ${-QUIET} ${box} ${box}`}
          width="96"
          height="96"
          role="img"
          aria-label={trClassPrint.cardQrAlt(signInUrl)}
          shapeRendering="crispEdges"
          className="shrink-0"
        >
          <rect x={-QUIET} y={-QUIET} width={box} height={box} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
      </div>
      <p className="mt-3 font-medium">{trClassPrint.cardPictures}</p>
      <ol className="mt-2 flex gap-3" data-testid="card-pictures">
        {p.pictures.map((key, i) => (
          <li key={i} className="flex flex-col items-center rounded-lg border border-slate-300 p-2">
            <span className="text-sm font-bold">{i + 1}.</span>
            <Picture picture={key} className="h-14 w-14" decorative />
            <span className="font-semibold">{pictureName(key)}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 break-all font-mono text-xs" data-testid="card-link">
        {signInUrl}
      </p>
    </li>
  );
}

export default function ClassCards({ loaderData }: Route.ComponentProps) {
  const { class: c, pupils, one, signInUrl, qr, teacher } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div className="space-y-3 print:hidden">
        {teacher && (
          <p>
            <Link to={classPath(c.id)} className={link}>
              {trClassPrint.backToClass}
            </Link>
          </p>
        )}
        <h1 className="text-3xl font-extrabold text-brand-900">
          {trClassPrint.cardsTitle}: {c.name}
        </h1>
        <p>{trClassPrint.cardsIntro}</p>
        {one && (
          <p>
            <Link to={classCardsPath(c.id)} className={link}>
              {trClassPrint.cardsAll}
            </Link>
          </p>
        )}
        <PrintButton label={trClassPrint.cardsPrint} />
      </div>
      {pupils.length === 0 ? (
        <p>{trClassPrint.cardsEmpty}</p>
      ) : (
        <ul
          className="pupil-cards grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2 print:gap-0"
          data-testid="cards"
        >
          {pupils.map((p) => (
            <PupilCard key={p.userId} pupil={p} joinCode={c.joinCode} signInUrl={signInUrl} qr={qr} />
          ))}
        </ul>
      )}
    </div>
  );
}
