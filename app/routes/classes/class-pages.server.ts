/**
 * What the server side of the teacher's class pages shares (/sinifim and below): a form's
 * answer, the class id of the address, the QR codes drawn on the server, and the long date.
 */
import QRCode from "qrcode";
import { data } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { notFound } from "#app/lib/load.server.ts";

/** A form's answer on the class pages: its intent, each field's message, or one above the form; a parent's link made (shown once). */
export interface ClassAnswer {
  intent: string;
  errors: Record<string, string>;
  formError: string | null;
  parentLink?: { name: string; url: string; qr: QrPath; until: string };
}

/** A form's text fields (a file is no field of these forms). */
export const fields = (form: FormData) =>
  Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;

export const answer = (intent: string, errors: Record<string, string>, formError: string | null, status: number) =>
  data<ClassAnswer>({ intent, errors, formError }, { status });

/** The class id of the address, or a 404: a class that is not this teacher's is answered like one that does not exist. */
export const classIdOf = (raw: string | undefined) => parseEntryId(raw) ?? notFound();

/**
 * The QR code of an address as one SVG path, drawn on the server: no script, no
 * inline style and no data: address, so the page's CSP stays as it is. `size` counts the
 * modules without the quiet zone.
 */
export interface QrPath {
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  let d = "";
  for (let y = 0; y < modules.size; y++) {
    for (let x = 0; x < modules.size; x++) if (modules.get(y, x)) d += `M${x} ${y}h1v1h-1z`;
  }
  return { size: modules.size, d };
}

const longDate = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeZone: "Europe/Istanbul" });

/** The last day before `end` (the first moment of the day after), as "31 Ağustos 2027". */
export const lastDayBefore = (end: Date) => longDate.format(new Date(end.getTime() - 12 * 3_600_000));
