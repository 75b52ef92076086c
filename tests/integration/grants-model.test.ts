import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { istanbulFields } from "#core/homework/homework.ts";
import { users } from "#server/db/schema.ts";
import { dbKinds } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";
import { useTestSite } from "#tests/support/test-site.ts";
import { jsonRequest } from "#tests/support/requests.ts";

/**
 * The classroom's grants as a model (docs/decisions/0088), checked against the real services
 * and the JSON API over random sequences of what an admin, two teachers and two pupils with
 * own accounts do: the teacher role given and taken, classes made (each with one class pupil)
 * and deleted, pupils joining, leaving, removed and joining again, consent recorded and
 * withdrawn, parent's links made and revoked, homework given to a class. After every step:
 *  - a teacher reads a class's pupils and its grid exactly where she holds the role and the
 *    class is hers; with the role taken her session is gone (401);
 *  - of each member she sees work only with the consent recorded in that class, and a
 *    summary of site-wide work only of a class pupil (an own account's is never read);
 *  - every parent's link ever made works exactly while every grant it stands on holds (the
 *    role, the class, the membership it was made in, the consent it was made under, not
 *    revoked), and then shows exactly its own class's homework.
 *
 * A fixed seed in `npm test`; MODEL_SEED=random (or a number) and MODEL_RUNS for more.
 */

const DEFAULT_SEED = 8821;
const seedSetting = process.env.MODEL_SEED;
const SEED =
  seedSetting === "random" ? Math.floor(Math.random() * 2 ** 31) : seedSetting ? Number(seedSetting) : DEFAULT_SEED;
const RUNS = Number(process.env.MODEL_RUNS ?? (seedSetting ? 40 : 12));
const MAX_STEPS = 30;
const SCHOOL_YEAR = "2026-2027";

interface Teacher {
  id: number;
  role: boolean;
  /** The session she signs in with; ended when the role is taken away. */
  session: string | null;
}
interface Member {
  /** Which membership this is: leaving and joining again makes a new one. */
  gen: number;
  /** Which consent is in force (null: none); recorded again while in force, the same one. */
  consent: number | null;
  classPupil: boolean;
}
interface Klass {
  id: number;
  code: string;
  owner: number;
  alive: boolean;
  members: Map<number, Member>;
  homework: string[];
  classPupil: number;
}
interface Link {
  token: string;
  classId: number;
  userId: number;
  gen: number;
  consent: number;
  revoked: boolean;
}
interface Model {
  run: number;
  teachers: Teacher[];
  /** The own accounts' ids. */
  pupils: number[];
  classes: Klass[];
  links: Link[];
  counter: number;
}
type Site = ReturnType<typeof useTestSite>;
type Cmd = fc.AsyncCommand<Model, Site>;

const OWN_NAME = "Deniz Su";
const stats = { sequences: 0, steps: 0, generated: 0 };
/**
 * A step names its targets by index among those it applies to (so few drawn steps go unused);
 * undefined when it applies to none.
 */
const pick = <T>(list: T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);
/** A class a teacher with the role can act on (hers and alive). */
const actable = (m: Readonly<Model>, index: number) =>
  pick(
    m.classes.filter((k) => k.alive && m.teachers[k.owner].role),
    index,
  );
/** The teacher a step names, or the other one if it applies only to her. */
const teacherFor = (m: Readonly<Model>, preferred: number, applies: (t: Teacher) => boolean) =>
  [preferred, 1 - preferred].find((t) => applies(m.teachers[t]));
/** A member of `k` (an own account or the class pupil). */
const memberOf = (k: Klass, index: number) =>
  pick(
    [...k.members.keys()].sort((a, b) => a - b),
    index,
  );
const alive = (m: Readonly<Model>, l: Link) => {
  const k = m.classes.find((c) => c.id === l.classId)!;
  const member = k.members.get(l.userId);
  return !l.revoked && k.alive && m.teachers[k.owner].role && member?.gen === l.gen && member.consent === l.consent;
};

