import { trPracticeAdmin } from "../../../core/messages/practice-admin";
import type { PracticeAnswer } from "../../lib/practice-admin.server";

/** What the admin's text gave: every bad line with its number, or what would be stored. */
export function PracticePreview({ id, answer }: { id: string; answer: PracticeAnswer | undefined }) {
  if (!answer) return null;
  if (answer.problems.length) {
    return (
      <div id={id} role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
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
  if ("words" in preview) {
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold">{trPracticeAdmin.previewWords(preview.words.length)}</p>
        <ol className="max-h-72 list-decimal overflow-y-auto rounded-lg bg-slate-50 py-2 pl-10 pr-4">
          {preview.words.map((w) => (
            <li key={w.english}>
              <span lang="en">{w.english}</span> — {w.turkish}
              {w.example && (
                <span className="text-slate-700" lang="en">
                  {" "}
                  · {w.example}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <div role="status" className="space-y-2">
      <p className="font-semibold">{trPracticeAdmin.previewQuiz(preview.questions.length)}</p>
      <ol className="max-h-72 list-decimal overflow-y-auto rounded-lg bg-slate-50 py-2 pl-10 pr-4">
        {preview.questions.map((q, i) => (
          <li key={i}>
            <span className="text-sm font-semibold uppercase text-slate-700">{q.kind}</span> {q.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
