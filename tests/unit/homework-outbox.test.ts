import { describe, expect, it } from "vitest";
import {
  answersOf,
  deviceItemOf,
  isClientId,
  newClientId,
  outcomeOf,
  publicOnly,
  sendWaiting,
  sentText,
  tryBody,
  tryPath,
  type Outbox,
  type OutboxTry,
} from "#core/homework/outbox.ts";
import { trHomeworkPupil } from "#core/messages/homework-pupil.ts";
import { publicQuiz, type Quiz } from "#core/quiz-formats.ts";

/** An outbox in memory, as the device's IndexedDB one behaves. */
function memoryOutbox(tries: OutboxTry[]) {
  const box = new Map(tries.map((t) => [t.clientId, { ...t }]));
  const outbox: Outbox = {
    tries: async (owner) => [...box.values()].filter((t) => t.owner === owner),
    remove: async (id) => void box.delete(id),
    markRefused: async (id, message) => void (box.get(id) && box.set(id, { ...box.get(id)!, refused: message })),
  };
  return { outbox, left: () => [...box.values()] };
}

const aTry = (clientId: string, owner: number, homeworkId: number, at: string): OutboxTry => ({
  clientId,
  owner,
  homeworkId,
  title: `Unit ${homeworkId} Test`,
  version: "1700000000000",
  answers: { q1: "0" },
  recordedAt: at,
});

