import { pageOf } from "#core/deneme/deneme.ts";
import type { Letter } from "#core/deneme/forms.ts";
import { trDeneme } from "#core/messages/deneme.ts";

type State = keyof typeof trDeneme.boxState;
const STYLE: Record<State, string> = {
  answered: "bg-brand-700 text-white",
  blank: "bg-white text-slate-900 ring-1 ring-slate-400",
  marked: "bg-amber-300 text-slate-900 ring-2 ring-amber-700",
};

/**
 * The row of numbered boxes (decision 0121): each question answered, blank or marked to come back
 * to; a box goes to its question (a link to its page without scripts, the page turned with them).
 * Wraps on a 360-px screen, each box a 44-px target.
 */
export function AnswerBoxes({
  count,
  answers,
  hrefOf,
  onPick,
}: {
  count: number;
  answers: Record<number, { choice: Letter | null; marked: boolean }>;
  hrefOf: (page: number, question: number) => string;
  onPick?: (page: number, question: number) => void;
}) {
  return (
    <nav aria-label={trDeneme.boxes}>
      <ol className="flex flex-wrap gap-1.5" data-testid="deneme-boxes">
        {Array.from({ length: count }, (_, i) => {
          const n = i + 1;
          const a = answers[n];
          const state: State = a?.marked ? "marked" : a?.choice ? "answered" : "blank";
          return (
            <li key={n}>
              <a
                href={hrefOf(pageOf(n), n)}
                onClick={
                  onPick
                    ? (event) => {
                        event.preventDefault();
                        onPick(pageOf(n), n);
                      }
                    : undefined
                }
                aria-label={trDeneme.box(n, trDeneme.boxState[state])}
                data-state={state}
                className={`flex size-11 items-center justify-center rounded-lg font-bold focus-visible:outline-4 focus-visible:outline-brand-700 ${STYLE[state]}`}
              >
                {n}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