function api(site: Site, session: string | null, method: string, to: string, body?: unknown) {
  return jsonRequest(site.app, method, `/api/v1${to}`, body, { cookie: session ? `sid=${session}` : undefined });
}
const callerOf = (t: Teacher) => ({ id: t.id, role: "teacher" as const });

class GiveRole implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => teacherFor(m, this.t, (t) => !t.role) !== undefined;
  async run(m: Model, site: Site) {
    const t = m.teachers[teacherFor(m, this.t, (x) => !x.role)!];
    expect(
      await site.services.classes.requestTeacher(t.id, {
        name: "Ayşe Öğretmen",
        school: "Atatürk Ortaokulu",
        city: "İzmir",
      }),
    ).toBe("sent");
    expect(await site.services.classes.decide((await site.services.classes.requestOf(t.id))!.id, true)).toBe(
      "approved",
    );
    t.role = true;
    t.session = (await site.services.auth.createSession(t.id)).token;
  }
  toString = () => `the admin makes T${this.t} (or the other) a teacher`;
}

class TakeRole implements Cmd {
  constructor(readonly t: number) {}
  check = (m: Readonly<Model>) => teacherFor(m, this.t, (t) => t.role) !== undefined;
  async run(m: Model, site: Site) {
    const index = teacherFor(m, this.t, (t) => t.role)!;
    expect(await site.services.classes.revokeTeacher(m.teachers[index].id)).toBe("revoked");
    m.teachers[index].role = false;
    const hers = new Set(m.classes.filter((k) => k.owner === index).map((k) => k.id));
    for (const l of m.links) if (hers.has(l.classId)) l.revoked = true;
  }
  toString = () => `the admin takes T${this.t}'s (or the other's) role away`;
}

class MakeClass implements Cmd {
  constructor(readonly t: number) {}
  private readonly may = (m: Readonly<Model>) =>
    teacherFor(m, this.t, (t) => t.role && m.classes.filter((k) => m.teachers[k.owner] === t && k.alive).length < 3);
  check = (m: Readonly<Model>) => this.may(m) !== undefined;
  async run(m: Model, site: Site) {
    const owner = this.may(m)!;
    const t = m.teachers[owner];
    const made = await api(site, t.session, "POST", "/classes", {
      name: `Sınıf ${m.classes.length + 1}`,
      grade: 5,
      schoolYear: SCHOOL_YEAR,
    });
    expect(made.status).toBe(201);
    const { id, joinCode } = (await made.json()) as { id: number; joinCode: string };
    const added = await api(site, t.session, "POST", `/classes/${id}/pupils`, { names: ["Ece"] });
    expect(added.status).toBe(201);
    const [{ userId }] = ((await added.json()) as { items: { userId: number }[] }).items;
    m.classes.push({
      id,
      code: joinCode,
      owner,
      alive: true,
      members: new Map([[userId, { gen: ++m.counter, consent: null, classPupil: true }]]),
      homework: [],
      classPupil: userId,
    });
  }
  toString = () => `T${this.t} makes a class`;
}

class DeleteClass implements Cmd {
  constructor(readonly k: number) {}
  check = (m: Readonly<Model>) => actable(m, this.k) !== undefined;
  async run(m: Model, site: Site) {
    const k = actable(m, this.k)!;
    expect((await api(site, m.teachers[k.owner].session, "DELETE", `/classes/${k.id}`)).status).toBe(200);
    k.alive = false;
    k.members.clear();
  }
  toString = () => `the teacher deletes class #${this.k}`;
}

class Join implements Cmd {
  constructor(
    readonly p: number,
    readonly k: number,
  ) {}
  /** A class the pupil is not in (a former teacher's too: its code still works). */
  private readonly target = (m: Readonly<Model>) =>
    pick(
      m.classes.filter((k) => k.alive && !k.members.has(m.pupils[this.p])),
      this.k,
    );
  check = (m: Readonly<Model>) => this.target(m) !== undefined;
  async run(m: Model, site: Site) {
    const k = this.target(m)!;
    expect(
      await site.services.classes.join(m.pupils[this.p], { code: k.code, displayName: OWN_NAME }, "203.0.113.7"),
    ).toMatchObject({ ok: true });
    k.members.set(m.pupils[this.p], { gen: ++m.counter, consent: null, classPupil: false });
  }
  toString = () => `P${this.p} joins class #${this.k}`;
}

