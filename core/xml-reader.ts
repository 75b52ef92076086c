/**
 * A reader for the small, plain XML that quiz exports are (Moodle XML): elements,
 * attributes, text, CDATA, comments and the XML declaration. It refuses a document type
 * declaration outright, so an entity can be neither external (XXE: a file of the server read
 * into a question) nor nested (the 'billion laughs' that grow a kilobyte into gigabytes).
 * Only XML's five named entities and numeric references are read. It reads in one pass, with
 * limits on size, depth and element count checked as it goes; it never throws: a document it
 * cannot read is a `problem` with the line it stands on.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (CDATA included), its children's not. */
  text: string;
  /** The line its start tag stands on. */
  line: number;
}

export type XmlProblem = "too-large" | "doctype" | "malformed" | "too-deep" | "too-many";
export type XmlRead = { ok: true; root: XmlElement } | { ok: false; problem: XmlProblem; line: number };

export interface XmlLimits {
  maxChars: number;
  maxDepth: number;
  maxElements: number;
}

const DEFAULT_LIMITS: XmlLimits = { maxChars: 2_000_000, maxDepth: 16, maxElements: 100_000 };

const NAMED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
const NAME = /^[A-Z_][\w.-]{0,63}$/i;
/** One attribute: name="value" or name='value'. Sticky, read where the scanner stands. */
const ATTRIBUTE = /\s*([A-Z_][\w.:-]{0,63})\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/iy;

class Malformed extends Error {
  /** `at`: where the reader stood, when not where readXml's own cursor is (a start tag read apart). */
  constructor(
    readonly problem: XmlProblem,
    readonly at?: number,
  ) {
    super(problem);
  }
}

/** `&lt;`, `&#233;`, `&#xE9;` read back; anything else is malformed (no other entity exists without a DTD). */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  let out = "";
  let i = 0;
  while (i < text.length) {
    const amp = text.indexOf("&", i);
    if (amp < 0) break;
    out += text.slice(i, amp);
    const semi = text.indexOf(";", amp);
    if (semi < 0 || semi - amp > 10) throw new Malformed("malformed");
    const ref = text.slice(amp + 1, semi);
    let decoded: string | undefined = NAMED[ref];
    if (decoded === undefined && /^#\d{1,7}$/.test(ref)) decoded = codePoint(Number(ref.slice(1)));
    else if (decoded === undefined && /^#x[0-9a-fA-F]{1,6}$/.test(ref)) decoded = codePoint(parseInt(ref.slice(2), 16));
    if (decoded === undefined) throw new Malformed("malformed");
    out += decoded;
    i = semi + 1;
  }
  return out + text.slice(i);
}

function codePoint(n: number): string | undefined {
  return n > 0 && n <= 0x10ffff && !(n >= 0xd800 && n <= 0xdfff) ? String.fromCodePoint(n) : undefined;
}

/** A start tag's name, attributes and whether it closes itself, read from just after its '<'; `end` is just past its '>'. */
function readStartTag(
  text: string,
  from: number,
): { name: string; attributes: Record<string, string>; selfClosing: boolean; end: number } {
  let at = from;
  const nameEnd = text.slice(at, at + 65).search(/[\s/>]/);
  if (nameEnd <= 0) throw new Malformed("malformed", at);
  const name = text.slice(at, at + nameEnd);
  if (!NAME.test(name)) throw new Malformed("malformed", at);
  at += nameEnd;
  const attributes: Record<string, string> = {};
  for (;;) {
    ATTRIBUTE.lastIndex = at;
    const match = ATTRIBUTE.exec(text);
    if (!match) break;
    if (Object.keys(attributes).length >= 32) throw new Malformed("malformed", at);
    attributes[match[1]] = decodeEntities(match[2] ?? match[3]);
    at = ATTRIBUTE.lastIndex;
  }
  while (/\s/.test(text[at] ?? "")) at++;
  const selfClosing = text.startsWith("/>", at);
  if (!selfClosing && text[at] !== ">") throw new Malformed("malformed", at);
  return { name, attributes, selfClosing, end: at + (selfClosing ? 2 : 1) };
}

export function readXml(input: string, limits: XmlLimits = DEFAULT_LIMITS): XmlRead {
  if (input.length > limits.maxChars) return { ok: false, problem: "too-large", line: 1 };
  const text = input.replace(/^\uFEFF/, "");
  let at = 0;
  let elements = 0;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  // Lines counted as the reader moves on, never from the start again (one pass in all).
  let line = 1;
  let counted = 0;
  const lineAt = (index: number) => {
    for (let i = text.indexOf("\n", counted); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) line++;
    counted = Math.max(counted, index);
    return line;
  };
  const skipPast = (end: string) => {
    const found = text.indexOf(end, at);
    if (found < 0) throw new Malformed("malformed");
    const inside = text.slice(at, found);
    at = found + end.length;
    return inside;
  };
  const addText = (value: string) => {
    const open = stack.at(-1);
    if (open) open.text += value;
    else if (value.trim() !== "") throw new Malformed("malformed");
  };

  try {
    while (at < text.length) {
      const lt = text.indexOf("<", at);
      if (lt < 0) {
        addText(decodeEntities(text.slice(at)));
        break;
      }
      if (lt > at) addText(decodeEntities(text.slice(at, lt)));
      at = lt;
      if (text.startsWith("<!--", at)) {
        at += 4;
        skipPast("-->");
      } else if (text.startsWith("<![CDATA[", at)) {
        at += 9;
        if (!stack.length) throw new Malformed("malformed");
        addText(skipPast("]]>"));
      } else if (text.startsWith("<!", at)) {
        // <!DOCTYPE …> and everything it could declare: refused, never read.
        throw new Malformed("doctype");
      } else if (text.startsWith("<?", at)) {
        at += 2;
        skipPast("?>");
      } else if (text.startsWith("</", at)) {
        at += 2;
        const name = skipPast(">").trim();
        const open = stack.pop();
        if (!open || open.name !== name) throw new Malformed("malformed");
      } else {
        const tag = readStartTag(text, at + 1);
        at = tag.end;
        const { name, attributes, selfClosing } = tag;
        if (++elements > limits.maxElements) throw new Malformed("too-many");
        const element: XmlElement = { name, attributes, children: [], text: "", line: lineAt(lt) };
        const parent = stack.at(-1);
        if (parent) parent.children.push(element);
        else if (root) throw new Malformed("malformed");
        else root = element;
        if (!selfClosing) {
          stack.push(element);
          if (stack.length > limits.maxDepth) throw new Malformed("too-deep");
        }
      }
    }
  } catch (error) {
    if (error instanceof Malformed)
      return { ok: false, problem: error.problem, line: lineAt(Math.min(error.at ?? at, text.length)) };
    throw error;
  }
  if (!root || stack.length) return { ok: false, problem: "malformed", line: lineAt(text.length) };
  return { ok: true, root };
}

/** The first child of that name, or undefined. */
export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
/** Every child of that name. */
export const childrenNamed = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((c) => c.name === name) ?? [];
