/**
 * A homework item's title as a pupil reads it (decision 0115): the Turkish title leads, the
 * English one below it in English. A grade-2 pupil reads the first; a screen reader says each
 * in its own language. Items kept on a device before they carried a Turkish title show the English.
 */
export function HomeworkTitle({ title, titleTr, id }: { title: string; titleTr?: string | null; id?: string }) {
  return (
    <div>
      <h1 id={id} className="text-3xl font-extrabold text-brand-900" lang={titleTr ? undefined : "en"}>
        {titleTr || title}
      </h1>
      {titleTr && titleTr !== title && (
        <p className="text-lg text-slate-800" lang="en">
          {title}
        </p>
      )}
    </div>
  );
}
