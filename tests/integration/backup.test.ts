import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileKey } from "#core/content.ts";
import { createAuthService } from "#server/auth/auth-service.ts";
import { createDbRateLimiter } from "#server/auth/rate-limit.ts";
import { createBackup, restoreBackup, RestoreRefusedError } from "#server/backup/backup.ts";
import { createContentService } from "#server/content/content-service.ts";
import { createMessageService } from "#server/messages/message-service.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { everyEngine, freshDatabase } from "#tests/support/database.ts";
import { makeContent } from "#tests/support/factories.ts";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "merdiven-backup-test-"));
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

describe.each(everyEngine)("backup and restore on %s", (kind) => {
  it("brings the database and every file back into an empty installation", async () => {
    const source = await freshDatabase(kind);
    const target = await freshDatabase(kind);
    const sourceFiles = createLocalStorage(path.join(temp, kind, "source"));
    const targetFiles = createLocalStorage(path.join(temp, kind, "target"));
    const archive = path.join(temp, kind, "backup.tar.gz");
    try {
      const entry = await makeContent(source, {
        sinif: 9,
        type: "/reading",
        konuIng: "Bridging Cultures",
        konuTr: "Kültürler Arası Köprü",
        file: "bridging-cultures-1a2b3c4d.pdf",
      });
      await makeContent(source, { sinif: 9, type: "/reading", unite: 2, fileType: "video" });
      await sourceFiles.put(fileKey(entry)!, Buffer.from("%PDF-1.4 yedek deneme"), "application/pdf");
      const auth = createAuthService(source.db, createDbRateLimiter(source.db));
      await auth.upsertAdmin("ogretmen@example.com", "tebesir-tozu-9");
      await createMessageService(source.db, createDbRateLimiter(source.db)).submit(
        { name: "Deniz", email: "deniz@example.com", message: "Yedek mesajı" },
        "10.5.0.1",
        { contentId: entry.id },
      );

      const made = await createBackup(source.db, sourceFiles, archive);
      expect(made.tables).toMatchObject({ contents: 2, users: 1, messages: 1 });
      expect(made.files).toBe(1);

      const restored = await restoreBackup(target.db, targetFiles, archive);
      expect(restored.files).toBe(1);
      const content = createContentService(target.db);
      expect(await content.stats()).toEqual({ contentCount: 2, gradeCount: 1 });
      expect((await content.getById(entry.id))?.konuTr).toBe("Kültürler Arası Köprü");
      expect(
        await createAuthService(target.db, createDbRateLimiter(target.db)).login(
          { email: "ogretmen@example.com", password: "tebesir-tozu-9" },
          "x",
        ),
      ).toMatchObject({
        ok: true,
        user: { role: "admin" },
      });
      const inbox = await createMessageService(target.db, createDbRateLimiter(target.db)).inbox(1);
      expect(inbox.items[0]).toMatchObject({ message: "Yedek mesajı", content: { id: entry.id } });
      const chunks: Buffer[] = [];
      for await (const c of await targetFiles.read(fileKey(entry)!)) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).toString()).toBe("%PDF-1.4 yedek deneme");

      // New rows continue after the restored ids.
      const next = await makeContent(target, { sinif: 9 });
      expect(next.id).toBeGreaterThan(entry.id + 1);

      // A second restore into a filled installation is refused and changes nothing.
      await expect(restoreBackup(target.db, targetFiles, archive)).rejects.toBeInstanceOf(RestoreRefusedError);
      expect((await content.stats()).contentCount).toBe(3);
    } finally {
      await source.close();
      await target.close();
    }
  });
});
