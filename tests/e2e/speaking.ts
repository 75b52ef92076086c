import type { Locator, Page, Request } from "@playwright/test";
import { trSpeaking } from "#core/messages/speaking.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import { expect } from "./fixtures";

/**
 * 'Dinle ve söyle' (decision 0078) in the browser: the real microphone is
 * Chromium's fake device (tests/e2e/launch-options.ts), the real MediaRecorder records it.
 * Speech recognition on the device cannot run here: a fake one (`fakeRecognition`) is the
 * one stand-in.
 */

/** The speaking script's own chunk (app/browser/speak-client.ts): never in a page's first load. */
export const SPEAK_CHUNK = /\/assets\/speak-client-[\w-]+\.js$/;

/** What the page did with the microphone and with Blob URLs, counted in the page itself. */
export interface MicrophoneLog {
  asked: number;
  urls: string[];
  revoked: string[];
}

/** Counts getUserMedia calls and the Blob URLs made and revoked, from before the page's own scripts. */
export async function watchMicrophone(page: Page) {
  await page.addInitScript(() => {
    const log = { asked: 0, urls: [] as string[], revoked: [] as string[] };
    const devices = navigator.mediaDevices;
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      log.asked++;
      return ask(constraints);
    };
    const make = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object) => {
      const url = make(object);
      log.urls.push(url);
      return url;
    };
    URL.revokeObjectURL = (url) => {
      log.revoked.push(url);
      revoke(url);
    };
    Object.defineProperty(window, "__mic", { value: log });
  });
  return () => page.evaluate(() => (window as unknown as { __mic: MicrophoneLog }).__mic);
}

/** What the fake recogniser was asked. */
export interface RecognitionLog {
  available: unknown[];
  made: number;
  started: { lang: string; processLocally: boolean; maxAlternatives: number }[];
}

/**
 * A fake SpeechRecognition (and its webkit name). "on-device": Chrome's newer API, whose
 * `available({ langs, processLocally: true })` answers "available"; each start() answers with the
 * next of `hear(...)`'s alternatives, or fires that error ("not-allowed"). "cloud-only": the
 * older API without `available()`, whose sound goes to a server: it must never be made.
 */
export async function fakeRecognition(page: Page, mode: "on-device" | "cloud-only") {
  await page.addInitScript((kind: string) => {
    const log = { available: [] as unknown[], made: 0, started: [] as unknown[] };
    const heard: (string[] | string)[] = [];
    class FakeRecognition extends EventTarget {
      lang = "";
      interimResults = true;
      continuous = true;
      maxAlternatives = 1;
      processLocally = false;
      constructor() {
        super();
        log.made++;
      }
      start() {
        log.started.push({
          lang: this.lang,
          processLocally: this.processLocally,
          maxAlternatives: this.maxAlternatives,
        });
        const next = heard.shift();
        queueMicrotask(() => {
          if (typeof next === "string") this.dispatchEvent(Object.assign(new Event("error"), { error: next }));
          else if (next)
            this.dispatchEvent(
              Object.assign(new Event("result"), {
                results: [next.map((transcript) => ({ transcript, confidence: 0.9 }))],
              }),
            );
          this.dispatchEvent(new Event("end"));
        });
      }
      abort() {}
      stop() {}
    }
    if (kind === "on-device") {
      Object.assign(FakeRecognition, {
        available: (options: unknown) => {
          log.available.push(options);
          return Promise.resolve("available");
        },
        install: () => Promise.resolve(true),
      });
    }
    for (const name of ["SpeechRecognition", "webkitSpeechRecognition"])
      Object.defineProperty(window, name, { value: FakeRecognition, configurable: true, writable: true });
    Object.defineProperty(window, "__recognition", { value: log });
    Object.defineProperty(window, "__heard", { value: heard });
  }, mode);
  return {
    /** What the next 'Söyle' hears: the recogniser's alternatives, or an error's name. */
    hear: (next: string[] | string) =>
      page.evaluate((n) => (window as unknown as { __heard: (string[] | string)[] }).__heard.push(n), next),
    log: () => page.evaluate(() => (window as unknown as { __recognition: RecognitionLog }).__recognition),
  };
}

/** Audio magic numbers a recording's bytes would start with: WebM/Matroska, Ogg, WAV (RIFF), MP4's box. */
const AUDIO_MAGIC = [
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
  Buffer.from("OggS"),
  Buffer.from("RIFF"),
  Buffer.from("ftyp"),
];

