import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deviceHoldings, holdsAnything, type DeviceMarks, type KeptEntry } from "#core/marks.ts";
import { trMarksQuestion } from "#core/messages/marks-question.ts";

const entry = (id: number): KeptEntry => ({
  id,
  sinif: 5,
  unite: 1,
  konuIng: `Topic ${id}`,
  konuTr: `Konu ${id}`,
  icerikTuru: 1,
  donem: 1,
  fileType: "pdf",
});
const store = (saved: number[], done: number[], recent: number[]): DeviceMarks => ({
  v: 1,
  saved: saved.map((id) => ({ entry: entry(id), at: 1 })),
  done: done.map((id) => ({ id, at: 1 })),
  recent: recent.map((id) => ({ entry: entry(id), openedAt: 1, pdfPage: null })),
});

describe("what a device holds, asked about at sign-in (decision 0057)", () => {
  it("counts each entry once, whether saved, done or opened, and each word list with a sorted card", () => {
    // Entry 3 saved, done and opened; 4 only done; 9 only opened.
    const held = deviceHoldings(store([3], [3, 4], [9, 3]), { "12": { kite: 1, chess: 3 }, "13": {} });
    expect(held).toEqual({ entries: 3, cardLists: 1, reviews: 0 });
    expect(holdsAnything(held)).toBe(true);
  });

  it("an empty device has nothing to ask about", () => {
    expect(holdsAnything(deviceHoldings(store([], [], []), {}))).toBe(false);
    // A list whose cards were never sorted is not progress.
    expect(holdsAnything(deviceHoldings(store([], [], []), { "7": {} }))).toBe(false);
  });

  it("skips what a foreign or broken store holds instead of failing", () => {
    const broken = {
      v: 1,
      saved: [null, { at: 1 }],
      done: [{ id: "5" }],
      recent: [{ entry: {} }],
    } as unknown as DeviceMarks;
    expect(deviceHoldings(broken, { "1": null, "2": "kite" } as never)).toEqual({
      entries: 0,
      cardLists: 0,
      reviews: 0,
    });
  });

  it("the entries counted are the distinct ids, whatever the lists", () => {
    const ids = fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 30 });
    fc.assert(
      fc.property(ids, ids, ids, (saved, done, recent) => {
        expect(deviceHoldings(store(saved, done, recent), {}).entries).toBe(
          new Set([...saved, ...done, ...recent]).size,
        );
      }),
    );
  });

  it("names what it counts in Turkish, leaving out what the device does not hold", () => {
    expect(trMarksQuestion.askHeld(3, 1)).toBe(
      "Bu cihazda giriş yapılmadan kaydedilmiş, tamamlanmış ya da açılmış 3 içerik ve 1 kelime listesinde kart ilerlemesi var.",
    );
    expect(trMarksQuestion.askHeld(2, 0)).toBe(
      "Bu cihazda giriş yapılmadan kaydedilmiş, tamamlanmış ya da açılmış 2 içerik var.",
    );
    expect(trMarksQuestion.askHeld(0, 2)).toBe(
      "Bu cihazda giriş yapılmadan çalışılmış 2 kelime listesinde kart ilerlemesi var.",
    ); // A visitor's 'Günlük tekrar' answers (decision 0118), alone or with the rest.
    expect(trMarksQuestion.askHeld(0, 0, 4)).toBe(
      "Bu cihazda giriş yapılmadan verilmiş 4 “Bugünün tekrarı” cevabı var.",
    );
    expect(trMarksQuestion.askHeld(2, 1, 4)).toBe(
      "Bu cihazda giriş yapılmadan kaydedilmiş, tamamlanmış ya da açılmış 2 içerik, 1 kelime listesinde kart ilerlemesi ve “Bugünün tekrarı”nda 4 cevap var.",
    );
  });

  it("asks about a visitor's reviews alone: a device that only reviewed holds something", () => {
    const held = deviceHoldings(store([], [], []), {}, 3);
    expect(held).toEqual({ entries: 0, cardLists: 0, reviews: 3 });
    expect(holdsAnything(held)).toBe(true);
  });
});
