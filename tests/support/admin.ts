import fs from "node:fs";
import path from "node:path";
import { users } from "#server/db/schema.ts";
import type { Services } from "#server/services.ts";
import { makeDemoPdf } from "#server/demo/pdf.ts";
import { SAME_SITE } from "#tests/support/requests.ts";

export type Who = "anonymous" | "user" | "admin";

/** Request headers for a visitor, a signed-in pupil or the admin (a real session in the database). */
export async function sessionHeaders(
  services: Services,
  who: Who,
  origin = SAME_SITE,
): Promise<Record<string, string>> {
  if (who === "anonymous") return { Origin: origin };
  const email = `${who}-${Math.random().toString(36).slice(2, 8)}@merdiven.test`;
  const [user] = await services.database.db
    .insert(users)
    .values({ email, role: who === "admin" ? "admin" : "user" })
    .returning();
  const { token } = await services.auth.createSession(user.id);
  return { Origin: origin, Cookie: `sid=${token}` };
}

const imagesDir = path.resolve(import.meta.dirname, "../../server/demo/images");

/** Small real files of each accepted kind, and impostors. */
export const files = {
  pdf: () =>
    makeDemoPdf({
      title: "Daily Routines",
      subtitle: "Günlük işler · 7. Sınıf",
      lines: ["I get up at seven.", "Saat yedide kalkarım."],
    }),
  webp: () => fs.readFileSync(path.join(imagesDir, "grade-7-a.webp")),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
  htmlAsPdf: () => Buffer.from("<!DOCTYPE html><html><body><script>alert(1)</script></body></html>"),
};

export interface ContentFields {
  sinif?: string;
  unite?: string;
  konuIng?: string;
  konuTr?: string;
  icerikTuru?: string;
  fileType?: string;
  donem?: string;
  link?: string;
}

export const validFields: Required<Omit<ContentFields, "link">> = {
  sinif: "7",
  unite: "2",
  konuIng: "Daily Routines",
  konuTr: "Günlük İşler",
  icerikTuru: "3",
  fileType: "pdf",
  donem: "1",
};

/** A multipart form as a browser sends it. */
export function contentForm(fields: ContentFields, file?: { bytes: Buffer; name: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (file)
    form.append(
      "file",
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return form;
}
