import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { secondsLeft } from "#core/deneme/clock.ts";
import { resultPath, type DenemeSave } from "#core/deneme/deneme.ts";
import type { Letter } from "#core/deneme/forms.ts";
import { createSaver, type SaverState } from "#app/browser/deneme-saver.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

export type Answers = Record<number, { choice: Letter | null; marked: boolean }>;

/**
 * The exam with scripts (decision 0121): the answers held on the page and each change saved at
 * once (app/browser/deneme-saver.ts); the pages of questions turned without a round trip; the
 * clock counted from the server's now and end, not the device's; at the end the waiting choices
 * are sent and the pupil taken to the result, which the server scores. Without scripts `live` is
 * false and every page is the form the server saves.
 */
export function useExamSession(d: {
  attemptId: number;
  saveApi: string;
  answers: Answers;
  page: number;
  now: string;
  endsAt: string;
}) {
  const live = useHydrated();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(d.answers);
  const [page, setPage] = useState(d.page);
  const saverRef = useRef<ReturnType<typeof createSaver> | null>(null);
  const [state, setState] = useState<SaverState>({ waiting: 0, sending: false, refused: null });
  const [left, setLeft] = useState(() => secondsLeft(new Date(d.now), new Date(d.endsAt)));
  // The device's clock may be wrong: only its ticks are used, from the server's now.
  const offset = useRef(new Date(d.now).getTime() - Date.now());

  // Made at its first use, in an event or an effect, never while rendering: a pupil quick to choose
  // (or to press 'Bitir') once the page answers can come before the effect below, and a choice
  // shown as chosen must be a choice saved.
  const saver = useCallback(() => (saverRef.current ??= createSaver(d.saveApi, setState)), [d.saveApi]);

  useEffect(() => {
    const s = saver();
    // Choices a closed page left waiting on this device go over the server's answers, and are sent.
    const kept = s.waiting();
    if (kept.length) setAnswers((a) => ({ ...a, ...Object.fromEntries(kept.map((k) => [k.question, k])) }));
    void s.flush();
    return () => {
      s.stop();
      saverRef.current = null;
    };
  }, [saver]);

  useEffect(() => {
    const end = new Date(d.endsAt);
    const tick = setInterval(() => {
      const now = new Date(Date.now() + offset.current);
      const seconds = secondsLeft(now, end);
      setLeft(seconds);
      if (seconds === 0) {
        clearInterval(tick);
        void saver()
          .flush()
          .finally(() => navigate(resultPath(d.attemptId)));
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [d.endsAt, d.attemptId, navigate, saver]);

  const change = useCallback(
    (save: DenemeSave) => {
      setAnswers((a) => ({ ...a, [save.question]: { choice: save.choice, marked: save.marked } }));
      saver().save(save);
    },
    [saver],
  );

  const flush = useCallback(() => saver().flush(), [saver]);
  return { live, answers, page: live ? page : d.page, setPage, change, state, left, flush };
}
