/**
 * 'Deneme' (decision 0121): an exam entry's quiz sat as a timed practice exam in LGS, YDT or
 * school-exam form. The pupil's start, saves, finish and result (server/deneme/deneme-pupil.ts,
 * deneme-result.ts), the admin's settings (deneme-admin.ts); every read of an attempt is its
 * owner's only, and no read returns the key before the pupil's end.
 */
import type { DenemeRefusal, DenemeSave } from "#core/deneme/deneme.ts";
import type { SettingsRead } from "#core/deneme/settings.ts";
import { accountLimitKey, RATE_LIMITS, type RateLimiter } from "#server/auth/rate-limit.ts";
import type { ChangeBus } from "#server/changes/change-bus.ts";
import type { Db } from "#server/db/client.ts";
import { adminView, removeSettings, saveSettings, type DenemeAdminView } from "./deneme-admin";
import { finishAttempt } from "./deneme-common";
import { exam, intro, save, start, type DenemeIntro, type ExamView } from "./deneme-pupil";
import { exportOf, result, type DenemeExport, type DenemeResult } from "./deneme-result";
import { denemeTeacher, type DenemeTeacher } from "./deneme-teacher";

export type { DenemeExport, DenemeIntro, DenemeResult, ExamView };

/** With the teacher's parts: a class's start, report and booklet (deneme-teacher.ts, decision 0123). */
export interface DenemeService extends DenemeTeacher {
  /** The start page: the deneme's form, minutes and questions; the pupil's running attempt and history. */
  intro(userId: number | null, contentId: number): Promise<DenemeIntro | null>;
  /** Starts the pupil's attempt (or hands back the running one); the times are the server's. */
  start(userId: number, contentId: number): Promise<{ attemptId: number } | null>;
  /** The running attempt as the exam page shows it, without keys; `finished` once the time is up. */
  exam(userId: number, contentId: number): Promise<ExamView | { finished: number } | null>;
  /** Saves answers into the pupil's own running attempt, before its end only. */
  save(userId: number, attemptId: number, saves: DenemeSave[]): Promise<"saved" | DenemeRefusal>;
  /** Finishes the pupil's attempt; finishing twice, or racing the time up, gives one result. */
  finish(userId: number, attemptId: number): Promise<void>;
  /** The owner's result of a finished attempt, or null. */
  result(userId: number, attemptId: number): Promise<DenemeResult | null>;
  exportOf(userId: number): Promise<DenemeExport>;
  /** One save post taken from the pupil's hourly limit; false past it. */
  takeSave(userId: number): Promise<boolean>;
  adminView(contentId: number): Promise<DenemeAdminView | null>;
  saveSettings(contentId: number, raw: Record<string, unknown>): Promise<SettingsRead | null>;
  removeSettings(contentId: number): Promise<void>;
}

/** `changes`: the admin's settings change an entry's page (its link to the deneme): every instance's cache empties. */
export function createDenemeService(db: Db, limiter: RateLimiter, changes?: Pick<ChangeBus, "publish">): DenemeService {
  return {
    intro: (userId, contentId) => intro(db, userId, contentId),
    start: (userId, contentId) => start(db, userId, contentId),
    exam: (userId, contentId) => exam(db, userId, contentId),
    save: (userId, attemptId, saves) => save(db, userId, attemptId, saves),
    finish: async (userId, attemptId) => void (await finishAttempt(db, userId, attemptId)),
    result: (userId, attemptId) => result(db, userId, attemptId),
    exportOf: (userId) => exportOf(db, userId),
    takeSave: (userId) => limiter.hit(accountLimitKey("deneme:saves", userId), RATE_LIMITS.denemeSavesPerAccount),
    adminView: (contentId) => adminView(db, contentId),
    saveSettings: async (contentId, raw) => {
      const read = await saveSettings(db, contentId, raw);
      if (read?.ok) await changes?.publish();
      return read;
    },
    removeSettings: async (contentId) => {
      await removeSettings(db, contentId);
      await changes?.publish();
    },
    ...denemeTeacher(db),
  };
}