/** The pupil leaves, or the teacher removes them. */
class Leave implements Cmd {
  constructor(
    readonly p: number,
    readonly k: number,
    readonly byTeacher: boolean,
  ) {}
  private readonly target = (m: Readonly<Model>) =>
    pick(
      m.classes.filter(
        (k) => k.alive && k.members.has(m.pupils[this.p]) && (!this.byTeacher || m.teachers[k.owner].role),
      ),
      this.k,
    );
  check = (m: Readonly<Model>) => this.target(m) !== undefined;
  async run(m: Model, site: Site) {
    const k = this.target(m)!;
    const userId = m.pupils[this.p];
    if (this.byTeacher)
      expect(
        (await api(site, m.teachers[k.owner].session, "DELETE", `/classes/${k.id}/members/${userId}`)).status,
      ).toBe(200);
    else expect(await site.services.classes.leave(userId, k.id)).toBe(true);
    k.members.delete(userId);
  }
  toString = () =>
    this.byTeacher ? `the teacher removes P${this.p} from class #${this.k}` : `P${this.p} leaves class #${this.k}`;
}

class Consent implements Cmd {
  constructor(
    readonly who: number,
    readonly k: number,
    readonly given: boolean,
  ) {}
  check = (m: Readonly<Model>) => actable(m, this.k) !== undefined;
  async run(m: Model, site: Site) {
    const k = actable(m, this.k)!;
    const userId = memberOf(k, this.who)!;
    expect(
      (
        await api(
          site,
          m.teachers[k.owner].session,
          this.given ? "PUT" : "DELETE",
          `/classes/${k.id}/pupils/${userId}/consent`,
        )
      ).status,
    ).toBe(200);
    const member = k.members.get(userId)!;
    member.consent = this.given ? (member.consent ?? ++m.counter) : null;
  }
  toString = () => `the teacher ${this.given ? "records" : "withdraws"} M${this.who}'s consent in class #${this.k}`;
}

class MakeLink implements Cmd {
  constructor(
    readonly who: number,
    readonly k: number,
  ) {}
  check = (m: Readonly<Model>) => actable(m, this.k) !== undefined;
  async run(m: Model, site: Site) {
    const k = actable(m, this.k)!;
    const userId = memberOf(k, this.who)!;
    const member = k.members.get(userId)!;
    const made = await site.services.homework.makeParentLink(callerOf(m.teachers[k.owner]), k.id, userId);
    if (member.consent === null) return expect(made).toBe("no-consent");
    expect(made).toMatchObject({ token: expect.any(String) });
    for (const l of m.links) if (l.classId === k.id && l.userId === userId) l.revoked = true;
    m.links.push({
      token: (made as { token: string }).token,
      classId: k.id,
      userId,
      gen: member.gen,
      consent: member.consent,
      revoked: false,
    });
  }
  toString = () => `the teacher makes M${this.who}'s parent link in class #${this.k}`;
}

class RevokeLink implements Cmd {
  constructor(
    readonly who: number,
    readonly k: number,
  ) {}
  check = (m: Readonly<Model>) => actable(m, this.k) !== undefined;
  async run(m: Model, site: Site) {
    const k = actable(m, this.k)!;
    const userId = memberOf(k, this.who)!;
    // Rows are there while their membership is (the cascade); revoking finds the unrevoked ones.
    const rows = m.links.filter(
      (l) => l.classId === k.id && l.userId === userId && !l.revoked && k.members.get(userId)?.gen === l.gen,
    );
    expect(await site.services.homework.revokeParentLink(callerOf(m.teachers[k.owner]), k.id, userId)).toBe(
      rows.length > 0,
    );
    for (const l of rows) l.revoked = true;
  }
  toString = () => `the teacher revokes M${this.who}'s parent link in class #${this.k}`;
}

