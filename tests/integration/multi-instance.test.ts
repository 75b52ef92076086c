import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentForm, files, validFields, type ContentFields } from "#tests/support/admin.ts";
import { signIn, startCluster, type Cluster, type Instance } from "#scripts/peers/instances.ts";

/**
 * Scaling out, tested without Docker: two instances of the built site, each its own
 * process on its own loopback port, sharing what production instances share (one
 * PostgreSQL database, one S3 bucket, one SMTP server). Every test acts on A and
 * looks at B, as a pupil whose next request lands on the other instance would.
 */
const ADMIN = { email: "yonetici@merdiven.test", password: "yonetici-sifresi-9" };
const OWNER = "sahip@merdiven.test";
const enabled = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!enabled)(
  enabled
    ? "two instances on one PostgreSQL, one S3 bucket and one SMTP server"
    : "two instances (skipped: they need a PostgreSQL server, set TEST_DATABASE_URL)",
  () => {
    let cluster: Cluster;
    let a: Instance;
    let b: Instance;
    let adminCookie: string;

    beforeAll(async () => {
      cluster = await startCluster({ size: 2, admin: ADMIN, ownerEmail: OWNER, rateLimitMultiplier: 20 });
      [a, b] = cluster.instances;
      adminCookie = await signIn(a, ADMIN.email, ADMIN.password);
    }, 180_000);
    afterAll(() => cluster?.stop(), 60_000);

    /** An admin's upload through `instance`'s API (multipart, with the Origin a browser sends). */
    async function upload(instance: Instance, fields: ContentFields, bytes: Buffer) {
      const res = await fetch(`${instance.url}/api/v1/contents`, {
        method: "POST",
        headers: { Cookie: adminCookie, Origin: instance.url },
        body: contentForm({ ...validFields, ...fields }, { bytes, name: "dosya.pdf", type: "application/pdf" }),
      });
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(201);
      return body as { id: number; url: string; fileUrl: string; konuIng: string };
    }

    const get = (instance: Instance, path: string, headers: Record<string, string> = {}) =>
      fetch(`${instance.url}${path}`, { headers });

    it("a session made by signing in on A is valid on B", async () => {
      const cookie = await signIn(a, ADMIN.email, ADMIN.password);

      // Without the cookie B shows no admin page (404 to everyone else) …
      const anonymous = await get(b, "/admin/mesajlar");
      expect(anonymous.status).toBe(404);
      await anonymous.arrayBuffer();
      // … with the cookie A set, B knows the admin.
      const adminPage = await get(b, "/admin/mesajlar", { Cookie: cookie });
      expect(adminPage.status).toBe(200);
      expect(await adminPage.text()).toContain("Mesajlar");
      const home = await (await get(b, "/", { Cookie: cookie })).text();
      expect(home).toContain("Çıkış Yap");
      expect(home).toContain("Not Ekle");
      expect(home).not.toContain('href="/login"');
    });

    it("an upload through A is served by B, byte for byte, and listed by B's API", async () => {
      const pdf = files.pdf();
      const created = await upload(a, { sinif: "7", icerikTuru: "3", konuIng: "Shared Storage" }, pdf);

      const file = await get(b, created.fileUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Type")).toBe("application/pdf");
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

      const list = await (await get(b, "/api/v1/contents?grade=7&type=3")).json();
      expect(list.items).toContainEqual(created);
      const page = await get(b, created.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Shared Storage");
    });

    it("an edit through A is visible on B on the very next request, though B had cached the page", async () => {
      const created = await upload(a, { sinif: "8", icerikTuru: "4", konuIng: "Before The Edit" }, files.pdf());
      const listPath = "/konular?sinif=8";
      const apiPath = "/api/v1/contents?grade=8&type=4";
      // Warm B's response cache with the old title (page and API): the second answers must come from it.
      await Promise.all([listPath, apiPath].map(async (path) => (await get(b, path)).arrayBuffer()));
      const hitsBefore = await cacheHits(b);
      const [warmPage, warmApi] = await Promise.all([
        get(b, listPath).then((r) => r.text()),
        get(b, apiPath).then((r) => r.json()),
      ]);
      expect(await cacheHits(b)).toBe(hitsBefore + 2);
      expect(cardTitles(warmPage)).toEqual(["Before The Edit"]);
      expect(warmApi.items.map((i: { konuIng: string }) => i.konuIng)).toEqual(["Before The Edit"]);

      const edit = await fetch(`${a.url}/api/v1/contents/${created.id}`, {
        method: "PATCH",
        headers: { Cookie: adminCookie, Origin: a.url },
        body: contentForm({ ...validFields, sinif: "8", icerikTuru: "4", konuIng: "After The Edit" }),
      });
      expect(edit.status).toBe(200);
      expect((await edit.json()).konuIng).toBe("After The Edit");

      // No waiting and no retry: a pupil's next request shows the edit.
      const [page, api] = await Promise.all([
        get(b, listPath).then((r) => r.text()),
        get(b, apiPath).then((r) => r.json()),
      ]);
      expect(cardTitles(page)).toEqual(["After The Edit"]);
      expect(page.includes("Before The Edit"), "the old title is still somewhere on B's page").toBe(false);
      expect(api.items.map((i: { konuIng: string }) => i.konuIng)).toEqual(["After The Edit"]);
    });

    it("contact messages posted on A and B are each mailed exactly once by the two outbox workers", async () => {
      const messages = Array.from({ length: 12 }, (_, i) => ({
        on: i % 2 === 0 ? a : b,
        text: `Tek sefer gönderilmeli, mesaj ${i}.`,
      }));
      // A dozen at once, half on each instance: each post wakes its own instance's worker, so both
      // workers find the same mails due at the same moment.
      const answers = await Promise.all(
        messages.map(({ on, text }) =>
          fetch(`${on.url}/iletisim`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: on.url, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ name: "Ayşe Yılmaz", email: "ayse@example.com", message: text, website: "" }),
          }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(302);
        expect(res.headers.get("Location")).toBe("/iletisim");
      }
      const mailed = () => cluster.smtp.inbox.filter((m) => m.to.includes(OWNER) && /iletişim/.test(m.subject));
      await until(
        "every message mailed",
        () => messages.every(({ text }) => mailed().some((m) => m.text.includes(text))),
        20_000,
      );
      await until("every outbox row sent", allSent, 20_000);
      // A second copy would come from a second claim of a row both workers saw as due; both poll
      // every second, so after three more seconds of quiet any such copy would have arrived.
      await new Promise((r) => setTimeout(r, 3000));
      const numbers = mailed().map((m) => Number(/mesaj (\d+)\./.exec(m.text)?.[1]));
      expect(numbers.sort((x, y) => x - y)).toEqual(messages.map((_, i) => i));
    });

    it(
      "stopping A under load leaves B serving; A finishes what it had started and exits 0 within 10 s",
      { timeout: 120_000 },
      async () => {
        // A large file whose download is under way on A when A is told to stop.
        const large = Buffer.concat([files.pdf(), Buffer.alloc(16 * 1024 * 1024, 0x20)]);
        const entry = await upload(a, { sinif: "9", icerikTuru: "2", konuIng: "Large Download" }, large);
        const load = startLoad([a, b], ["/", "/kelimeler?sinif=9", entry.url, "/api/v1/contents?grade=9"]);
        try {
          await until(
            "both instances answering under load",
            () => load.answered(a) >= 30 && load.answered(b) >= 30,
            30_000,
          );
          // One visitor on one keep-alive connection to A: its large download is under way (headers
          // in, body not yet read) when A gets the signal, and afterwards it goes on asking, as a
          // browser's next click would.
          const visitor = keepAliveVisitor(a);
          const held = await visitor.get(entry.fileUrl);
          expect(held.statusCode).toBe(200);

          const sigtermAt = performance.now();
          const stopped = a.stop();
          const beforeStop = load.answered(b);
          await until("B answering while A stops", () => load.answered(b) >= beforeStop + 20, 5_000);
          const received = await bodyOf(held);
          // A must not let this connection keep it alive: the visitor's next requests are soon refused.
          const lateAnswers = await visitor.askUntilRefused("/");
          visitor.close();
          const exit = await stopped;
          const stopMs = performance.now() - sigtermAt;
          const afterExit = load.answered(b);
          await until("B answering after A is gone", () => load.answered(b) >= afterExit + 100, 30_000);
          const results = await load.stop();

          expect(received.equals(large), "the download A had started arrived whole").toBe(true);
          expect(lateAnswers.filter((status) => status !== 200)).toEqual([]);
          expect(exit).toEqual({ code: 0, signal: null });
          expect(stopMs).toBeLessThan(10_000);
          expect(results.filter((r) => r.on === "B" && r.status !== 200)).toEqual([]);
          // Before the signal A answered everything; afterwards it may refuse connections, never answer with an error.
          expect(results.filter((r) => r.on === "A" && r.startedAt < sigtermAt && r.status !== 200)).toEqual([]);
          expect(results.filter((r) => r.on === "A" && r.status !== 200 && r.error === undefined)).toEqual([]);
        } finally {
          await load.stop();
        }
      },
    );

    /** Answers B's shared response cache has given from memory, as its /metrics counts them. */
    async function cacheHits(instance: Instance): Promise<number> {
      const text = await (await get(instance, "/metrics")).text();
      const hits = /^merdiven_response_cache_requests_total\{outcome="hit"\} (\d+)$/m.exec(text)?.[1];
      if (hits === undefined) throw new Error("no cache hit counter in /metrics");
      return Number(hits);
    }

    async function allSent(): Promise<boolean> {
      const client = new pg.Client({ connectionString: cluster.databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ pending: number }>(
          "select count(*)::int as pending from outbox where status <> 'sent'",
        );
        return rows[0].pending === 0;
      } finally {
        await client.end();
      }
    }
  },
);

interface LoadResult {
  on: string;
  path: string;
  startedAt: number;
  /** The answer's status once its whole body arrived; undefined when the connection failed. */
  status?: number;
  error?: string;
}

/**
 * Keeps `perInstance` visitors per instance asking for `paths` in turn, each request
 * after the last one's body arrived (keep-alive, as browsers do). A visitor stops at its
 * first failure: a load balancer, too, stops sending to an instance that refuses.
 */
function startLoad(instances: Instance[], paths: string[], perInstance = 6) {
  const results: LoadResult[] = [];
  const counts = new Map<string, number>();
  let stopping = false;
  const visitor = async (instance: Instance, offset: number) => {
    for (let n = offset; !stopping; n++) {
      const result: LoadResult = { on: instance.name, path: paths[n % paths.length], startedAt: performance.now() };
      results.push(result);
      try {
        const res = await fetch(`${instance.url}${result.path}`);
        await res.arrayBuffer();
        result.status = res.status;
        counts.set(instance.name, (counts.get(instance.name) ?? 0) + 1);
      } catch (error) {
        result.error = String((error as Error).cause ?? error);
      }
      if (result.status !== 200) return;
    }
  };
  const visitors = instances.flatMap((instance) => Array.from({ length: perInstance }, (_, i) => visitor(instance, i)));
  return {
    /** How many answers (of any status) `instance` has sent in full. */
    answered: (instance: Instance) => counts.get(instance.name) ?? 0,
    async stop() {
      stopping = true;
      await Promise.all(visitors);
      return results;
    },
  };
}

/** A visitor whose requests all go over one keep-alive connection (fetch would pick among several). */
function keepAliveVisitor(instance: Instance) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    get: (path: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        http.get(`${instance.url}${path}`, { agent }, resolve).on("error", reject);
      }),
    /** Asks again and again until the connection is refused; the statuses of the answers it got. */
    async askUntilRefused(path: string): Promise<number[]> {
      const statuses: number[] = [];
      for (;;) {
        try {
          const response = await this.get(path);
          await bodyOf(response);
          statuses.push(response.statusCode ?? 0);
        } catch {
          return statuses;
        }
      }
    },
    close: () => agent.destroy(),
  };
}

async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The titles of the entry cards of a list page (each card's link carries its full English title). */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="\/classes\/\d+\/\d+-[^"]*"[^>]*>/g)].map(
    (m) => /title="([^"]*)"/.exec(m[0])?.[1] ?? "(no title)",
  );
}

async function until(what: string, probe: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
