// Part of `npm run bench` (BENCH_PARTS=search): uncached search latency, the
// search service's query straight against the database (no response cache, no HTTP),
// at 100, 10,000 and 100,000 generated entries, each with a PDF's text of about 1 KB, on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL names a server, on PostgreSQL in a database
// of its own that is dropped afterwards.
import { sql } from "drizzle-orm";
import pg from "pg";
import { readQuery } from "#core/search.ts";
import { createSearchService } from "#server/content/search-service.ts";
import { openDatabase, type Database } from "#server/db/client.ts";

/** Words of the curriculum's units, English and Turkish, that generated titles are made of. */
const ENGLISH = [
  "School Life",
  "My Family",
  "Wild Animals",
  "The Weather",
  "Summer Holiday",
  "Sports",
  "Music",
  "Healthy Food",
  "Friendship",
  "Hobbies",
  "Games",
  "City Life",
  "Travel",
  "Health",
  "Science",
  "History",
  "Shopping",
  "Clothes",
  "Jobs",
  "Festivals",
  "Nature",
  "Space",
  "Computers",
  "The Internet",
  "Films",
  "Books",
  "Phrasal Verbs",
  "Proverbs",
  "Reading",
  "Daily Routines",
];
const TURKISH = [
  "Okul Hayatı",
  "Ailem",
  "Vahşi Hayvanlar",
  "Hava Durumu",
  "Yaz Tatili",
  "Sporlar",
  "Müzik",
  "Sağlıklı Yiyecekler",
  "Arkadaşlık",
  "Hobiler",
  "Oyunlar",
  "Şehir Hayatı",
  "Seyahat",
  "Sağlık",
  "Bilim",
  "Tarih",
  "Alışveriş",
  "Kıyafetler",
  "Meslekler",
  "Bayramlar",
  "Doğa",
  "Uzay",
  "Bilgisayarlar",
  "İnternet",
  "Filmler",
  "Kitaplar",
  "Deyimsel Fiiller",
  "Atasözleri",
  "Okuma",
  "Günlük İşler",
];
const KINDS = [
  ["Sample Exam", "Örnek Sınav"],
  ["Word List", "Kelime Listesi"],
  ["Exercise", "Alıştırma"],
  ["Unit Test", "Ünite Testi"],
];

/**
 * A generated PDF's text (about 1 KB, a short worksheet): instructions every worksheet shares,
 * and two topic sentences, so that a topic word is in about one PDF in thirty, as in a real
 * collection: common words are everywhere, the words pupils look for are not.
 */
const INSTRUCTIONS = [
  "Read the text and answer the questions below.",
  "Match the words with the pictures.",
  "Fill in the blanks with the correct form of the verb.",
  "Listen and tick the correct answer.",
  "Write five sentences about your daily routine.",
  "Aşağıdaki soruları metne göre cevaplayınız.",
  "Boşlukları fiilin doğru biçimiyle doldurunuz.",
  "Kelimeleri resimlerle eşleştiriniz.",
];
const TOPICS = [
  "lemonade",
  "penguins",
  "backgammon",
  "volcanoes",
  "dinosaurs",
  "raincoats",
  "museums",
  "bicycles",
  "sandwiches",
  "astronauts",
  "libraries",
  "festivals",
  "pyramids",
  "dolphins",
  "earthquakes",
  "robots",
  "gardens",
  "trains",
  "castles",
  "forests",
  "pirates",
  "planets",
  "kites",
  "bridges",
  "deserts",
  "islands",
  "markets",
  "orchestras",
  "recipes",
  "tigers",
  "windmills",
  "glaciers",
  "lighthouses",
  "marathons",
  "picnics",
  "puppets",
  "rainbows",
  "scarecrows",
  "submarines",
  "tortoises",
  "umbrellas",
  "violins",
  "waterfalls",
  "zebras",
  "balloons",
  "cameras",
  "dragons",
  "elephants",
  "fireworks",
  "giraffes",
  "helmets",
  "icebergs",
  "jungles",
  "koalas",
  "lanterns",
  "mountains",
  "nests",
  "oceans",
  "parrots",
  "quilts",
];

/** What pupils type: whole words, inflections, a wrong letter, no Turkish letters, two words, a filter. */
const QUERIES: [string, { grade?: number }][] = [
  ["holiday", {}],
  ["holidays", {}],
  ["hobies", {}],
  ["sinav", {}],
  ["SAĞLIK", {}],
  ["weather exercise", {}],
  ["ogretmen", {}],
  ["phrasal verb", {}],
  ["internet", { grade: 8 }],
  ["kelime listesi", { grade: 5 }],
  ["lemonade", {}],
  ["penguins", { grade: 6 }],
];