/** True when a request carries sound: an audio or video type, or a body holding a recording's bytes. */
export function carriesAudio(request: Request): boolean {
  const type = request.headers()["content-type"] ?? "";
  if (/^(?:audio|video)\//i.test(type)) return true;
  const body = request.postDataBuffer();
  if (!body || body.length === 0) return false;
  return (
    /(?:audio|video)\/|\bblob\b/i.test(body.toString("latin1")) || AUDIO_MAGIC.some((magic) => body.includes(magic))
  );
}

/** Every request the page makes from now on, and every WebSocket it opens (none may). */
export function watchRequests(page: Page) {
  const requests: Request[] = [];
  const sockets: string[] = [];
  page.on("request", (r) => requests.push(r));
  page.on("websocket", (w) => sockets.push(w.url()));
  return { requests, sockets };
}

/** The speaking panel's parts. */
export function speakingPanel(page: Page) {
  const panel = page.getByRole("region", { name: trSpeaking.title });
  return {
    panel,
    target: panel.locator("p[lang='en']"),
    status: panel.getByRole("status"),
    record: panel.getByRole("button", { name: trSpeaking.record }),
    stop: panel.getByRole("button", { name: trSpeaking.stop }),
    say: panel.getByRole("button", { name: trSpeaking.say, exact: true }),
    model: panel.getByRole("button", { name: trSpeaking.model }),
    mine: panel.getByLabel(trSpeaking.yourRecording, { exact: true }),
    remove: panel.getByRole("button", { name: trSpeaking.delete, exact: true }),
    next: panel.getByRole("button", { name: trSpeaking.next }),
    close: panel.getByRole("button", { name: trSpeaking.close }),
  };
}

/**
 * Records with the fake microphone, plays the recording back and deletes it, asserting that
 * nothing at all is requested meanwhile and that the recording was only ever a Blob URL,
 * revoked by 'Sil'. `press` is a click on a desktop, a tap on a phone.
 */
export async function recordPlayBackAndDelete(
  page: Page,
  press: (target: Locator) => Promise<void>,
  mic: () => Promise<MicrophoneLog>,
  watched: { requests: Request[] },
) {
  const { status, record, stop, mine, remove } = speakingPanel(page);
  const askedBefore = (await mic()).asked;
  const from = watched.requests.length;
  await press(record);
  await expect(status).toHaveText(trSpeaking.recording);
  expect((await mic()).asked).toBe(askedBefore + 1);
  // The pupil speaks for a moment (stopped at once, a recording may hold no sound to play).
  await page.waitForTimeout(1_000);
  await press(stop);
  await expect(status).toHaveText(trSpeaking.recorded);
  await expect(mine).toBeVisible();
  const src = await mine.getAttribute("src");
  expect(src).toMatch(/^blob:/);
  expect((await mic()).urls).toContain(src);
  // The pupil's own voice plays back, from memory.
  await mine.evaluate((a: HTMLAudioElement) => a.play());
  await expect.poll(() => mine.evaluate((a: HTMLAudioElement) => a.currentTime > 0 || a.ended)).toBe(true);
  await press(remove);
  await expect(status).toHaveText(trSpeaking.deleted);
  await expect(mine).toBeHidden();
  expect((await mic()).revoked).toContain(src);
  // From the press on 'Sesimi kaydet' to 'Sil': nothing sent anywhere. The only requests are bodiless
  // GETs: the recording read back from memory (its own blob: address) and what the browser fetches
  // by itself (its tab's icon).
  const during = watched.requests.slice(from);
  expect(
    during.filter((r) => r.method() !== "GET" || r.postDataBuffer() !== null).map((r) => `${r.method()} ${r.url()}`),
  ).toEqual([]);
  expect(during.filter((r) => r.url().startsWith("blob:") && r.url() !== src).map((r) => r.url())).toEqual([]);
  expect(
    during.filter((r) => !r.url().startsWith("blob:") && !r.url().endsWith("/favicon.svg")).map((r) => r.url()),
  ).toEqual([]);
  return src!;
}

/** Above this, a request body could hold a second of recorded sound; the page's own posts (an entry's 'opened' count) are far smaller. */
const MAX_BODY = 512;

/**
 * The whole visit: no request carried sound (an audio type, a recording's bytes), none had a body
 * big enough to hold any, a blob: address was only ever read (GET) and only one the page made
 * itself, and no socket was opened.
 */
export async function expectNoAudioLeft(
  watched: { requests: Request[]; sockets: string[] },
  mic: () => Promise<MicrophoneLog>,
) {
  expect(watched.requests.filter(carriesAudio).map((r) => r.url())).toEqual([]);
  expect(
    watched.requests.filter((r) => (r.postDataBuffer()?.length ?? 0) > MAX_BODY).map((r) => `${r.method()} ${r.url()}`),
  ).toEqual([]);
  const made = (await mic()).urls;
  expect(
    watched.requests
      .filter((r) => r.url().startsWith("blob:") && (r.method() !== "GET" || !made.includes(r.url())))
      .map((r) => r.url()),
  ).toEqual([]);
  expect(watched.sockets).toEqual([]);
}

/** Without scripts the page says, in a <noscript>, that speaking practice needs JavaScript (Playwright's pages without scripts still parse <noscript> as text). */
export async function expectNeedsScriptsSaid(page: Page) {
  expect(await page.content()).toMatch(
    new RegExp(`<noscript><p [^>]*>${trSpeakingButton.needsScripts.replace(/[()]/g, "\\$&")}</p></noscript>`),
  );
}
