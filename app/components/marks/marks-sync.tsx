import { lazy, Suspense, useSyncExternalStore } from "react";
import { holdsAnything } from "#core/marks.ts";
import { deviceHoldingsState, nothingHeld, subscribeDeviceMarks } from "#app/browser/device-marks.ts";
import { useMarks } from "#app/lib/marks.ts";

const MarksQuestion = lazy(() => import("./marks-question"));

/**
 * After a sign-in (or sign-up), what this device kept while signed out (marks, the
 * flashcards' boxes) goes into the account only once the pupil says it is theirs: on a
 * school computer it may be the previous pupil's (decision 0057). Until they answer,
 * nothing is sent, and the question comes back on the next page that loads, for whoever
 * is signed in then. 'Evet' merges (the server keeps no duplicates) and the device forgets
 * its copy; 'Hayır' forgets it and sends nothing.
 */
export function MarksSync() {
  const { signedIn } = useMarks();
  const held = useSyncExternalStore(subscribeDeviceMarks, deviceHoldingsState, nothingHeld);
  // Asked on the client only (the server holds nothing of the device): its code comes when it is
  // asked, not with every page (docs/decisions/0117).
  if (!signedIn || !holdsAnything(held)) return null;
  return (
    <Suspense fallback={null}>
      <MarksQuestion held={held} />
    </Suspense>
  );
}
