/**
 * The twelve pictures of the picture secret (core/picture-password.ts), drawn here as
 * small inline SVGs: bold shapes, a dark outline, one clear colour each, so that a
 * seven-year-old tells them apart on a cheap phone. Presentation attributes only (the
 * Content-Security-Policy allows no inline style); no file is fetched.
 */
import type { ReactNode } from "react";
import type { PictureKey } from "#core/picture-password.ts";

const INK = "#1f2937";

/** Outlined shapes (the group's stroke); a line that sets its own stroke keeps it. */
const Outlined = ({ children }: { children: ReactNode }) => (
  <g stroke={INK} strokeWidth={2} strokeLinejoin="round" strokeLinecap="round">
    {children}
  </g>
);

const elma = (
  <Outlined>
    <path d="M32 20c-6-5-21-4-21 12 0 14 11 25 21 21 10 4 21-7 21-21 0-16-15-17-21-12z" fill="#dc2626" />
    <path d="M32 20c0-5 2-9 5-11" fill="none" stroke="#78350f" strokeWidth={4} />
    <path d="M35 14c4-6 12-6 15-3-4 5-11 6-15 3z" fill="#16a34a" />
  </Outlined>
);

const kedi = (
  <Outlined>
    <path d="M14 28 15 7l15 13zM50 28 49 7 34 20z" fill="#f59e0b" />
    <circle cx="32" cy="36" r="20" fill="#f59e0b" />
    <circle cx="24" cy="32" r="3" fill={INK} />
    <circle cx="40" cy="32" r="3" fill={INK} />
    <path d="M29 40h6l-3 4z" fill="#db2777" />
    <path d="M8 40h12M8 46l12-3M56 40H44M56 46l-12-3" fill="none" />
  </Outlined>
);

const top = (
  <Outlined>
    <circle cx="32" cy="32" r="25" fill="#2563eb" />
    <path d="M32 7c-12 9-12 41 0 50M32 7c12 9 12 41 0 50M7 32h50" fill="none" stroke="#fff" strokeWidth={4} />
    <circle cx="32" cy="32" r="25" fill="none" />
  </Outlined>
);

const ev = (
  <Outlined>
    <rect x="12" y="30" width="40" height="28" fill="#fde68a" />
    <path d="M5 32 32 7l27 25z" fill="#b91c1c" />
    <rect x="29" y="40" width="11" height="18" fill="#92400e" />
    <rect x="16" y="36" width="9" height="9" fill="#60a5fa" />
  </Outlined>
);

const gunes = (
  <Outlined>
    <path
      d="M32 4v8M32 52v8M4 32h8M52 32h8M12 12l6 6M46 46l6 6M52 12l-6 6M12 52l6-6"
      fill="none"
      stroke="#ea580c"
      strokeWidth={4}
    />
    <circle cx="32" cy="32" r="14" fill="#facc15" />
  </Outlined>
);

const balik = (
  <Outlined>
    <path d="M44 32 61 18v28z" fill="#0f766e" />
    <ellipse cx="28" cy="32" rx="22" ry="14" fill="#14b8a6" />
    <circle cx="16" cy="28" r="3" fill={INK} />
    <path d="M30 22c4 6 4 14 0 20" fill="none" />
  </Outlined>
);

const araba = (
  <Outlined>
    <path d="M16 29 23 16h18l9 13z" fill="#93c5fd" />
    <rect x="5" y="28" width="54" height="16" rx="5" fill="#7c3aed" />
    <circle cx="18" cy="46" r="7" fill={INK} />
    <circle cx="46" cy="46" r="7" fill={INK} />
    <circle cx="18" cy="46" r="3" fill="#d1d5db" />
    <circle cx="46" cy="46" r="3" fill="#d1d5db" />
  </Outlined>
);

const cicek = (
  <Outlined>
    <path d="M32 34v26" fill="none" stroke="#15803d" strokeWidth={4} />
    <path d="M32 52c-8 0-13-6-13-9 7 0 11 3 13 9z" fill="#16a34a" />
    <circle cx="32" cy="13" r="8" fill="#ec4899" />
    <circle cx="40.6" cy="19.2" r="8" fill="#ec4899" />
    <circle cx="37.3" cy="29.3" r="8" fill="#ec4899" />
    <circle cx="26.7" cy="29.3" r="8" fill="#ec4899" />
    <circle cx="23.4" cy="19.2" r="8" fill="#ec4899" />
    <circle cx="32" cy="22" r="6" fill="#facc15" />
  </Outlined>
);

const agac = (
  <Outlined>
    <rect x="27" y="38" width="10" height="22" fill="#92400e" />
    <circle cx="20" cy="32" r="11" fill="#15803d" />
    <circle cx="44" cy="32" r="11" fill="#15803d" />
    <circle cx="32" cy="22" r="16" fill="#15803d" />
  </Outlined>
);

const yildiz = (
  <Outlined>
    <path
      d="M32 5 38.5 24.1 58.7 24.7 42.5 37.4 48.4 57 32 45.5 15.6 57 21.5 37.4 5.3 24.7 25.5 24.1z"
      fill="#fbbf24"
    />
  </Outlined>
);

const kus = (
  <Outlined>
    <path d="M14 36 2 29l4 14z" fill="#0369a1" />
    <path d="M26 50v8M34 50v8" fill="none" stroke="#ea580c" strokeWidth={3} />
    <ellipse cx="30" cy="38" rx="18" ry="13" fill="#0ea5e9" />
    <path d="M53 21 62 25 53 29z" fill="#f59e0b" />
    <circle cx="44" cy="24" r="10" fill="#0ea5e9" />
    <circle cx="47" cy="22" r="2.5" fill={INK} />
    <path d="M17 36c6-8 16-8 21 0-6 6-15 6-21 0z" fill="#0369a1" />
  </Outlined>
);

const kalp = (
  <Outlined>
    <path
      d="M32 57C12 43 5 32 5 22 5 13 12 7 20 7c5 0 9 3 12 7 3-4 7-7 12-7 8 0 15 6 15 15 0 10-7 21-27 35z"
      fill="#e11d48"
    />
  </Outlined>
);

/** Each picture's drawing, on a 64 × 64 grid. */
export const DRAWINGS: Record<PictureKey, ReactNode> = {
  elma,
  kedi,
  top,
  ev,
  gunes,
  balik,
  araba,
  cicek,
  agac,
  yildiz,
  kus,
  kalp,
};
