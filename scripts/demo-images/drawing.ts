// The demo pictures' drawing kit (scripts/make-demo-images.ts): 1200×800 SVG, big English words with
// their Turkish meanings, cards, pills and a few shapes, and the frame every poster shares.

const W = 1200;
const H = 800;
const FONT = `font-family="'DejaVu Sans', sans-serif"`;
export const INK = "#1e293b";
export const MUTED = "#475569";

// ---------------------------------------------------------------------------
// Helpers

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export interface TextOpts {
  size?: number;
  bold?: boolean;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}

export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const { size = 32, bold = false, fill = INK, anchor = "middle" } = o;
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}"${bold ? ' font-weight="bold"' : ""} fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
}

/** A big English word with its Turkish meaning underneath. */
export function word(
  x: number,
  y: number,
  en: string,
  tr: string,
  o: { size?: number; color?: string; trColor?: string; anchor?: TextOpts["anchor"] } = {},
): string {
  const { size = 50, color = INK, trColor = MUTED, anchor = "middle" } = o;
  return (
    text(x, y, en, { size, bold: true, fill: color, anchor }) +
    text(x, y + size * 0.95, tr, { size: Math.round(size * 0.62), fill: trColor, anchor })
  );
}

/** A white rounded card with a soft shadow. */
export function card(x: number, y: number, w: number, h: number, fill = "#ffffff", r = 28): string {
  return `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" opacity=".08"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
}

/** A pill label: English bold + Turkish, centred at (x, y). */
export function pill(x: number, y: number, en: string, tr: string, color = INK, w = 250): string {
  return card(x - w / 2, y - 46, w, 100, "#ffffff", 24) + word(x, y - 2, en, tr, { size: 34, color });
}

export function cloud(x: number, y: number, s = 1, fill = "#ffffff"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><circle cx="-40" cy="10" r="34"/><circle cx="0" cy="-10" r="44"/><circle cx="44" cy="8" r="32"/><rect x="-74" y="8" width="150" height="36" rx="18"/></g>`;
}

export function sun(x: number, y: number, r = 56, fill = "#facc15"): string {
  let rays = "";
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    const x1 = x + Math.cos(a) * (r + 14);
    const y1 = y + Math.sin(a) * (r + 14);
    const x2 = x + Math.cos(a) * (r + 38);
    const y2 = y + Math.sin(a) * (r + 38);
    rays += `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`;
  }
  return `<g stroke="${fill}" stroke-width="12" stroke-linecap="round">${rays}</g><circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
}

export function tree(x: number, y: number, s = 1, fill = "#16a34a"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-9" y="-10" width="18" height="50" fill="#92400e"/><polygon points="0,-120 -50,-20 50,-20" fill="${fill}"/><polygon points="0,-160 -38,-80 38,-80" fill="${fill}"/></g>`;
}

export interface Theme {
  bg: string;
  accent: string;
  title: string;
  titleTr: string;
  dark?: string;
}

export function frame(grade: number, t: Theme, body: string): string {
  const dark = t.dark ?? INK;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="${t.bg}"/>
<circle cx="1140" cy="760" r="200" fill="${t.accent}" opacity=".12"/>
<circle cx="40" cy="30" r="140" fill="${t.accent}" opacity=".12"/>
<text x="60" y="106" ${FONT} fill="${dark}"><tspan font-size="56" font-weight="bold">${esc(t.title)}</tspan><tspan font-size="34" fill="${t.accent}" dx="16">· ${esc(t.titleTr)}</tspan></text>
<rect x="990" y="38" width="160" height="84" rx="24" fill="${t.accent}"/>
${text(1070, 76, `${grade}. Sınıf`, { size: 27, bold: true, fill: "#ffffff" })}
${text(1070, 106, `Grade ${grade}`, { size: 20, fill: "#ffffff" })}
${body}
${text(1150, 784, "Merdiven", { size: 18, bold: true, fill: dark, anchor: "end" }).replace("<text", '<text opacity=".45"')}
</svg>`;
}
