import { QuestionPicture } from "#app/components/question-picture.tsx";
import { Link } from "react-router";
import { contentPath } from "#core/content.ts";
import { denemePath, passageAbove, resultPath } from "#core/deneme/deneme.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { netText } from "#core/messages/result-words.ts";
import { NetHistory } from "#app/components/deneme/net-history.tsx";
import { titled } from "#app/lib/meta.ts";
import { resultPage } from "./result.server";
import type { StudyLinks as StudyLinkPaths } from "./study.server";
import type { Route } from "./+types/result";

/**
 * /deneme/sonuc/{id}: a finished attempt's result, its owner's only (decision 0121): the net with
 * right, wrong and blank, the time used, the topics weakest first with 'Bu konuyu çalış' (the unit's
 * entries and its word list where the topic names a unit, decision 0129), each
 * question with the pupil's answer, the right one and the explanation (a reading text folded before
 * the first question that shares it, decision 0130), and the history of nets.
 */
export const meta: Route.MetaFunction = () => titled(trDeneme.resultTitle);

export const loader = ({ request, context, params }: Route.LoaderArgs) => resultPage(request, context, params.id);

const studyPath = (topic: string, grade: number) => `/ara?${new URLSearchParams({ q: topic, sinif: String(grade) })}`;

function Counts({ d }: { d: Route.ComponentProps["loaderData"] }) {
  const cells = [
    [trDeneme.net, netText(d.score.net)],
    [trDeneme.right, d.score.right],
    [trDeneme.wrong, d.score.wrong],
    [trDeneme.blank, d.score.blank],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="deneme-score">
      {cells.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-brand-50 p-3 text-center">
          <dt className="font-semibold">{label}</dt>
          <dd className="text-3xl font-extrabold text-brand-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const studyLink = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline";

/** A topic's unit on the grade page and its word list (decision 0129); a search of the topic where it names no unit. */
function StudyLinks({ topic, grade, links }: { topic: string; grade: number; links: StudyLinkPaths | undefined }) {
  const named = <span className="sr-only">: {topic}</span>;
  return (
    <span className="flex flex-wrap gap-x-4">
      <Link to={links?.unit ?? studyPath(topic, grade)} className={studyLink}>
        {trDeneme.study}
        {named}
      </Link>
      {links?.words && (
        <Link to={links.words} className={studyLink}>
          {trDeneme.studyWords}
          {named}
        </Link>
      )}
    </span>
  );
}

function Topics({ d }: { d: Route.ComponentProps["loaderData"] }) {
  return (
    <section aria-labelledby="deneme-topics" className="space-y-2">
      <h2 id="deneme-topics" className="text-xl font-bold text-brand-900">
        {trDeneme.topics}
      </h2>
      <p>{trDeneme.topicsHint}</p>
      <ol className="space-y-2" data-testid="deneme-topics">
        {d.topics.map((t) => (
          <li
            key={t.topic}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-white p-3 ring-1 ring-slate-200"
          >
            <span>
              <span className="font-semibold" lang={t.topic ? "en" : undefined}>
                {t.topic || trDeneme.noTopic}
              </span>
              : {trDeneme.topicNet(netText(t.net), t.questions)}
            </span>
            {t.topic && <StudyLinks topic={t.topic} grade={d.entry.sinif} links={d.study[t.topic]} />}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Questions({ d }: { d: Route.ComponentProps["loaderData"] }) {
  return (
    <section aria-labelledby="deneme-answers" className="space-y-3">
      <h2 id="deneme-answers" className="text-xl font-bold text-brand-900">
        {trDeneme.answers}
      </h2>
      {d.keyHeld && (
        <p className="rounded-xl bg-amber-50 p-3 font-medium text-amber-950" data-testid="deneme-key-held">
          {d.keyHeld}
        </p>
      )}
      <ol className="space-y-3">
        {d.questions.map((q, i) => {
          const passage = passageAbove(d.questions, i);
          const right = q.given === q.key;
          // While the key is held, the pupil's answer is shown without right or wrong.
          const mark = q.withdrawn || q.key === null ? "" : right ? "text-emerald-800" : "text-red-800";
          return (
            <li
              key={q.number}
              className="space-y-1 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
              data-testid="deneme-question"
            >
              {passage && (
                <details className="rounded-xl bg-brand-50 px-3" data-testid="deneme-passage">
                  <summary className="cursor-pointer py-3 font-semibold text-brand-800">{trDeneme.showPassage}</summary>
                  <p lang="en" className="pb-3 break-words whitespace-pre-line">
                    {passage}
                  </p>
                </details>
              )}
              <p className="font-bold">
                {trDeneme.question(q.number)}
                {q.withdrawn && ` · ${trDeneme.withdrawnQuestion}`}
              </p>
              <p lang="en" className="break-words whitespace-pre-line">
                {q.text}
              </p>
              {q.picture && <QuestionPicture picture={q.picture} />}
              <p className={mark}>
                {trDeneme.yourAnswer}:{" "}
                <strong>{q.given ? `${q.given}) ${q.options["ABCDE".indexOf(q.given)] ?? ""}` : trDeneme.none}</strong>
              </p>
              {q.key && (
                <p>
                  {trDeneme.rightAnswer}: <strong>{`${q.key}) ${q.options["ABCDE".indexOf(q.key)]}`}</strong>
                </p>
              )}
              {q.explanation && (
                <p className="text-slate-700">
                  {trDeneme.explanation}: {q.explanation}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

export default function DenemeResult({ loaderData: d }: Route.ComponentProps) {
  const most = d.questions.length - d.score.withdrawn;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trDeneme.resultTitle}</h1>
      <p className="text-lg">
        {trDeneme.title(d.entry.konuTr)} · {trDeneme.formName[d.form]}
      </p>
      <Counts d={d} />
      <p>{trDeneme.used(Math.floor(d.seconds / 60), d.seconds % 60)}</p>
      {d.score.withdrawn > 0 && <p>{trDeneme.withdrawn(d.score.withdrawn)}</p>}
      <Topics d={d} />
      <NetHistory
        history={d.history.map((h) => ({ net: h.net, when: h.finishedAt, href: resultPath(h.id) }))}
        most={most}
      />
      <Questions d={d} />
      <p className="flex flex-wrap gap-4">
        <Link
          to={denemePath(d.entry.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {trDeneme.again}
        </Link>
        <Link
          to={contentPath(d.entry)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {trDeneme.backToEntry}
        </Link>
      </p>
    </div>
  );
}
