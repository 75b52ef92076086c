/**
 * Rules for doors: the modules where a request comes in (a page's route module under app/routes/,
 * its .server.ts adapter, a JSON door server/http/<feature>-api.ts). A door reads fields with the
 * feature's one reader and words its refusals with the feature's one refusal table, both in
 * core/<feature>/ (docs/conventions.md). A door that writes its own copy of either drifts from the
 * other door of the same feature: the page then accepts what the API refuses, or says it otherwise.
 */

/** `tr.x`, `tr.classes.x`, `trClasses.x`: a member expression whose root is the message catalogue. */
function isMessage(node) {
  if (node?.type !== "MemberExpression") return false;
  let root = node;
  while (root.type === "MemberExpression") root = root.object;
  return root.type === "Identifier" && /^tr(?:[A-Z]\w*)?$/.test(root.name);
}

/** A string that reads as a Turkish sentence: the dotless ı, the dotted İ and ç ğ ö ş ü are not in English. */
const TURKISH_LETTERS = [..."çğıöşüÇĞİÖŞÜ"];
const isTurkishText = (node) =>
  node?.type === "Literal" && typeof node.value === "string" && TURKISH_LETTERS.some((c) => node.value.includes(c));

const valuesOf = (object) => object.properties.map((p) => (p.type === "Property" ? p.value : null));

/** `Record<K, string>` as a type annotation. */
function isStringRecord(annotation) {
  const type = annotation?.typeAnnotation;
  const args = type?.typeArguments ?? type?.typeParameters;
  return (
    type?.type === "TSTypeReference" &&
    type.typeName?.name === "Record" &&
    args?.params?.[1]?.type === "TSStringKeyword"
  );
}

/**
 * (a) A regular expression over field names. What tells a regular expression over field names
 * (`/^q\d+$/.test(key)`) from any other is what the string tested is, which lint cannot know; so this
 * approximates: a RegExp literal anchored at the start (`^`) and passed to `.test` in a door. That
 * also catches a door's own check of a field's value (`/^\d{1,9}$/.test(raw)`), which belongs to the
 * field's one reader in core/ as well; a request header tested (`Content-Type`) is let through.
 */
/** `c.req.header("Content-Type")`, `request.headers.get("Accept")`, with a `?? ""` after it. */
function isHeaderRead(node) {
  while (node?.type === "LogicalExpression") node = node.left;
  const callee = node?.type === "CallExpression" ? node.callee : null;
  if (callee?.type !== "MemberExpression") return false;
  const name = callee.property.name;
  return (
    name === "header" ||
    (name === "get" && callee.object.type === "MemberExpression" && callee.object.property.name === "headers")
  );
}

/** Whether the tested string is a request header (a header read, or a const holding one): not a field. */
function testsHeader(context, node) {
  if (isHeaderRead(node)) return true;
  if (node?.type !== "Identifier") return false;
  const variable = context.sourceCode.getScope(node).references.find((r) => r.identifier === node)?.resolved;
  const init = variable?.defs.length === 1 ? variable.defs[0].node.init : null;
  return isHeaderRead(init);
}

const noFieldPattern = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "a door defines no regular expression over field names: the feature's one reader in core/<feature>/ does",
    },
    schema: [],
    messages: {
      pattern: "A door reads fields through core/<feature>/'s reader, not its own /{{source}}/ (docs/conventions.md).",
    },
  },
  create(context) {
    return {
      "CallExpression[callee.type='MemberExpression'][callee.property.name='test']"(node) {
        const pattern = node.callee.object;
        if (
          pattern.type === "Literal" &&
          pattern.regex?.pattern.startsWith("^") &&
          !testsHeader(context, node.arguments[0])
        ) {
          context.report({ node: pattern, messageId: "pattern", data: { source: pattern.regex.pattern } });
        }
      },
    };
  },
};

/**
 * (b) A table from codes to messages: an object literal of two or more entries whose values are all
 * members of the catalogue (`{ locked: trClasses.codeLocked, … }`), or a `Record<…, string>` const
 * whose values are all messages (from the catalogue or Turkish text).
 */
const noMessageTable = {
  meta: {
    type: "suggestion",
    docs: {
      description:
        "a door defines no table from codes to messages: the feature's refusal table in core/<feature>/ does",
    },
    schema: [],
    messages: {
      table:
        "A door words its refusals through core/<feature>/'s refusal table, not a table of its own (docs/conventions.md).",
    },
  },
  create(context) {
    const reported = new Set();
    const report = (node) => {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId: "table" });
    };
    return {
      ObjectExpression(node) {
        const values = valuesOf(node);
        if (values.length >= 2 && values.every(isMessage)) report(node);
      },
      VariableDeclarator(node) {
        if (node.init?.type !== "ObjectExpression" || !isStringRecord(node.id.typeAnnotation)) return;
        const values = valuesOf(node.init);
        if (values.length >= 1 && values.every((v) => isMessage(v) || isTurkishText(v))) report(node.init);
      },
    };
  },
};

export default { rules: { "no-field-pattern": noFieldPattern, "no-message-table": noMessageTable } };
