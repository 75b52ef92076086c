import { useEffect } from "react";

const device = () => import("#app/browser/homework-device.ts");
/**
 * What the reports say comes with the device's code, only where it is needed: imported here,
 * the homework texts and the outbox's rules were in every page's first load (decision 0100).
 */
const texts = () => Promise.all([import("#core/homework/outbox.ts"), import("#core/messages/homework-pupil.ts")]);

const OWNER_FLAG = "merdiven:odev";

/**
 * Every page of a pupil in a class: records who is signed in on the device (another
 * account's items go), sends what waits in the outbox now and on each `online` event, and
 * says what was sent or refused. A page of another signed-in account (a teacher, a pupil
 * in no class) forgets the owner, so the offline page shows this pupil's homework to no one
 * else. A page of nobody changes nothing: offline pages are the visitor's copies (the
 * offline page itself among them); signing out empties the store. Loads it only where needed.
 */
export function useHomeworkSync(
  signedIn: boolean,
  pupil: number | null,
  tell: (kind: "success" | "error", text: string) => void,
  refresh: () => void,
) {
  useEffect(() => {
    if (typeof indexedDB === "undefined" || !signedIn) return;
    let flagged = false;
    try {
      flagged = localStorage.getItem(OWNER_FLAG) !== null;
      if (pupil === null) localStorage.removeItem(OWNER_FLAG);
      else localStorage.setItem(OWNER_FLAG, "1");
    } catch {
      flagged = true;
    }
    if (pupil === null) {
      if (flagged)
        void device()
          .then((d) => d.setOwner(null))
          .catch(() => {});
      return;
    }
    let live = true;
    const send = () =>
      void device()
        .then(async (d) => {
          await d.setOwner(pupil);
          const report = await d.sendOutbox(pupil);
          const [{ sentText }, { trHomeworkPupil }] = await texts();
          if (!live) return;
          for (const s of report.sent) tell("success", sentText(s));
          for (const r of report.refused) tell("error", trHomeworkPupil.deviceRefused(r.title, r.message));
          if (report.signIn) tell("error", trHomeworkPupil.signInToSend);
          if (report.sent.length || report.refused.length) refresh();
        })
        .catch((error) => console.warn("homework outbox not sent", error));
    send();
    window.addEventListener("online", send);
    return () => {
      live = false;
      window.removeEventListener("online", send);
    };
  }, [signedIn, pupil, tell, refresh]);
}
