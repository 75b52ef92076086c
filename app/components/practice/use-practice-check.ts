import { useEffect, useState } from "react";
import type { checkPractice } from "#core/practice-draft.ts";

/**
 * The word-list and quiz parsers for the admin form's live preview, loaded once the page has
 * hydrated rather than with its first load (docs/decisions/0117): null until they have arrived, and
 * if they never do (the line dropped), the server's preview after 'Önizle' still works.
 */
export function usePracticeCheck(hydrated: boolean): typeof checkPractice | null {
  const [check, setCheck] = useState<typeof checkPractice | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    import("#core/practice-draft.ts")
      .then((parsers) => {
        if (current) setCheck(() => parsers.checkPractice);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hydrated]);
  return check;
}
