import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#server/db/schema.ts";
import { useTestSite } from "#tests/support/test-site.ts";

/**
 * The privacy notice promises to say exactly what is kept. Every table of the schema is named
 * here with the words of the notice's part that tells a parent about it, or with the reason it
 * holds nobody's data; a new table fails this test until the notice says what it keeps.
 */
const NOTICE_PART: Record<string, string> = {
  users: "Resimli giriş (sınıf hesapları)",
  sessions: "Oturumlar",
  user_tokens: "Şifre sıfırlama bağlantıları",
  google_flows: "Google ile giriş",
  two_step: "Yönetici hesapları",
  recovery_codes: "Yönetici hesapları",
  pending_logins: "Yönetici hesapları",
  imports: "Yönetici hesapları",
  import_items: "Yönetici hesapları",
  rate_limits: "Güvenlik sayaçları",
  teacher_requests: "Öğretmen başvurusu",
  classes: "Sınıflar ve sınıf üyeliği",
  class_members: "Sınıflar ve sınıf üyeliği",
  homework: "Ödevler",
  homework_pupils: "Ödevler",
  homework_progress: "Ödevler",
  homework_tries: "Ödevler",
  parent_links: "Veli bağlantısı",
  pupil_marks: "Kaydettiklerin ve ilerlemen",
  quiz_results: "Test sonuçların ve kelime kartların",
  flashcard_boxes: "Test sonuçların ve kelime kartların",
  review_cards: "Günlük tekrar",
  review_log: "Günlük tekrar",
  review_days: "Günlük tekrar",
  review_settings: "Günlük tekrar",
  deneme_attempts: "Deneme sınavları",
  deneme_answers: "Deneme sınavları",
  deneme_class_sessions: "Deneme sınavları",
  openings: "İçeriklerin açılma sayıları",
  messages: "Mesajlar",
  subscribers: "Bülten",
  subscriber_tokens: "Bülten",
  outbox: "Gönderilen e-postalar",
};
/** Tables of the lessons themselves: the admin's material, no person's data. */
const MATERIAL = new Set([
  "contents",
  "units",
  "pdf_texts",
  "pdf_pages",
  "file_hashes",
  "quizzes",
  "word_lists",
  "deneme_settings",
]);

describe("the privacy notice", () => {
  const site = useTestSite();

  it("tells a parent about every table that keeps a person's data, classes and homework included", async () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    expect(tables.length).toBeGreaterThan(30);
    const untold = tables.filter((name) => !MATERIAL.has(name) && !(name in NOTICE_PART));
    expect(untold, "tables the notice does not speak of").toEqual([]);

    const notice = await (await site.app.request("/gizlilik")).text();
    for (const [table, part] of Object.entries(NOTICE_PART)) expect(notice, table).toContain(part);
    // The hash it names is the one the code uses (decision 0065), for passwords and pictures alike.
    expect(notice).toContain("argon2id");
    expect(notice).not.toContain("scrypt");
  });
});
