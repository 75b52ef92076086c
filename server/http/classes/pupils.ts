/**
 * A class's pupils over JSON (docs/decisions/0066, 0068): the roster, new class
 * pupils from names, their cards, a new set of pictures, and the class's picture wait.
 */
import { pupilNamesField } from "#core/classes/pupil-names.ts";
import { tr } from "#core/messages.ts";
import { invalidJson, jsonBody, notFoundJson } from "#server/http/api-door.ts";
import type { Services } from "#server/services.ts";
import { cardJson, memberOf, ownClass, ownClassOrAdmin, type ClassContext } from "./door";

/** At most this many bytes of JSON in a list of names (40 names and their quotes). */
const MAX_NAMES_JSON_BYTES = 8 * 1024;

export async function listPupils(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const roster = await services.classPupils.roster(own.user, own.id);
  if (!roster) return notFoundJson(c);
  // Results only with the parent's consent: `progress` is null until it is recorded.
  return c.json({
    items: roster.map((m) => ({
      userId: m.userId,
      displayName: m.displayName,
      classPupil: m.classPupil,
      joinedAt: m.joinedAt.toISOString(),
      consentAt: m.consentAt?.toISOString() ?? null,
      progress: m.progress,
    })),
  });
}

/** New class pupils from `names`: the page's text (a name a line) or a list; a body that is not an object has none. */
export async function addPupils(services: Services, c: ClassContext) {
  const own = await ownClass(services, c);
  if (own instanceof Response) return own;
  const body = await jsonBody(c, MAX_NAMES_JSON_BYTES);
  if (body instanceof Response) return body;
  const field = pupilNamesField((body.value as { names?: unknown } | null)?.names);
  if (!field.ok) return invalidJson(c, { names: field.message });
  const added = await services.classPupils.add(own.user, own.id, field.text);
  if (added === null) return notFoundJson(c);
  if (!added.ok) return invalidJson(c, { names: added.message });
  const cards = await services.classPupils.cards(own.user, own.id);
  return c.json({ items: added.pupils.map((p) => cardJson(services, cards!.class.id, cards!.class.joinCode, p)) }, 201);
}

export async function pupilCards(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const cards = await services.classPupils.cards(own.user, own.id);
  if (!cards) return notFoundJson(c);
  return c.json({ items: cards.pupils.map((p) => cardJson(services, cards.class.id, cards.class.joinCode, p)) });
}

export async function resetPictures(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const card = await services.classPupils.resetPictures(own.user, own.id, memberOf(c));
  if (!card) return notFoundJson(c);
  const cards = await services.classPupils.cards(own.user, own.id, card.userId);
  return c.json(cardJson(services, cards!.class.id, cards!.class.joinCode, card));
}

// The class's picture sign-in, waiting after too many wrong tries across the class (docs/decisions/0068): read, and lifted by its
// teacher or an admin (a former teacher's class has no teacher to lift it: docs/decisions/0088).

export async function pictureWait(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  const hours = await services.classPupils.pictureWait(own.user, own.id);
  if (hours === null) return notFoundJson(c);
  return c.json({ waiting: hours > 0, opensInHours: hours });
}

export async function liftPictureWait(services: Services, c: ClassContext) {
  const own = await ownClassOrAdmin(services, c);
  if (own instanceof Response) return own;
  if (!(await services.classPupils.liftPictureWait(own.user, own.id))) return notFoundJson(c);
  return c.json({ code: "picture-wait-lifted", message: tr.classes.pictureWaitLifted });
}
