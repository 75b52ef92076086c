import { Hono, type Context } from "hono";
import { DENEME_REFUSED, readSave, resultPath, type DenemeRefusal } from "#core/deneme/deneme.ts";
import type { Services } from "#server/services.ts";
import { jsonObject, notFoundJson, privateAnswers, signedIn } from "./api-door";

/**
 * /api/v1/deneme (decision 0121): the exam page's script saves each choice as it is chosen, and
 * finishes; a client reads a finished attempt's result. Each save is read by the page form's
 * reader (readSave) and refused in DENEME_REFUSED's words; an attempt is its owner's only, and
 * the result (with the key) exists only after the pupil's end.
 */
const refuse = (c: Context, code: DenemeRefusal) => {
  const { status, message } = DENEME_REFUSED[code];
  return c.json({ code: DENEME_REFUSED[code].code, message }, status);
};

const attemptId = (c: Context) => {
  const id = Number(c.req.param("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function denemeRoutes(services: Services) {
  const api = new Hono();
  api.use("*", privateAnswers);

  api.post("/attempts/:id/answers", async (c) => {
    const user = await signedIn(services, c);
    if (user instanceof Response) return user;
    const id = attemptId(c);
    if (id === null) return notFoundJson(c);
    if (!(await services.deneme.takeSave(user.id))) return refuse(c, "too-many");
    const body = await jsonObject(c, 1_000);
    if (body instanceof Response) return body;
    const save = readSave(body);
    if (!save) return refuse(c, "invalid");
    const outcome = await services.deneme.save(user.id, id, [save]);
    return outcome === "saved" ? c.json({ saved: save }) : refuse(c, outcome);
  });

  api.post("/attempts/:id/finish", async (c) => {
    const user = await signedIn(services, c);
    if (user instanceof Response) return user;
    const id = attemptId(c);
    if (id === null) return notFoundJson(c);
    await services.deneme.finish(user.id, id);
    const result = await services.deneme.result(user.id, id);
    return result ? c.json({ result: resultPath(id), score: result.score }) : refuse(c, "not-found");
  });

  api.get("/attempts/:id", async (c) => {
    const user = await signedIn(services, c);
    if (user instanceof Response) return user;
    const id = attemptId(c);
    if (id === null) return notFoundJson(c);
    const result = await services.deneme.result(user.id, id);
    return result ? c.json(result) : refuse(c, "not-found");
  });

  return api;
}
