import { z } from "#core/zod.ts";

/**
 * A request's JSON Schema from the zod schema its door validates with (docs/decisions/0097):
 * `z.toJSONSchema` on the input side, so what a client may send is what the door parses, with
 * three readings of our own where zod's emitter says less than the door enforces.
 */

export type JsonSchema = Record<string, unknown>;

/** What a door checks outside zod (a date's format, a time's pattern) and the prose for people: never a type or a bound. */
export interface FieldNote {
  description?: string;
  examples?: unknown[];
  format?: string;
  pattern?: string;
}

type ZodDef = { type: string; in?: ZodNode; out?: ZodNode; innerType?: ZodNode; shape?: Record<string, ZodNode> };
type ZodNode = { _zod: { def: ZodDef; optin?: string; traits: Set<string> } };

const defOf = (schema: unknown) => (schema as ZodNode)._zod.def;

/**
 * A field is optional in what is sent only where one of its steps says so. zod's emitter asks
 * the outermost pipe, which answers for a read-then-transform pipe inside it ("optional", so a
 * transform may see a missing key) although the door refuses the missing field.
 */
function optionalInput(schema: ZodNode): boolean {
  const def = schema._zod.def;
  if (def.type === "pipe")
    return def.in!._zod.traits.has("$ZodTransform") ? optionalInput(def.out!) : optionalInput(def.in!);
  if (def.type === "optional" || def.type === "default" || def.type === "prefault") return true;
  return false;
}

/** The JSON type of a list of values: "string" or "integer" (a `choice` field's values, given by its `.meta({ enum })`). */
function typeOfValues(values: unknown[]): string | undefined {
  if (values.every((v) => typeof v === "string")) return "string";
  if (values.every((v) => Number.isInteger(v))) return "integer";
  return undefined;
}

/**
 * A pipe that reads loosely (text or a number, a text of any length) and then holds the value
 * to a rule: the rule is what the door answers by, so the document shows it. The first read's
 * bound stays where the rule has none (a join code's 20 characters before its spaces are dropped).
 */
function preferRule(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  const def = defOf(ctx.zodSchema);
  const json = ctx.jsonSchema;
  if (def.type === "object") {
    json.required = Object.entries(def.shape ?? {})
      .filter(([, field]) => !optionalInput(field))
      .map(([name]) => name);
    return;
  }
  if (def.type !== "pipe") return;
  if (Array.isArray(json.enum) && json.anyOf) {
    delete json.anyOf;
    json.type = typeOfValues(json.enum);
    return;
  }
  const rule = z.toJSONSchema(def.out as unknown as z.ZodType, { io: "output", unrepresentable: "any" }) as JsonSchema;
  delete rule.$schema;
  if (rule.type === undefined) return;
  if (json.anyOf) delete json.anyOf;
  else if (json.type !== undefined && json.type !== rule.type) return;
  Object.assign(json, rule);
}

/** The JSON Schema of what `schema` accepts, each named field with its note (a note for a field the schema lacks is a mistake: thrown). */
export function fromZod(schema: z.ZodType, notes: Record<string, FieldNote> = {}): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", override: preferRule }) as JsonSchema;
  delete json.$schema;
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, note] of Object.entries(notes)) {
    if (!properties[name]) throw new Error(`openapi: the schema has no field ${name}`);
    Object.assign(properties[name], note);
  }
  if (Array.isArray(json.required) && json.required.length === 0) delete json.required;
  return json;
}

/** One field of a derived object, for a body a door reads partly by zod and partly by hand (PATCH /classes/{id}). */
export function fieldOf(schema: z.ZodType, name: string, note: FieldNote = {}): JsonSchema {
  const properties = fromZod(schema, { [name]: note }).properties as Record<string, JsonSchema>;
  return properties[name];
}

/**
 * An answer's JSON Schema from a zod schema of what the door sends (the output side). zod marks a
 * bare integer with the safe-integer bounds, which say nothing of a JSON number, and gives a list of
 * whole numbers the type "number": both are read as the document says them. An object is left open
 * (no `additionalProperties: false`): answers are extended with `allOf` (a search match adds its
 * `snippet`), which a closed object would refuse.
 */
function tidyAnswer(ctx: { jsonSchema: JsonSchema }): void {
  const json = ctx.jsonSchema;
  if (json.additionalProperties === false) delete json.additionalProperties;
  if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
  if (Array.isArray(json.enum) && json.type === "number") json.type = typeOfValues(json.enum) ?? "number";
}

export function answerFromZod(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: "output", override: tidyAnswer }) as JsonSchema;
  delete json.$schema;
  return json;
}
