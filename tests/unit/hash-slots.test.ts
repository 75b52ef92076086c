import { describe, expect, it } from "vitest";
import { hashesRunning, inHashSlot, MAX_CONCURRENT_HASHES } from "#server/auth/password.ts";

/**
 * The hash slots shared fairly across clients (docs/decisions/0089): work that is no hash, held
 * until the test lets it finish, so every hand-over is seen in order, without timing.
 */
function held() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const run = (lane: string, name: string) =>
    inHashSlot(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
      lane,
    );
  /** Lets `name` finish and waits until the slot it leaves has been handed on. */
  const finish = async (name: string) => {
    finishers.get(name)!();
    finishers.delete(name);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { started, run, finish };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe("the hash slots", () => {
  it("give the next free slot to a lane that has not been served, however many another lane has queued", async () => {
    expect(MAX_CONCURRENT_HASHES).toBe(2);
    const { started, run, finish } = held();
    const all = Array.from({ length: 50 }, (_, i) => run("2001:db8:1::/64", `a${i}`));
    await settle();
    expect(started).toEqual(["a0", "a1"]);
    expect(hashesRunning()).toBe(2);
    // The teacher's log-in from another address comes after fifty guesses.
    const teacher = run("198.51.100.7", "teacher");
    await settle();
    await finish("a0");
    // The very next slot is the teacher's, not a2's.
    expect(started).toEqual(["a0", "a1", "teacher"]);
    await finish("a1");
    expect(started.at(-1)).toBe("a2");
    await finish("teacher");
    expect(await teacher).toBe("teacher");
    expect(started.at(-1)).toBe("a3");
    // The rest of lane A runs, never more than two at once, in its own order.
    for (let i = 2; i < 50; i++) await finish(`a${i}`);
    expect(started.filter((s) => s.startsWith("a"))).toEqual(Array.from({ length: 50 }, (_, i) => `a${i}`));
    expect(await Promise.all(all)).toHaveLength(50);
    expect(hashesRunning()).toBe(0);
  });

  it("take turns between busy lanes, and a lane that arrives later goes before both", async () => {
    const { started, run, finish } = held();
    const a = Array.from({ length: 6 }, (_, i) => run("A", `a${i}`));
    const b = Array.from({ length: 6 }, (_, i) => run("B", `b${i}`));
    await settle();
    expect(started).toEqual(["a0", "a1"]);
    await finish("a0");
    await finish("a1");
    expect(started).toEqual(["a0", "a1", "b0", "a2"]);
    const c = run("C", "c0");
    await settle();
    await finish("b0");
    // C was never served: it goes before A and B.
    expect(started.at(-1)).toBe("c0");
    for (const name of ["a2", "c0", "b1", "a3", "b2", "a4", "b3", "a5", "b4", "b5"]) await finish(name);
    expect(started).toEqual(["a0", "a1", "b0", "a2", "c0", "b1", "a3", "b2", "a4", "b3", "a5", "b4", "b5"]);
    await Promise.all([...a, ...b, c]);
    expect(hashesRunning()).toBe(0);
  });

  it("hand a slot on when the work fails, so a failed hash does not lose a slot", async () => {
    const failing = inHashSlot(() => Promise.reject(new Error("bozuk")), "A");
    const { started, run, finish } = held();
    const after = [run("A", "x"), run("B", "y")];
    await expect(failing).rejects.toThrow("bozuk");
    await settle();
    expect(started.sort()).toEqual(["x", "y"]);
    await finish("x");
    await finish("y");
    await Promise.all(after);
    expect(hashesRunning()).toBe(0);
  });
});
