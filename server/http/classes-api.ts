import { Hono } from "hono";
import { privateAnswers } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import { createClass, deleteClass, getClass, listClasses, newClassCode, patchClass } from "./classes/classes";
import {
  deleteHomework,
  getHomework,
  homeworkGrid,
  homeworkQuestions,
  listHomework,
  writeHomework,
} from "./classes/homework";
import type { ClassesEnv } from "./classes/door";
import { joinClass } from "./classes/join";
import { removeMember, setConsent } from "./classes/members";
import { addPupils, liftPictureWait, listPupils, pictureWait, pupilCards, resetPictures } from "./classes/pupils";

/**
 * /api/v1/classes (docs/decisions/0064): the class pages' rules as JSON. The
 * site's session cookie authenticates, as for every API write (the CSRF middleware has
 * already refused a cross-site mutation); 401 without a session, 403 for an account that
 * is not a teacher's, and 404 for a class that is not the teacher's own: the service reads
 * a class only where its teacher is the caller. The handlers live in ./classes/, by what they do.
 */
export function classRoutes(services: Services) {
  const api = new Hono<ClassesEnv>();
  api.use("*", privateAnswers);

  // A pupil joins (before /:id, which it would otherwise look like).
  api.post("/join", (c) => joinClass(services, c));

  // A teacher's classes.
  api.get("/", (c) => listClasses(services, c));
  api.post("/", (c) => createClass(services, c));
  api.get("/:id", (c) => getClass(services, c));
  api.patch("/:id", (c) => patchClass(services, c));
  api.post("/:id/code", (c) => newClassCode(services, c));

  // Class pupils without an address (docs/decisions/0066).
  api.get("/:id/pupils", (c) => listPupils(services, c));
  api.post("/:id/pupils", (c) => addPupils(services, c));
  api.get("/:id/pupils/cards", (c) => pupilCards(services, c));
  api.post("/:id/pupils/:userId/pictures", (c) => resetPictures(services, c));
  api.put("/:id/pupils/:userId/consent", (c) => setConsent(services, c, true));
  api.delete("/:id/pupils/:userId/consent", (c) => setConsent(services, c, false));
  // A class pupil's account is deleted (it belongs to the class); an own account only leaves.
  // Both addresses: /pupils/{userId} for the teacher's own pupils, /members/{userId} from part A.
  api.delete("/:id/pupils/:userId", (c) => removeMember(services, c));
  api.delete("/:id/members/:userId", (c) => removeMember(services, c));
  api.get("/:id/picture-wait", (c) => pictureWait(services, c));
  api.delete("/:id/picture-wait", (c) => liftPictureWait(services, c));

  // Homework (docs/decisions/0069): the class's teacher, or an admin. The grid before
  // /:hid, which it would otherwise look like.
  api.get("/:id/homework", (c) => listHomework(services, c));
  api.post("/:id/homework", (c) => writeHomework(services, c, false));
  api.put("/:id/homework/:hid", (c) => writeHomework(services, c, true));
  api.get("/:id/homework/grid", (c) => homeworkGrid(services, c, false));
  api.get("/:id/homework/grid.csv", (c) => homeworkGrid(services, c, true));
  api.get("/:id/homework/:hid/questions", (c) => homeworkQuestions(services, c));
  api.get("/:id/homework/:hid", (c) => getHomework(services, c));
  api.delete("/:id/homework/:hid", (c) => deleteHomework(services, c));

  api.delete("/:id", (c) => deleteClass(services, c));
  return api;
}
