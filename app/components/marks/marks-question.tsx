import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { trMarksQuestion } from "#core/messages/marks-question.ts";
import {
  clearDeviceMarks,
  forgetDeviceCards,
  forgetVisitorReviews,
  readDeviceCards,
  readDeviceMarks,
} from "#app/browser/device-marks.ts";
import { keptReviews, sendReviews } from "#app/browser/review-outbox.ts";
import { VISITOR } from "#app/lib/review-device.ts";
import { CARDS_PATH } from "#app/lib/practice.ts";
import { MARKS_PATH } from "#app/lib/marks.ts";
import type { DeviceHoldings } from "#core/marks.ts";
import { useToast } from "#app/components/toaster.tsx";

/** One merge request, as each endpoint had it before; false when refused or lost (the device then keeps what it sent). */
async function merged(path: string, device: string, as: "urlencoded" | "multipart"): Promise<boolean> {
  const fields = { intent: "merge", device };
  const body = as === "urlencoded" ? new URLSearchParams(fields) : new FormData();
  if (body instanceof FormData) for (const [name, value] of Object.entries(fields)) body.set(name, value);
  try {
    return (await fetch(path, { method: "POST", body, credentials: "same-origin" })).ok;
  } catch {
    return false;
  }
}

/** Focus goes to the page's heading once the question is gone, not back to the top of the document. */
function focusHeading() {
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  heading.setAttribute("tabindex", "-1");
  heading.focus();
}

/**
 * Sends what the device holds to the account, the marks, the flashcards' boxes and a visitor's
 * reviews each in a request of its own, and forgets each part once the server took it; true
 * when all were taken.
 */
async function mergeHeld(revalidate: () => unknown): Promise<boolean> {
  const device = readDeviceMarks();
  const cards = readDeviceCards();
  const sendMarks = async () => {
    if (device.saved.length + device.done.length + device.recent.length === 0) return true;
    if (!(await merged(MARKS_PATH, JSON.stringify(device), "urlencoded"))) return false;
    clearDeviceMarks();
    // The pages' marks come with the root loader: fetch them again.
    void revalidate();
    return true;
  };
  // The flashcards' boxes in a request of their own: the server keeps the lower box of a word.
  const sendCards = async () => {
    if (!cards) return true;
    if (!(await merged(CARDS_PATH, cards, "multipart"))) return false;
    forgetDeviceCards();
    // A homework item of cards may be done by them now (docs/decisions/0084): 'Ödevlerim' reads it on its next load.
    void revalidate();
    return true;
  };
  // A visitor's 'Günlük tekrar' reviews (decision 0118) through the pupils' batch door, counted once
  // each by its device id; after the boxes, so an account made now carries them over first.
  const sendVisitorReviews = async () => {
    const held = keptReviews(VISITOR).length;
    if (held > 0 && (await sendReviews(VISITOR)) > 0) return false;
    // The visitor's cards go too, reviewed or not: they were drawn from what the device held.
    forgetVisitorReviews();
    if (held > 0) void revalidate();
    return true;
  };
  const results = await Promise.all([sendMarks(), sendCards()]);
  return (await sendVisitorReviews()) && results.every(Boolean);
}

// The question itself, loaded only when it is asked (app/components/marks/marks-sync.tsx,
// docs/decisions/0117): most pages of most visits never show it.

/** "Bu cihazdaki çalışmalar senin mi?": 'Evet' merges and the device forgets, 'Hayır' forgets (decision 0057). */
export default function MarksQuestion({ held }: { held: DeviceHoldings }) {
  const [sending, setSending] = useState(false);
  const revalidator = useRevalidator();
  const toast = useToast();
  const region = useRef<HTMLElement>(null);
  const asked = !sending;

  // The question takes focus when it appears, so a screen reader or keyboard meets it first.
  useEffect(() => {
    if (asked) region.current?.focus();
  }, [asked]);

  if (!asked) return null;

  const accept = () => {
    setSending(true);
    focusHeading();
    void mergeHeld(revalidator.revalidate).then((ok) => {
      // Whatever was refused or lost stays on the device, and the question comes back for it.
      toast.show(ok ? "success" : "error", ok ? trMarksQuestion.merged : trMarksQuestion.mergeFailed);
      setSending(false);
    });
  };

  const discard = () => {
    clearDeviceMarks();
    forgetDeviceCards();
    forgetVisitorReviews();
    focusHeading();
    toast.show("success", trMarksQuestion.discarded);
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="isaretler-sorusu-baslik"
      aria-describedby="isaretler-sorusu-metin"
      data-testid="device-marks-question"
      className="mb-6 space-y-3 rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-4 text-slate-900 focus:outline-3 focus:outline-offset-2 focus:outline-brand-700"
    >
      <h2 id="isaretler-sorusu-baslik" className="text-lg font-bold text-brand-900">
        {trMarksQuestion.askTitle}
      </h2>
      <p id="isaretler-sorusu-metin">
        {trMarksQuestion.askHeld(held.entries, held.cardLists, held.reviews)} {trMarksQuestion.askWhy}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={accept}
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
        >
          {trMarksQuestion.addToAccount}
        </button>
        <button
          type="button"
          onClick={discard}
          className="min-h-11 rounded-lg border border-slate-500 bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
        >
          {trMarksQuestion.discard}
        </button>
      </div>
    </section>
  );
}