describe("the device's outbox of homework tries (decision 0076)", () => {
  it("sends the signed-in pupil's tries oldest first and removes each only once the server has it; another account's stay unsent", async () => {
    const { outbox, left } = memoryOutbox([
      aTry("t-second-0002", 7, 2, "2026-11-27T10:05:00.000Z"),
      aTry("t-first-00001", 7, 1, "2026-11-27T10:00:00.000Z"),
      aTry("t-other-00001", 8, 1, "2026-11-27T09:00:00.000Z"),
    ]);
    const sent: string[] = [];
    const report = await sendWaiting(outbox, 7, async (t) => {
      sent.push(t.clientId);
      return { status: 201, body: { score: 2, total: 3 } };
    });
    expect(sent).toEqual(["t-first-00001", "t-second-0002"]);
    expect(report.sent.map((s) => [s.homeworkId, s.score, s.total])).toEqual([
      [1, 2, 3],
      [2, 2, 3],
    ]);
    expect(left().map((t) => t.clientId)).toEqual(["t-other-00001"]);
  });

  it("keeps every try when the network fails mid-way (the rest is not tried) and when the server is busy or the session ended", async () => {
    const { outbox, left } = memoryOutbox([
      aTry("t-a-0000001", 7, 1, "1"),
      aTry("t-b-0000002", 7, 2, "2"),
      aTry("t-c-0000003", 7, 3, "3"),
    ]);
    let calls = 0;
    const report = await sendWaiting(outbox, 7, async () => {
      if (++calls === 2) throw new TypeError("Failed to fetch");
      return { status: 201, body: { score: 1, total: 1 } };
    });
    expect(calls).toBe(2);
    expect(report).toMatchObject({ waiting: 2, signIn: false });
    expect(left().map((t) => t.clientId)).toEqual(["t-b-0000002", "t-c-0000003"]);

    for (const status of [503, 429, 401]) {
      const again = await sendWaiting(outbox, 7, async () => ({ status, body: null }));
      expect(again.waiting).toBe(2);
      expect(again.signIn).toBe(status === 401);
      expect(left()).toHaveLength(2);
    }
  });

  it("a try refused for good (no tries left, quiz changed, not the pupil's, not same-site) leaves the sending queue and is kept to be told once", async () => {
    const { outbox, left } = memoryOutbox([aTry("t-a-0000001", 7, 1, "1"), aTry("t-b-0000002", 7, 2, "2")]);
    const report = await sendWaiting(outbox, 7, async (t) =>
      t.homeworkId === 1
        ? { status: 409, body: { code: "no-tries", message: "Deneme hakkın kalmadı." } }
        : { status: 200, body: { replayed: true, score: 3, total: 3 } },
    );
    expect(report.refused).toEqual([{ homeworkId: 1, title: "Unit 1 Test", message: "Deneme hakkın kalmadı." }]);
    expect(report.sent).toHaveLength(1);
    expect(left()).toEqual([expect.objectContaining({ clientId: "t-a-0000001", refused: "Deneme hakkın kalmadı." })]);
    // A refused try is never sent again.
    let calls = 0;
    await sendWaiting(outbox, 7, async () => (calls++, { status: 201, body: {} }));
    expect(calls).toBe(0);
    for (const status of [400, 403, 404, 413, 415]) expect(outcomeOf(status, { message: "x" }).kind).toBe("refused");
    expect(outcomeOf(200, { replayed: true, score: 2, total: 3 })).toEqual({
      kind: "sent",
      score: 2,
      total: 3,
      right: null,
      partly: null,
      passed: false,
    });
    expect(outcomeOf(201, { score: 1.5, total: 3, right: 1, partly: 1 })).toMatchObject({ right: 1, partly: 1 });
  });

  it("a try's id is random, 128 bits, and one the API accepts; its body carries the device's time", () => {
    const ids = new Set(Array.from({ length: 200 }, () => newClientId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(isClientId(id) && id.length === 34).toBe(true);
    expect(isClientId("../../etc")).toBe(false);
    const t = aTry(newClientId(), 7, 1, "2026-11-27T10:00:00.000Z");
    expect(tryBody(t)).toEqual({
      clientId: t.clientId,
      version: t.version,
      answers: t.answers,
      recordedAt: "2026-11-27T10:00:00.000Z",
    });
    expect(tryBody(t)).not.toHaveProperty("owner");
  });

  it("reads a quiz form's answers as the API does: question fields only, empty ones left out, bounded", () => {
    const fields: [string, unknown][] = [
      ["intent", "quiz"],
      ["version", "17"],
      ["q1", "2"],
      ["q2.0", "pen"],
      ["q3", ""],
      ["q4", "x".repeat(2_000)],
      ["q12345", "1"],
    ];
    expect(answersOf(fields)).toEqual({ q1: "2", "q2.0": "pen", q3: "", q4: "x".repeat(1_000) });
  });
});

describe("what the device may keep of a quiz (decision 0076)", () => {
  const quiz: Quiz = {
    questions: [
      {
        kind: "choice",
        id: "q1",
        text: "I ___ a pupil.",
        options: [
          { text: "am", correct: true, feedback: "Yes" },
          { text: "is", correct: false },
        ],
      },
      { kind: "truefalse", id: "q2", text: "London is in England.", answer: true },
      { kind: "short", id: "q3", text: "A thing to write with", answers: ["pen"] },
      {
        kind: "matching",
        id: "q4",
        text: "Match",
        pairs: [
          { left: "cat", right: "kedi" },
          { left: "dog", right: "köpek" },
        ],
      },
      { kind: "ordering", id: "q5", text: "Order", items: ["I", "am", "here"] },
      {
        kind: "gaps",
        id: "q6",
        text: "Fill",
        parts: ["I ", " here."],
        bank: [
          { text: "am", group: 1 },
          { text: "is", group: 1 },
        ],
        gaps: [0],
      },
      { kind: "dictation", id: "q7", text: "Listen and write.", sentence: "I like apples." },
      {
        kind: "picture",
        id: "q8",
        text: "Tap the cat.",
        ask: "picture",
        prompts: ["cat"],
        options: ["kedi", "kus"],
        rights: [0],
      },
    ],
  };

  it("keeps a page's questions as they are", () => {
    const shown = publicQuiz(quiz).questions;
    expect(publicOnly(shown)).toEqual(shown);
  });

  it("never keeps a right answer: handed the whole quiz (or one question with a key), it keeps nothing at all", () => {
    expect(publicOnly(quiz.questions)).toEqual([]);
    const shown = publicQuiz(quiz).questions;
    // One question of a page's list carrying an answer spoils the list.
    expect(publicOnly([...shown.slice(1), { ...shown[0], answer: 0 }])).toEqual([]);
    expect(publicOnly([{ kind: "truefalse", id: "q2", text: "London is in England.", answer: true }])).toEqual([]);
    // A dictation's sentence is its answer; a picture question's rights are.
    expect(
      publicOnly([{ kind: "dictation", id: "q7", text: "Listen and write.", clip: null, sentence: "I like apples." }]),
    ).toEqual([]);
    expect(
      publicOnly([
        {
          kind: "picture",
          id: "q8",
          text: "Tap the cat.",
          ask: "picture",
          prompts: ["cat"],
          options: ["kedi", "kus"],
          rights: [0],
        },
      ]),
    ).toEqual([]);
    expect(publicOnly([null])).toEqual([]);
    expect(publicOnly([{ id: "q9", text: "x", kind: "essay" }])).toEqual([]);
  });
});

describe("the other kinds on the device: self-tests and entries to read (decision 0084)", () => {
  const base = { owner: 7, id: 3, title: "Unit 3 Words", line: "Kendini sına · 6-A", keptAt: 1 };

  it("keeps a self-test's Turkish prompts only: a list whose words carry the English, or an item with more fields, keeps no English", () => {
    expect(deviceItemOf({ ...base, kind: "self-test", prompts: ["kalkmak", "kahvaltı"], passPercent: 80 })).toEqual({
      ...base,
      kind: "self-test",
      prompts: ["kalkmak", "kahvaltı"],
      passPercent: 80,
    });
    // The word list itself (each word with its English) handed over: nothing kept.
    expect(
      deviceItemOf({
        ...base,
        kind: "self-test",
        prompts: [{ turkish: "kalkmak", english: "get up" }],
        passPercent: 80,
      }),
    ).toBeNull();
    expect(deviceItemOf({ ...base, kind: "self-test", prompts: ["kalkmak", ["get up"]], passPercent: 80 })).toBeNull();
    // The Turkish title is kept for the offline page to lead with; one longer than any entry's is not.
    expect(
      deviceItemOf({ ...base, titleTr: "Kahvaltı", kind: "self-test", prompts: ["kalkmak"], passPercent: 80 }),
    ).toEqual({ ...base, titleTr: "Kahvaltı", kind: "self-test", prompts: ["kalkmak"], passPercent: 80 });
    expect(
      deviceItemOf({ ...base, titleTr: "K".repeat(501), kind: "self-test", prompts: ["kalkmak"], passPercent: 80 }),
    ).not.toHaveProperty("titleTr");
    // Another field riding along is not copied.
    const kept = deviceItemOf({
      ...base,
      kind: "self-test",
      prompts: ["kalkmak"],
      passPercent: 80,
      english: ["get up"],
      words: [{ english: "get up" }],
    });
    expect(JSON.stringify(kept)).not.toContain("get up");
    // Nothing to ask, or far too much: nothing kept.
    expect(deviceItemOf({ ...base, kind: "self-test", prompts: [], passPercent: 80 })).toBeNull();
    expect(deviceItemOf({ ...base, kind: "self-test", prompts: ["x".repeat(201)], passPercent: 80 })).toBeNull();
  });

  it("keeps an entry to read as a site address; a quiz as before (records of before 0084 have no kind); an unknown kind or owner nothing", () => {
    expect(deviceItemOf({ ...base, kind: "read", entryPath: "/classes/6/12", opened: true })).toEqual({
      ...base,
      kind: "read",
      entryPath: "/classes/6/12",
      opened: true,
    });
    expect(deviceItemOf({ ...base, kind: "read", entryPath: "https://kotu.example/x", opened: true })).toBeNull();
    expect(deviceItemOf({ ...base, kind: "read", entryPath: "//kotu.example/x", opened: true })).toBeNull();
    const questions = [{ kind: "short", id: "q1", text: "A pen?" }];
    expect(deviceItemOf({ ...base, version: "17", questions })).toEqual({
      ...base,
      kind: "quiz",
      version: "17",
      questions,
    });
    expect(deviceItemOf({ ...base, version: "17", questions: [{ ...questions[0], answers: ["pen"] }] })).toBeNull();
    expect(deviceItemOf({ ...base, kind: "flashcards" })).toBeNull();
    expect(deviceItemOf({ ...base, owner: "7", kind: "read", entryPath: "/a", opened: false })).toBeNull();
  });

  it("sends each kind to its own endpoint with only what that endpoint reads, and tells the pupil in its own words", async () => {
    const selfTest: OutboxTry = {
      ...aTry("t-self-test-01", 7, 3, "2026-11-27T10:00:00.000Z"),
      kind: "self-test",
      version: "",
      answers: { w0: "get up" },
    };
    const read: OutboxTry = {
      ...aTry("t-read-000001", 7, 4, "2026-11-27T10:01:00.000Z"),
      kind: "read",
      version: "",
      answers: {},
      opened: true,
    };
    const quiz = aTry("t-quiz-000001", 7, 5, "2026-11-27T10:02:00.000Z");
    expect([tryPath(selfTest), tryPath(read), tryPath(quiz)]).toEqual([
      "/api/v1/homework/3/self-test",
      "/api/v1/homework/4/read",
      "/api/v1/homework/5/tries",
    ]);
    expect(tryBody(selfTest)).toEqual({
      clientId: "t-self-test-01",
      answers: { w0: "get up" },
      recordedAt: "2026-11-27T10:00:00.000Z",
    });
    expect(tryBody(read)).toEqual({ clientId: "t-read-000001", recordedAt: "2026-11-27T10:01:00.000Z", opened: true });
    const { outbox, left } = memoryOutbox([selfTest, read, quiz]);
    const report = await sendWaiting(outbox, 7, async (t) => ({
      status: 201,
      body:
        t.kind === "read"
          ? { state: "done" }
          : t.kind === "self-test"
            ? { score: 2, total: 3, passed: true }
            : { score: 1.5, total: 3, right: 1, partly: 1 },
    }));
    expect(left()).toEqual([]);
    // In words, never as a sum of credits (1,5/3).
    expect(report.sent.map(sentText)).toEqual([
      "“Unit 3 Test” ödevindeki cevapların gönderildi. Geçtin: 3 kelimeden 2'si doğru. Ödev bitti.",
      trHomeworkPupil.deviceSentRead("Unit 4 Test"),
      "“Unit 5 Test” ödevindeki cevapların gönderildi. Sonucun: 3 sorudan 1'i doğru, 1'i kısmen doğru",
    ]);
  });

  it("reads a self-test form's words as the API and the page do: w fields only, empty ones kept, 200 characters each; reading has none", () => {
    const fields: [string, unknown][] = [
      ["intent", "self-test"],
      ["w0", "get up"],
      ["w1", ""],
      ["w2", "y".repeat(300)],
      ["q1", "0"],
      ["w12345", "x"],
    ];
    expect(answersOf(fields, "self-test")).toEqual({ w0: "get up", w1: "", w2: "y".repeat(200) });
    expect(answersOf(fields, "read")).toEqual({});
  });
});