export async function fill(database: Database, total: number) {
  const english = sql.raw(`array[${ENGLISH.map((w) => `'${w}'`).join(",")}]`);
  const turkish = sql.raw(`array[${TURKISH.map((w) => `'${w}'`).join(",")}]`);
  const kindsEn = sql.raw(`array[${KINDS.map(([e]) => `'${e}'`).join(",")}]`);
  const kindsTr = sql.raw(`array[${KINDS.map(([, t]) => `'${t}'`).join(",")}]`);
  await database.db.execute(sql`
    insert into contents (sinif, unite, konu_ing, konu_tr, icerik_turu, donem, file, file_type, link)
    select 2 + (i % 11), 1 + (i % 10),
           (${english})[1 + (i % 30)] || ' and ' || (${english})[1 + ((i / 30) % 30)] || ': ' || (${kindsEn})[1 + (i % 4)] || ' ' || i,
           (${turkish})[1 + (i % 30)] || ' ve ' || (${turkish})[1 + ((i / 30) % 30)] || ': ' || (${kindsTr})[1 + (i % 4)] || ' ' || i,
           1 + (i % 9), 1 + (i % 2), 'generated-' || i || '.pdf', 'pdf', null
    from generate_series(1, ${total}) as i`);
  const instructions = sql.raw(`array[${INSTRUCTIONS.map((w) => `'${w}'`).join(",")}]`);
  const topics = sql.raw(`array[${TOPICS.map((w) => `'${w}'`).join(",")}]`);
  await database.db.execute(sql`
    insert into pdf_texts (content_id, file, status, pages, body)
    select id, file, 'done', 2,
           (select string_agg((${instructions})[1 + ((id + k) % ${INSTRUCTIONS.length})], ' ') from generate_series(1, 12) as k)
           || ' This worksheet is about ' || (${topics})[1 + (id * 7 % ${TOPICS.length})] || ' and ' || (${topics})[1 + (id * 13 % ${TOPICS.length})] || '.'
           || ' Draw a picture of ' || (${topics})[1 + (id * 7 % ${TOPICS.length})] || ' and write its name.' || chr(12)
    from contents`);
  await database.db.execute(sql`vacuum analyze contents`);
  await database.db.execute(sql`vacuum analyze pdf_texts`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A query as the tables name it: its text, and its filter when it has one. */
const queryLabel = ([text, filters]: (typeof QUERIES)[number]) =>
  `\`${text}\`${filters.grade ? ` (grade ${filters.grade})` : ""}`;

async function measure(
  database: Database,
  rounds: number,
): Promise<{ p50: number; p99: number; hits: number; perQuery: number[] }> {
  const search = createSearchService(database.db);
  const times: number[] = [];
  const perQuery: number[][] = QUERIES.map(() => []);
  let hits = 0;
  for (let round = 0; round < rounds; round++) {
    for (const [n, [text, filters]] of QUERIES.entries()) {
      const query = readQuery(text);
      if (!query.ok) throw new Error(text);
      const started = performance.now();
      const page = await search.search(query.words, filters, 1);
      const ms = performance.now() - started;
      times.push(ms);
      perQuery[n].push(ms);
      hits += page.total > 0 ? 1 : 0;
    }
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    hits: hits / rounds,
    perQuery: perQuery.map((t) =>
      percentile(
        t.sort((a, b) => a - b),
        50,
      ),
    ),
  };
}

async function postgresDatabase(server: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const name = `bench_search_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.href, poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** The search targets, on PostgreSQL at 100,000 entries, and for the growth from 10,000 to 100,000 on both. */
export const SEARCH_TARGETS = { p50: 50, p99: 150, growth: 2, at: 100_000, from: 10_000 } as const;

/** The sizes measured: BENCH_SEARCH_SIZES (comma-separated, e.g. "100,1000" for a quick check), else the issue's three. */
export function searchSizes(raw = process.env.BENCH_SEARCH_SIZES): number[] {
  const sizes = (raw ?? "100,10000,100000")
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  if (!sizes.length) throw new Error(`BENCH_SEARCH_SIZES: no sizes in "${raw}"`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

export interface SearchRow {
  kind: "pglite" | "postgres";
  total: number;
  p50: number;
  p99: number;
  hits: number;
  /** Each query's own p50, in QUERIES' order: which kind of query grows with the collection. */
  perQuery?: number[];
}

const dbName = (kind: SearchRow["kind"]) => (kind === "pglite" ? "PGlite" : "PostgreSQL");
const verdict = (met: boolean) => (met ? "met" : "**not met**");

/**
 * The growth from 10,000 to 100,000 entries on each database, and the search targets
 * checked row by row (met / not met); a target whose size was not measured says so.
 */
export function searchVerdicts(rows: SearchRow[]): string {
  const { p50, p99, growth, at, from } = SEARCH_TARGETS;
  const lines = ["| target | database | measured | verdict |", "|---|---|---|---|"];
  const find = (kind: SearchRow["kind"], total: number) => rows.find((r) => r.kind === kind && r.total === total);
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const pg = find("postgres", at);
  const size = at.toLocaleString("en");
  if (pg) {
    lines.push(`| p50 ≤ ${p50} ms at ${size} | PostgreSQL | ${pg.p50.toFixed(1)} ms | ${verdict(pg.p50 <= p50)} |`);
    lines.push(`| p99 ≤ ${p99} ms at ${size} | PostgreSQL | ${pg.p99.toFixed(1)} ms | ${verdict(pg.p99 <= p99)} |`);
  } else {
    const why = kinds.includes("postgres")
      ? `${size} entries not measured`
      : "no PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)";
    lines.push(`| p50 ≤ ${p50} ms, p99 ≤ ${p99} ms at ${size} | PostgreSQL | ${why} | not checked |`);
  }
  for (const kind of kinds) {
    const small = find(kind, from);
    const large = find(kind, at);
    const label = `growth ${from.toLocaleString("en")} → ${size} ≤ ${growth}×`;
    if (!small || !large) {
      lines.push(
        `| ${label} | ${dbName(kind)} | ${from.toLocaleString("en")} and ${size} entries not both measured | not checked |`,
      );
      continue;
    }
    for (const p of ["p50", "p99"] as const) {
      const ratio = large[p] / small[p];
      lines.push(
        `| ${label} (${p}) | ${dbName(kind)} | ${small[p].toFixed(1)} → ${large[p].toFixed(1)} ms = ${ratio.toFixed(2)}× | ${verdict(ratio <= growth)} |`,
      );
    }
  }
  return lines.join("\n");
}

export async function searchTable(sizes = searchSizes()): Promise<string> {
  const table = [
    `| database | entries (each with PDF text) | p50 ms | p99 ms | queries with results (of ${QUERIES.length}) |`,
    "|---|---|---|---|---|",
  ];
  const measured: SearchRow[] = [];
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  // BENCH_SEARCH_DATABASES=postgres: the server only (a quicker look at one change).
  const only = process.env.BENCH_SEARCH_DATABASES?.split(",").map((s) => s.trim());
  const kinds = (server ? (["pglite", "postgres"] as const) : (["pglite"] as const)).filter(
    (kind) => !only || only.includes(kind),
  );
  for (const kind of kinds) {
    for (const total of sizes) {
      const opened =
        kind === "postgres"
          ? await postgresDatabase(server!)
          : { database: await openDatabase({ kind: "pglite" }), drop: async () => {} };
      try {
        if (kind === "pglite") opened.drop = () => opened.database.close();
        await fill(opened.database, total);
        await measure(opened.database, 2); // warm the plans and the buffers, as a running site has them
        const { p50, p99, hits, perQuery } = await measure(opened.database, 30);
        measured.push({ kind, total, p50, p99, hits, perQuery });
        table.push(
          `| ${dbName(kind)} | ${total.toLocaleString("en")} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${hits} |`,
        );
        console.error(`search: ${kind} ${total} done`);
      } finally {
        await opened.drop();
      }
    }
  }
  return [
    table.join("\n"),
    "The search targets:",
    searchVerdicts(measured),
    "Each query's p50 (ms), to see which grows:",
    perQueryTable(measured),
  ].join("\n\n");
}

/** One row a query, one column a database and size: each query's p50. */
export function perQueryTable(rows: SearchRow[]): string {
  const measured = rows.filter((r) => r.perQuery);
  const head = `| query | ${measured.map((r) => `${dbName(r.kind)} ${r.total.toLocaleString("en")}`).join(" | ")} |`;
  const lines = QUERIES.map(
    (q, n) => `| ${queryLabel(q)} | ${measured.map((r) => r.perQuery![n].toFixed(1)).join(" | ")} |`,
  );
  return [head, `|---|${measured.map(() => "---|").join("")}`, ...lines].join("\n");
}
