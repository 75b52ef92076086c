import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import type { PracticeAnswer } from "#core/practice-form.ts";

/**
 * What the admin's text gave: every bad line with its number, or what would be stored.
 * `live`: it follows the typing (with JavaScript), so it is shown without being announced
 * at every key; the server's answer to a post is announced.
 */
export function PracticePreview({
  id,
  answer,
  live = false,
}: {
  id: string;
  answer: PracticeAnswer | undefined;
  live?: boolean;
}) {
  if (!answer) return null;
  if (answer.problems.length) {
    return (
      <div
        id={id}
        role={live ? undefined : "alert"}
        className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
      >
        <p className="font-semibold">{trPracticeAdmin.problemsTitle}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {answer.problems.map((p, i) => (
            <li key={i}>{p.message}</li>
          ))}
        </ul>
      </div>
    );
  }
  const preview = answer.preview;
  if (!preview) return null;
  const title =
    "words" in preview
      ? trPracticeAdmin.previewWords(preview.words.length)
      : trPracticeAdmin.previewQuiz(preview.questions.length);
  return (
    <div role={live ? undefined : "status"} className="space-y-2">
      <p className="font-semibold">{title}</p>
      {/* A long list scrolls in its box, which the keyboard reaches (a named region in the tab order). */}
      <div
        role="region"
        aria-label={title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable
        tabIndex={0}
        className="max-h-72 overflow-y-auto rounded-lg bg-slate-50 py-2 pl-10 pr-4"
      >
        <ol className="list-decimal">
          {"words" in preview
            ? preview.words.map((w) => (
                <li key={w.english}>
                  <span lang="en">{w.english}</span> — {w.turkish}
                  {w.example && (
                    <span className="text-slate-700" lang="en">
                      {" "}
                      · {w.example}
                    </span>
                  )}
                </li>
              ))
            : preview.questions.map((q, i) => (
                <li key={i}>
                  <span className="text-sm font-semibold uppercase text-slate-700">{q.kind}</span> {q.text}
                </li>
              ))}
        </ol>
      </div>
    </div>
  );
}
