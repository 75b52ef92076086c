import { Form, Link } from "react-router";
import { contentPath } from "#core/content.ts";
import { examPath, resultPath } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { NetHistory } from "#app/components/deneme/net-history.tsx";
import { titled } from "#app/lib/meta.ts";
import { startAction, startPage } from "./start.server";
import type { Route } from "./+types/start";

/**
 * /deneme/{id}: a deneme's start page (decision 0121): its form, questions, minutes and rules in
 * Turkish, and 'Başla' (a plain form: the server starts the clock). A pupil with a running attempt
 * goes back to it; a signed-in pupil sees the nets of earlier attempts.
 */
export const meta: Route.MetaFunction = ({ data }) => titled(data ? trDeneme.title(data.entry.konuTr) : "Deneme");

export const loader = ({ request, context, params }: Route.LoaderArgs) => startPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => startAction(request, context, params.id);

const button =
  "inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export default function DenemeStart({ loaderData: d }: Route.ComponentProps) {
  const entryPath = contentPath({
    id: d.entry.id,
    sinif: d.entry.sinif,
    konuIng: d.entry.konuIng,
    konuTr: d.entry.konuTr,
  });
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trDeneme.title(d.entry.konuTr)}</h1>
      <div className="space-y-2 rounded-2xl bg-brand-50 p-4">
        <p className="text-xl font-bold" data-testid="deneme-form">
          {trDeneme.formName[d.form]}
        </p>
        <p className="text-lg">{trDeneme.facts(d.questions, d.minutes)}</p>
        <p>{trDeneme.rule[d.form]}</p>
      </div>
      <ul className="list-disc space-y-1 pl-6">
        {trDeneme.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {!d.signedIn ? (
        <p className="space-x-2">
          <span>{trDeneme.signIn}</span>
          <Link to="/login" className="font-semibold text-brand-800 underline">
            {trDeneme.signInLink}
          </Link>
        </p>
      ) : d.open ? (
        <Link to={examPath(d.entry.id)} className={button}>
          {trDeneme.resume}
        </Link>
      ) : (
        <Form method="post" className="space-y-2">
          <p>{trDeneme.startIntro}</p>
          <button type="submit" name="intent" value="start" className={button}>
            {trDeneme.start}
          </button>
        </Form>
      )}
      {d.history.length > 0 && (
        <NetHistory
          history={d.history.map((h) => ({ net: h.net, when: h.finishedAt, href: resultPath(h.id) }))}
          most={d.questions}
        />
      )}
      <p>
        <Link to={entryPath} className="font-semibold text-brand-800 underline">
          {trDeneme.backToEntry}
        </Link>
      </p>
    </div>
  );
}
