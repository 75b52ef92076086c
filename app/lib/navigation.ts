import { CONTENT_TYPES, contentTypeByCode } from "#core/content-types.ts";
import { trSaved } from "#core/messages/saved.ts";
import { SAVED_PATH } from "#core/site-path.ts";

export interface NavItem {
  to: string;
  label: string;
}

const typeItem = (code: number): NavItem => {
  const t = contentTypeByCode(code);
  return { to: t.path, label: t.label };
};

/** The main bar of docs/product.md, in its order. */
export const MAIN_NAV: NavItem[] = [
  { to: "/", label: "Anasayfa" },
  { to: "/classes", label: "Sınıflar" },
  typeItem(4),
  typeItem(2),
  typeItem(3),
  typeItem(1),
];

/** The 'Diğer' dropdown: purpose-specific topics, phrasal verbs, proverbs, tests, reading, contact. */
export const MORE_NAV: NavItem[] = [
  typeItem(5),
  typeItem(6),
  typeItem(7),
  typeItem(8),
  typeItem(9),
  { to: SAVED_PATH, label: trSaved.title },
  { to: "/iletisim", label: "İletişim" },
];

export const ALL_TYPE_LINKS: NavItem[] = CONTENT_TYPES.map((t) => ({ to: t.path, label: t.label }));
