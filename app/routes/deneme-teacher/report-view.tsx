import type { ReactNode } from "react";
import { Link } from "react-router";
import { classDenemesPath, reportCsvPath } from "#core/deneme/report-paths.ts";
import { trDeneme } from "#core/messages/deneme.ts";
import { netText, trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import type { reportPage } from "./class-denemes.server";

/**
 * /sinifim/{id}/deneme/{entry}: the class's report of a deneme for its teacher (decision 0123): the
 * pupils' nets (only those whose parent's consent is recorded), the class's average and spread,
 * the hardest questions with the wrong choices picked most, the topics weakest first. Real tables
 * with captions; on a phone a wide one scrolls inside its own box, never the page.
 */
const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";
const th = "bg-slate-100 px-3 py-2 text-left font-semibold";
const td = "border-t border-slate-200 px-3 py-2";

/** A table in its own box: a named, focusable region, so a keyboard scrolls it when it is wider than a phone. */
/** A table's column headings, one row. */
function HeadRow({ headings }: { headings: string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((h) => (
          <th key={h} scope="col" className={th}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function TableBox({ id, caption, children }: { id: string; caption: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {caption}
      </h2>
      <div
        className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
        tabIndex={0}
        role="region"
        aria-labelledby={id}
      >
        <table className="min-w-full border-separate border-spacing-0" data-testid={id}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </section>
  );
}

type Data = Awaited<ReturnType<typeof reportPage>>;

function PupilsTable({ rows }: { rows: Data["rows"] }) {
  return (
    <TableBox id="report-pupils" caption={t.pupilsCaption}>
      <HeadRow headings={[t.pupil, t.net, t.right, t.wrong, t.blank]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.userId} data-member={r.userId}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {r.displayName}
            </th>
            {r.score ? (
              <>
                <td className={`${td} font-semibold`}>{netText(r.score.net)}</td>
                <td className={td}>{r.score.right}</td>
                <td className={td}>{r.score.wrong}</td>
                <td className={td}>{r.score.blank}</td>
              </>
            ) : (
              <td className={`${td} text-slate-700`} colSpan={4}>
                {t.notSat}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function SpreadTable({ spread: s }: { spread: NonNullable<Data["spread"]> }) {
  const rows: [string, string][] = [
    [t.pupilsSat, String(s.pupils)],
    [t.average, netText(s.average)],
    [t.min, netText(s.min)],
    [t.max, netText(s.max)],
    [t.deviation, netText(s.deviation)],
  ];
  return (
    <TableBox id="report-spread" caption={t.spreadCaption}>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {name}
            </th>
            <td className={td}>{value}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function HardestTable({ hardest }: { hardest: Data["hardest"] }) {
  return (
    <TableBox id="report-hardest" caption={t.hardestCaption}>
      <HeadRow headings={[t.question, t.rightShare, t.wrongPicks]} />
      <tbody>
        {hardest.map((q) => (
          <tr key={q.number} data-question={q.number}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {trDeneme.question(q.number)}
            </th>
            <td className={td}>{t.share(q.right, q.sat)}</td>
            <td className={td}>
              {q.wrongPicks.length ? q.wrongPicks.map((p) => t.pick(p.letter, p.count)).join(", ") : t.noWrong}
            </td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

function TopicsTable({ topics }: { topics: Data["topics"] }) {
  return (
    <TableBox id="report-topics" caption={t.topicsCaption}>
      <HeadRow headings={[t.topic, t.questions, t.net]} />
      <tbody>
        {topics.map((x) => (
          <tr key={x.topic} data-topic={x.topic}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {x.topic ? <span lang="en">{x.topic}</span> : t.noTopic}
            </th>
            <td className={td}>{x.questions}</td>
            <td className={td}>{netText(x.net)}</td>
          </tr>
        ))}
      </tbody>
    </TableBox>
  );
}

export function ReportView({ data: r }: { data: Data }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={classDenemesPath(r.class.id)} className={link}>
          {t.backToList}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold break-words text-brand-900">
        {t.reportTitle(r.entry.konuIng)} · {r.class.name}
      </h1>
      <p>
        {trDeneme.formName[r.form]} · {t.questionCount(r.questions)}
        {r.session && ` · ${r.session.running ? t.running(r.session.ends) : t.ended(r.session.ends)}`}
      </p>
      <p>{t.reportIntro}</p>
      <p>
        <a href={reportCsvPath(r.class.id, r.entry.id)} className={link} download>
          {t.csvLink}
        </a>
      </p>
      {r.rows.length === 0 ? <p>{t.noPupils}</p> : <PupilsTable rows={r.rows} />}
      {r.spread ? (
        <>
          <SpreadTable spread={r.spread} />
          <HardestTable hardest={r.hardest} />
          {r.topics.length > 0 && <TopicsTable topics={r.topics} />}
        </>
      ) : (
        <p>{t.noneSat}</p>
      )}
    </div>
  );
}
