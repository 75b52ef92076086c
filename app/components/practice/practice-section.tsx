import { useEffect, useRef } from "react";
import type { KeptEntry } from "#core/marks.ts";
import type { PracticeView, QuizAnswer } from "#core/practice-view.ts";

/**
 * An entry's word list and quiz, and a quiz's result after a POST: HTML
 * drawn on the server (app/lib/practice.server.tsx), so none of their components
 * weigh on the page's JavaScript. With JavaScript the practice script (speech,
 * flashcards, self-test, feedback as the pupil goes) is fetched here, only here.
 */
export function PracticeSection({
  entry,
  practice,
  answer,
  signedIn,
}: {
  entry: KeptEntry;
  practice: PracticeView;
  answer: QuizAnswer | null;
  signedIn: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  const html = (answer?.html ?? "") + practice.html;
  // The entry as text: a revalidation (a bookmark, the marks' sync) brings an equal but
  // new object, and restarting then would leave the pupil's open cards without handlers.
  const kept = JSON.stringify(entry);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import("#app/browser/practice-client.ts").then(({ startPractice }) => {
      if (!gone && root.current) stop = startPractice(root.current, JSON.parse(kept) as KeptEntry, signedIn);
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [kept, signedIn, html]);
  return <div ref={root} className="space-y-6" dangerouslySetInnerHTML={{ __html: html }} />;
}
