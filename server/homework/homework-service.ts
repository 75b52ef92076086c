/**
 * 'Ödevler' (docs/decisions/0069): one service of three audiences, each in its own
 * module with its own interface: the teacher's (teacher.ts), the pupil's (pupil.ts) and the
 * parent's link (parent-links.ts), reading what they share through queries.ts. Composed here
 * so that `services.homework` stays one thing for its callers.
 */
import type { RateLimiter } from "#server/auth/rate-limit.ts";
import type { Db } from "#server/db/client.ts";
import { createParentLinks, type ParentLinkService } from "./parent-links";
import { createPupilHomework, type PupilHomeworkService } from "./pupil";
import { createTeacherHomework, type TeacherHomeworkService } from "./teacher";

export interface HomeworkService extends TeacherHomeworkService, PupilHomeworkService, ParentLinkService {}

export function createHomeworkService(db: Db, limiter?: RateLimiter): HomeworkService {
  return { ...createTeacherHomework(db), ...createPupilHomework(db, limiter), ...createParentLinks(db, limiter) };
}
