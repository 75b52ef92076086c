/**
 * The nine content types of docs/product.md, one place for their code, list route and
 * Turkish label (docs/product.md "Contracts"). Everything else derives from this table.
 */
export const CONTENT_TYPES = [
  { code: 1, path: "/sinavlar", label: "Örnek Sınavlar", tag: "Örnek Sınav", examLike: true },
  { code: 2, path: "/kelimeler", label: "Yeni Kelimeler", tag: "Kelimeler", examLike: false },
  { code: 3, path: "/alistirmalar", label: "Alıştırmalar", tag: "Alıştırma", examLike: false },
  { code: 4, path: "/konular", label: "Konu Anlatımı", tag: "Konu Anlatımı", examLike: false },
  { code: 5, path: "/AimedSubject", label: "Amaca Yönelik Konular", tag: "Amaca Yönelik", examLike: false },
  { code: 6, path: "/phrasalVerbs", label: "Phrasal Verbs", tag: "Phrasal Verbs", examLike: false },
  { code: 7, path: "/proverbs", label: "Atasözleri", tag: "Atasözü", examLike: false },
  { code: 8, path: "/tests", label: "Testler", tag: "Test", examLike: true },
  { code: 9, path: "/reading", label: "Okuma", tag: "Okuma", examLike: false },
] as const;

export type ContentType = (typeof CONTENT_TYPES)[number];
export type ContentTypeCode = ContentType["code"];

export function isContentTypeCode(n: unknown): n is ContentTypeCode {
  return CONTENT_TYPES.some((t) => t.code === n);
}

export function contentTypeByCode(code: number): ContentType {
  const type = CONTENT_TYPES.find((t) => t.code === code);
  if (!type) throw new RangeError(`Unknown content type code ${code}`);
  return type;
}

export function contentTypeByPath(path: string): ContentType | undefined {
  return CONTENT_TYPES.find((t) => t.path === path);
}

export const FILE_TYPES = ["pdf", "image", "video", "audio"] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_TYPE_LABELS: Record<FileType, string> = {
  pdf: "PDF",
  image: "Resim",
  video: "Video",
  audio: "Ses",
};
