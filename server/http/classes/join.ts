/** POST /api/v1/classes/join: a signed-in pupil joins a class by its code, the /katil form's rules and refusals. */
import { readJoin } from "#core/classes/forms.ts";
import { tr } from "#core/messages.ts";
import { signedIn } from "#server/http/api-door.ts";
import { clientKey } from "#server/http/client-address.ts";
import type { Services } from "#server/services.ts";
import { readJsonBody, refusedJson, type ClassContext } from "./door";

export async function joinClass(services: Services, c: ClassContext) {
  const user = await signedIn(services, c);
  if (user instanceof Response) return user;
  const read = await readJsonBody(c, readJoin);
  if (read instanceof Response) return read;
  const address = clientKey(
    c.env?.incoming?.socket.remoteAddress,
    c.req.header("X-Forwarded-For"),
    services.config.TRUST_PROXY,
  );
  const result = await services.classes.join(user.id, read.input, address);
  if (result.ok)
    return c.json(
      { classId: result.classId, name: result.name, code: "joined", message: tr.classJoin.joined(result.name) },
      201,
    );
  return refusedJson(c, result.code);
}
