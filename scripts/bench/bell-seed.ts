import crypto from "node:crypto";
import pg from "pg";
import type { PictureKey } from "#core/picture-password.ts";
import { parseQuiz } from "#core/quiz-formats.ts";
import { hashPictureSecret, newPictureSecret } from "#server/auth/picture-password.ts";
import { INSTANCE_SITE_KEY } from "#scripts/peers/instances.ts";
import { classLinkKey, classLinkToken } from "#server/classes/class-link.ts";
import { ATTACKED, CLASSES, CODE_LETTERS, PUPILS_A_CLASS, QUIZ_TEXT, SECRETS } from "./bell-settings";

// The bell's school, written straight into PostgreSQL: teachers, classes, class pupils and one
// homework quiz a class (scripts/bench/bell.ts).

/** The key the instances make class links with (their TWO_STEP_KEY): the bench prints the same cards. */
const LINK_KEY = classLinkKey(INSTANCE_SITE_KEY);

export interface Pupil {
  id: number;
  classId: number;
  code: string;
  /** The class link's token, as the QR code of the pupil's printed card carries it (docs/decisions/0090). */
  link: string;
  secret: PictureKey[];
  attacked: boolean;
}

export interface Seeded {
  pupils: Pupil[];
  /** The homework item of each class. */
  homework: Map<number, number>;
  /** The quiz's version as the pupil's page gives it (its last change, in ms). */
  version: string;
  attackedClasses: number[];
}

/** The school year running today (1 September to 31 August): a past one would be purged by the hourly retention job. */
function schoolYear(now = new Date()): string {
  const y = now.getUTCFullYear();
  return now.getUTCMonth() >= 8 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

/** Teachers, classes, class pupils and one homework quiz a class, written in SQL (seconds, not minutes). */
export async function seed(url: string): Promise<Seeded> {
  const secrets = Array.from({ length: SECRETS }, () => newPictureSecret());
  const hashes = await Promise.all(secrets.map((s) => hashPictureSecret(s)));
  const parsed = parseQuiz(QUIZ_TEXT, "gift");
  if (!parsed.ok) throw new Error("the bench's quiz does not parse");
  const codes = new Set<string>();
  while (codes.size < CLASSES)
    codes.add(Array.from({ length: 6 }, () => CODE_LETTERS[crypto.randomInt(CODE_LETTERS.length)]).join(""));

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    const teachers = await client.query<{ id: number }>(
      `insert into users (email, role, email_verified_at) select 'ogretmen-' || g || '@zil.test', 'teacher', now() from generate_series(1, $1::int) g returning id`,
      [CLASSES],
    );
    const classRows = await client.query<{ id: number; join_code: string }>(
      `insert into classes (teacher_id, name, grade, school_year, join_code)
       select t, '5-' || chr(64 + o::int) || ' İngilizce', 5, $3, c from unnest($1::int[], $2::text[]) with ordinality as x(t, c, o)
       returning id, join_code`,
      [teachers.rows.map((t) => t.id), [...codes], schoolYear()],
    );
    const classIds = classRows.rows.map((c) => c.id);
    // Secret i % SECRETS for the i-th pupil of a class. The sealed copy is only read for the teacher's cards, which this bench never opens.
    const pupilRows = await client.query<{ id: number; class_id: number; picture_hash: string }>(
      `insert into users (class_id, picture_hash, picture_sealed)
       select c, ($2::text[])[1 + g % ${SECRETS}], 'not-sealed-bench' from unnest($1::int[]) c, generate_series(1, ${PUPILS_A_CLASS}) g
       returning id, class_id, picture_hash`,
      [classIds, hashes],
    );
    await client.query(
      `insert into class_members (class_id, user_id, display_name, consent_at)
       select class_id, id, 'Öğrenci ' || row_number() over (partition by class_id order by id), now() from users where class_id = any($1::int[])`,
      [classIds],
    );
    const entry = await client.query<{ id: number }>(
      `insert into contents (sinif, unite, donem, konu_ing, konu_tr, icerik_turu, file_type, file) values (5, 5, 1, 'The bell quiz', 'Zil testi', 8, 'pdf', 'zil-00000000.pdf') returning id`,
    );
    const entryId = entry.rows[0].id;
    // To the millisecond: the version the page gives is the change's time in ms.
    const quiz = await client.query<{ version: string }>(
      `insert into quizzes (content_id, format, source, questions, updated_at) values ($1, 'gift', $2, $3, date_trunc('milliseconds', now()))
       returning (extract(epoch from updated_at) * 1000)::bigint::text as version`,
      [entryId, QUIZ_TEXT, JSON.stringify(parsed.quiz)],
    );
    // Due later today, Istanbul time (at least an hour from now).
    const items = await client.query<{ id: number; class_id: number }>(
      `insert into homework (class_id, content_id, kind, due_at)
       select c, $2, 'quiz', greatest(now() + interval '1 hour', (date_trunc('day', now() at time zone 'Europe/Istanbul') + interval '23 hours 59 minutes') at time zone 'Europe/Istanbul')
       from unnest($1::int[]) c returning id, class_id`,
      [classIds, entryId],
    );
    await client.query("commit");
    await client.query("analyze");

    const secretOf = new Map(hashes.map((h, i) => [h, secrets[i]]));
    const codeOf = new Map(classRows.rows.map((c) => [c.id, c.join_code]));
    const attackedClasses = classIds.slice(0, ATTACKED);
    return {
      pupils: pupilRows.rows.map((p) => ({
        id: p.id,
        classId: p.class_id,
        code: codeOf.get(p.class_id)!,
        link: classLinkToken(LINK_KEY, p.class_id, codeOf.get(p.class_id)!),
        secret: secretOf.get(p.picture_hash)!,
        attacked: attackedClasses.includes(p.class_id),
      })),
      homework: new Map(items.rows.map((h) => [h.class_id, h.id])),
      version: quiz.rows[0].version,
      attackedClasses,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
