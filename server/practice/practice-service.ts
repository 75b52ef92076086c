import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { createPracticeAdmin, type PracticeAdmin } from "./practice-admin";
import type { PictureStore } from "./quiz-pictures";
import { createPracticeFlashcards, type PracticeFlashcards } from "./practice-flashcards";
import { createPracticePages, type PracticePages } from "./practice-pages";
import { createPracticeResults, type PracticeResults } from "./practice-results";

// Callers import these from here: the service's parts hold them, and content-admin-service.ts
// writes an entry's practice in the entry's own transaction.
export { writePractice, type Problems } from "./practice-admin";
export type { Practice } from "./practice-pages";

/**
 * Word lists and quizzes of entries: what their pages show, the pupils' answers and results,
 * their flashcards, and the admin's editing of them.
 */
export interface PracticeService extends PracticePages, PracticeAdmin, PracticeResults, PracticeFlashcards {}

/**
 * `changes`: told of every stored or removed list and quiz, so the pages every visitor
 * shares (server/http/response-cache.ts) show them at once, and a quiz form with an old
 * version is not served after the quiz changed. The demo seed, before any page, has none.
 */
export function createPracticeService(
  db: Db,
  changes?: Pick<ChangeBus, "publish">,
  pictures?: PictureStore,
): PracticeService {
  return {
    ...createPracticePages(db),
    ...createPracticeAdmin(db, changes, pictures),
    ...createPracticeResults(db),
    ...createPracticeFlashcards(db),
  };
}
