import type { Page } from "@playwright/test";
import { contentPath } from "#core/content.ts";
import type { ApiEntry } from "./content-helpers";

/** The demo's denemes (server/demo/deneme.ts): grade 8's in LGS form, grade 12's in YDT form, with their keys. */
export const DEMO = {
  lgs: { grade: 8, title: "Friendship, Teen Life & In the Kitchen: Term 1 Sample Exam", keys: "BCABCAB" },
  ydt: { grade: 12, title: "Music, Friendship & Human Rights: Term 1 Sample Exam", keys: "BCCDCB" },
} as const;

/** The demo entry of a deneme, with its page's address. */
export async function denemeEntry(page: Page, which: keyof typeof DEMO) {
  const { grade, title } = DEMO[which];
  const { items } = (await (await page.request.get(`/api/v1/contents?grade=${grade}&pageSize=100`)).json()) as {
    items: (ApiEntry & { sinif: number })[];
  };
  const entry = items.find((i) => i.konuIng === title);
  if (!entry) throw new Error(`no demo "${title}" in grade ${grade}`);
  return { id: entry.id, path: contentPath(entry) };
}

export const unique = () => `deneme-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