class GiveHomework implements Cmd {
  constructor(readonly k: number) {}
  check = (m: Readonly<Model>) => actable(m, this.k) !== undefined;
  async run(m: Model, site: Site) {
    const k = actable(m, this.k)!;
    const title = `Model ${m.run} item ${++m.counter}`;
    const entry = await makeContent(site.services.database, { konuIng: title });
    const { dueDate, dueTime } = istanbulFields(new Date(Date.now() + 7 * 86_400_000));
    expect(
      (
        await api(site, m.teachers[k.owner].session, "POST", `/classes/${k.id}/homework`, {
          contentId: entry.id,
          kind: "read",
          dueDate,
          dueTime,
        })
      ).status,
    ).toBe(201);
    k.homework.push(title);
  }
  toString = () => `the teacher gives class #${this.k} homework`;
}

type Roster = { items: { userId: number; consentAt: string | null; progress: unknown }[] };
type Grid = { items: { title: string }[]; rows: { userId: number; consent: boolean; cells: unknown[] | null }[] };

/** What every teacher reads of every class of the run, and what every link shows, against the model. */
async function checkInvariants(m: Model, site: Site) {
  for (const [index, t] of m.teachers.entries()) {
    if (!t.role) {
      // Her session went with the role: nothing of any class, not even the list.
      if (t.session) expect((await api(site, t.session, "GET", "/classes")).status).toBe(401);
      continue;
    }
    for (const k of m.classes) {
      const roster = await api(site, t.session, "GET", `/classes/${k.id}/pupils`);
      const grid = await api(site, t.session, "GET", `/classes/${k.id}/homework/grid`);
      const hers = k.alive && k.owner === index;
      expect([roster.status, grid.status], `T${index} reads class ${k.id}`).toEqual(hers ? [200, 200] : [404, 404]);
      if (!hers) continue;
      const pupils = ((await roster.json()) as Roster).items;
      const seen = (await grid.json()) as Grid;
      const expected = [...k.members.entries()].sort(([a], [b]) => a - b);
      expect(pupils.map((p) => p.userId).sort((a, b) => a - b)).toEqual(expected.map(([id]) => id));
      expect(seen.items.map((i) => i.title).sort()).toEqual([...k.homework].sort());
      for (const [userId, member] of expected) {
        const consent = member.consent !== null;
        const listed = pupils.find((p) => p.userId === userId)!;
        expect({ consent: listed.consentAt !== null, progress: listed.progress !== null }, `member ${userId}`).toEqual({
          consent,
          progress: consent && member.classPupil,
        });
        const row = seen.rows.find((r) => r.userId === userId)!;
        expect({ consent: row.consent, cells: row.cells?.length ?? null }, `row ${userId}`).toEqual({
          consent,
          cells: consent ? k.homework.length : null,
        });
      }
    }
  }
  for (const l of m.links) {
    const seen = await site.services.homework.parentView(l.token, `192.0.2.${++m.counter % 250}`);
    const k = m.classes.find((c) => c.id === l.classId)!;
    if (!alive(m, l)) {
      expect(seen, `link of ${l.userId} in ${l.classId}`).toBeNull();
      continue;
    }
    expect(seen, `link of ${l.userId} in ${l.classId}`).not.toBeNull();
    const view = seen as Exclude<typeof seen, null | "too-many">;
    // The full name, never cut at its first word (decision 0109): the own account's is "Deniz Su".
    if (k.members.get(l.userId)!.classPupil) expect(view.displayName).toMatch(/^Ece/);
    else expect(view.displayName).toBe(OWN_NAME);
    expect(view.items.map((i) => i.title).sort()).toEqual([...k.homework].sort());
  }
}

describe.each(dbKinds)("the classroom's grants as a model on %s", (kind) => {
  const site = useTestSite({ kind, pages: false, settings: { RATE_LIMIT_MULTIPLIER: "1000" } });
  afterAll(() => {
    process.stdout.write(
      `grants model: seed ${SEED}, ${stats.sequences} sequences, ${stats.steps} steps (of ${stats.generated} drawn; the rest did not apply)\n`,
    );
  });

  it(
    "reads scoped to the class that grants them; every parent's link alive exactly while its grants hold",
    { timeout: Math.max(120_000, RUNS * 20_000) },
    async () => {
      const teacher = fc.nat(1);
      const klass = fc.nat(3);
      const member = fc.nat(2);
      const pupil = fc.nat(1);
      const commands = [
        teacher.map((t) => new GiveRole(t)),
        teacher.map((t) => new GiveRole(t)),
        teacher.map((t) => new TakeRole(t)),
        teacher.map((t) => new MakeClass(t)),
        teacher.map((t) => new MakeClass(t)),
        klass.map((k) => new DeleteClass(k)),
        fc.tuple(pupil, klass).map(([p, k]) => new Join(p, k)),
        fc.tuple(pupil, klass).map(([p, k]) => new Join(p, k)),
        fc.tuple(pupil, klass, fc.boolean()).map(([p, k, t]) => new Leave(p, k, t)),
        // Consent withdrawn and recorded again around a link is where a link could come back: drawn more often.
        fc.tuple(member, klass).map(([w, k]) => new Consent(w, k, false)),
        fc.tuple(member, klass).map(([w, k]) => new Consent(w, k, false)),
        fc.tuple(member, klass).map(([w, k]) => new Consent(w, k, true)),
        fc.tuple(member, klass).map(([w, k]) => new Consent(w, k, true)),
        fc.tuple(member, klass).map(([w, k]) => new Consent(w, k, true)),
        fc.tuple(member, klass).map(([w, k]) => new MakeLink(w, k)),
        fc.tuple(member, klass).map(([w, k]) => new MakeLink(w, k)),
        fc.tuple(member, klass).map(([w, k]) => new RevokeLink(w, k)),
        klass.map((k) => new GiveHomework(k)),
      ];
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: MAX_STEPS, size: "max" }), async (cmds) => {
          const current = ++run;
          stats.sequences++;
          stats.generated += [...cmds].length;
          const db = site.services.database.db;
          const account = async (who: string) => {
            const [row] = await db
              .insert(users)
              .values({ email: `${who}-${kind}-${current}-${SEED}@example.com`, emailVerifiedAt: new Date() })
              .returning({ id: users.id });
            return row.id;
          };
          const model: Model = {
            run: current,
            teachers: [
              { id: await account("t0"), role: false, session: null },
              { id: await account("t1"), role: false, session: null },
            ],
            pupils: [await account("p0"), await account("p1")],
            classes: [],
            links: [],
            counter: 0,
          };
          // Every sequence starts with a teacher holding a class, a pupil in it with the consent recorded and a
          // parent's link, so its first steps have something to act on.
          for (const first of [
            new GiveRole(0),
            new MakeClass(0),
            new Join(0, 0),
            new Consent(0, 0, true),
            new MakeLink(0, 0),
          ])
            await first.run(model, site);
          await checkInvariants(model, site);
          const checked = [...cmds].map((cmd) => ({
            check: (m: Readonly<Model>) => cmd.check(m),
            run: async (m: Model, s: Site) => {
              stats.steps++;
              await cmd.run(m, s);
              await checkInvariants(m, s);
            },
            toString: () => cmd.toString(),
          }));
          await fc.asyncModelRun(() => ({ model, real: site }), checked);
          // The accounts of the run stay; only their roles were changed.
          expect(
            (await db.select({ role: users.role }).from(users).where(eq(users.id, model.teachers[0].id)))[0].role,
          ).toBe(model.teachers[0].role ? "teacher" : "user");
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: process.env.MODEL_SHRINK !== "1" },
      );
    },
  );
});
