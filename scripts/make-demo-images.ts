/**
 * Renders the demo pictures (server/demo/images/grade-{2..12}-{a,b}.webp): original,
 * flat-style posters, 1200×800, with a few big English words and their Turkish
 * meanings. The output is committed; the seed only copies the files.
 *
 *   npx tsx scripts/make-demo-images.ts
 */
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const outDir = path.resolve(import.meta.dirname, "../server/demo/images");

const W = 1200;
const H = 800;
const FONT = `font-family="'DejaVu Sans', sans-serif"`;
const INK = "#1e293b";
const MUTED = "#475569";

// ---------------------------------------------------------------------------
// Helpers

function esc(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

interface TextOpts {
  size?: number;
  bold?: boolean;
  fill?: string;
  anchor?: "start" | "middle" | "end";
}

function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const { size = 32, bold = false, fill = INK, anchor = "middle" } = o;
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}"${bold ? ' font-weight="bold"' : ""} fill="${fill}" text-anchor="${anchor}">${esc(s)}</text>`;
}

/** A big English word with its Turkish meaning underneath. */
function word(x: number, y: number, en: string, tr: string, o: { size?: number; color?: string; trColor?: string; anchor?: TextOpts["anchor"] } = {}): string {
  const { size = 50, color = INK, trColor = MUTED, anchor = "middle" } = o;
  return text(x, y, en, { size, bold: true, fill: color, anchor }) + text(x, y + size * 0.95, tr, { size: Math.round(size * 0.62), fill: trColor, anchor });
}

/** A white rounded card with a soft shadow. */
function card(x: number, y: number, w: number, h: number, fill = "#ffffff", r = 28): string {
  return `<rect x="${x}" y="${y + 8}" width="${w}" height="${h}" rx="${r}" fill="#0f172a" opacity=".08"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"/>`;
}

/** A pill label: English bold + Turkish, centred at (x, y). */
function pill(x: number, y: number, en: string, tr: string, color = INK, w = 250): string {
  return card(x - w / 2, y - 46, w, 100, "#ffffff", 24) + word(x, y - 2, en, tr, { size: 34, color });
}

function cloud(x: number, y: number, s = 1, fill = "#ffffff"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><circle cx="-40" cy="10" r="34"/><circle cx="0" cy="-10" r="44"/><circle cx="44" cy="8" r="32"/><rect x="-74" y="8" width="150" height="36" rx="18"/></g>`;
}

function sun(x: number, y: number, r = 56, fill = "#facc15"): string {
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

function tree(x: number, y: number, s = 1, fill = "#16a34a"): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-9" y="-10" width="18" height="50" fill="#92400e"/><polygon points="0,-120 -50,-20 50,-20" fill="${fill}"/><polygon points="0,-160 -38,-80 38,-80" fill="${fill}"/></g>`;
}

interface Theme {
  bg: string;
  accent: string;
  title: string;
  titleTr: string;
  dark?: string;
}

function frame(grade: number, t: Theme, body: string): string {
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

// ---------------------------------------------------------------------------
// Scenes, two per grade

type Scene = () => string;

const scenes: Record<string, Scene> = {
  // Grade 2: colours with balloons
  "2-a": () => {
    const cols = [
      ["red", "kırmızı", "#ef4444", "#dc2626"],
      ["blue", "mavi", "#3b82f6", "#2563eb"],
      ["yellow", "sarı", "#facc15", "#a16207"],
      ["green", "yeşil", "#22c55e", "#15803d"],
    ];
    let body = cloud(330, 190, 0.9) + cloud(880, 230, 1.1) + cloud(620, 170, 0.6);
    cols.forEach(([en, tr, fill, dark], i) => {
      const cx = 180 + i * 280;
      const cy = 350;
      body += `<path d="M${cx} 488q26 40 0 80t0 66" fill="none" stroke="#64748b" stroke-width="3"/>`;
      body += `<ellipse cx="${cx}" cy="${cy}" rx="100" ry="122" fill="${fill}"/>`;
      body += `<polygon points="${cx - 14},490 ${cx + 14},490 ${cx},468" fill="${fill}"/>`;
      body += `<ellipse cx="${cx - 38}" cy="${cy - 48}" rx="20" ry="38" fill="#fff" opacity=".35" transform="rotate(-22 ${cx - 38} ${cy - 48})"/>`;
      body += word(cx, 700, en, tr, { size: 54, color: dark });
    });
    return frame(2, { bg: "#e0f2fe", accent: "#0284c7", title: "Colours", titleTr: "Renkler" }, body);
  },

  // Grade 2: animals
  "2-b": () => {
    const animals: Array<[string, string, string, (cx: number) => string]> = [
      ["cat", "kedi", "#ea580c", (cx) =>
        `<polygon points="${cx - 80},360 ${cx - 70},270 ${cx - 20},320" fill="#fb923c"/><polygon points="${cx + 80},360 ${cx + 70},270 ${cx + 20},320" fill="#fb923c"/><polygon points="${cx - 66},340 ${cx - 62},295 ${cx - 36},322" fill="#fda4af"/><polygon points="${cx + 66},340 ${cx + 62},295 ${cx + 36},322" fill="#fda4af"/><circle cx="${cx}" cy="400" r="92" fill="#fb923c"/><circle cx="${cx - 32}" cy="385" r="11" fill="${INK}"/><circle cx="${cx + 32}" cy="385" r="11" fill="${INK}"/><polygon points="${cx - 11},418 ${cx + 11},418 ${cx},430" fill="#e11d48"/><g stroke="${INK}" stroke-width="3" stroke-linecap="round"><line x1="${cx - 24}" y1="432" x2="${cx - 80}" y2="422"/><line x1="${cx - 24}" y1="440" x2="${cx - 80}" y2="446"/><line x1="${cx + 24}" y1="432" x2="${cx + 80}" y2="422"/><line x1="${cx + 24}" y1="440" x2="${cx + 80}" y2="446"/></g>`],
      ["dog", "köpek", "#92400e", (cx) =>
        `<circle cx="${cx}" cy="400" r="90" fill="#d6a46b"/><ellipse cx="${cx - 82}" cy="400" rx="30" ry="62" fill="#92400e" transform="rotate(18 ${cx - 82} 400)"/><ellipse cx="${cx + 82}" cy="400" rx="30" ry="62" fill="#92400e" transform="rotate(-18 ${cx + 82} 400)"/><ellipse cx="${cx}" cy="438" rx="48" ry="34" fill="#fdecc8"/><ellipse cx="${cx}" cy="420" rx="17" ry="12" fill="${INK}"/><circle cx="${cx - 32}" cy="378" r="11" fill="${INK}"/><circle cx="${cx + 32}" cy="378" r="11" fill="${INK}"/><path d="M${cx - 10} 452h20v16a10 10 0 0 1-20 0z" fill="#f43f5e"/>`],
      ["fish", "balık", "#0369a1", (cx) =>
        `<polygon points="${cx + 70},400 ${cx + 128},345 ${cx + 128},455" fill="#0ea5e9"/><ellipse cx="${cx - 10}" cy="400" rx="98" ry="62" fill="#38bdf8"/><path d="M${cx - 20} 340q30-40 60 0z" fill="#0ea5e9"/><circle cx="${cx - 58}" cy="388" r="15" fill="#fff"/><circle cx="${cx - 55}" cy="388" r="8" fill="${INK}"/><path d="M${cx - 20} 372q22 28 0 56" fill="none" stroke="#0284c7" stroke-width="5"/><g fill="none" stroke="#7dd3fc" stroke-width="4"><circle cx="${cx - 90}" cy="300" r="10"/><circle cx="${cx - 70}" cy="262" r="14"/></g>`],
      ["bird", "kuş", "#a16207", (cx) =>
        `<line x1="${cx - 110}" y1="500" x2="${cx + 110}" y2="500" stroke="#92400e" stroke-width="12" stroke-linecap="round"/><g stroke="#ea580c" stroke-width="5"><line x1="${cx - 20}" y1="470" x2="${cx - 20}" y2="500"/><line x1="${cx + 20}" y1="470" x2="${cx + 20}" y2="500"/></g><circle cx="${cx}" cy="400" r="82" fill="#facc15"/><ellipse cx="${cx + 20}" cy="420" rx="46" ry="30" fill="#eab308" transform="rotate(-20 ${cx + 20} 420)"/><polygon points="${cx - 78},392 ${cx - 120},404 ${cx - 78},416" fill="#f97316"/><circle cx="${cx - 40}" cy="380" r="10" fill="${INK}"/><path d="M${cx + 20} 322q16-30 40-20q-20 6-22 28z" fill="#eab308"/>`],
    ];
    let body = "";
    animals.forEach(([en, tr, color, draw], i) => {
      const cx = 180 + i * 280;
      body += card(cx - 125, 170, 250, 590);
      body += draw(cx);
      body += word(cx, 650, en, tr, { size: 54, color });
    });
    return frame(2, { bg: "#fef9c3", accent: "#ca8a04", title: "Animals", titleTr: "Hayvanlar" }, body);
  },

  // Grade 3: fruits on a shelf
  "3-a": () => {
    const y = 430;
    const apple = (x: number) =>
      `<circle cx="${x - 30}" cy="${y}" r="70" fill="#ef4444"/><circle cx="${x + 30}" cy="${y}" r="70" fill="#ef4444"/><circle cx="${x}" cy="${y + 30}" r="66" fill="#ef4444"/><rect x="${x - 5}" y="${y - 100}" width="10" height="40" rx="5" fill="#92400e"/><ellipse cx="${x + 30}" cy="${y - 88}" rx="30" ry="14" fill="#22c55e" transform="rotate(-25 ${x + 30} ${y - 88})"/><ellipse cx="${x - 50}" cy="${y - 25}" rx="14" ry="24" fill="#fff" opacity=".35"/>`;
    const banana = (x: number) =>
      `<path d="M${x - 120} ${y - 60}q110 200 240 -10q-20 -14 -30 -6q-90 120 -190 -10z" fill="#facc15" stroke="#ca8a04" stroke-width="5" stroke-linejoin="round"/><circle cx="${x + 112}" cy="${y - 70}" r="8" fill="#78350f"/>`;
    const orange = (x: number) =>
      `<circle cx="${x}" cy="${y}" r="90" fill="#fb923c"/><g fill="#fdba74"><circle cx="${x - 30}" cy="${y - 20}" r="6"/><circle cx="${x + 24}" cy="${y + 30}" r="6"/><circle cx="${x + 40}" cy="${y - 30}" r="6"/><circle cx="${x - 20}" cy="${y + 44}" r="6"/></g><ellipse cx="${x + 20}" cy="${y - 96}" rx="28" ry="13" fill="#22c55e" transform="rotate(-20 ${x + 20} ${y - 96})"/><circle cx="${x}" cy="${y - 86}" r="8" fill="#15803d"/>`;
    const grapes = (x: number) => {
      let g = `<path d="M${x} ${y - 110}v30" stroke="#78350f" stroke-width="8" stroke-linecap="round"/><ellipse cx="${x + 34}" cy="${y - 96}" rx="32" ry="14" fill="#22c55e" transform="rotate(-15 ${x + 34} ${y - 96})"/>`;
      const rows = [4, 3, 2, 1];
      rows.forEach((count, r) => {
        for (let k = 0; k < count; k++) g += `<circle cx="${x + (k - (count - 1) / 2) * 50}" cy="${y - 56 + r * 44}" r="28" fill="${(k + r) % 2 ? "#7c3aed" : "#8b5cf6"}"/>`;
      });
      return g;
    };
    const fruits: Array<[string, string, string, (x: number) => string]> = [
      ["apple", "elma", "#dc2626", apple],
      ["banana", "muz", "#a16207", banana],
      ["orange", "portakal", "#ea580c", orange],
      ["grapes", "üzüm", "#7c3aed", grapes],
    ];
    let body = `<rect x="40" y="540" width="1120" height="26" rx="13" fill="#d97706"/><rect x="40" y="566" width="1120" height="14" fill="#b45309" opacity=".5"/>`;
    fruits.forEach(([en, tr, color, draw], i) => {
      const x = 180 + i * 280;
      body += draw(x) + word(x, 660, en, tr, { size: 54, color });
    });
    return frame(3, { bg: "#ecfccb", accent: "#65a30d", title: "Fruit", titleTr: "Meyveler" }, body);
  },

  // Grade 3: weather
  "3-b": () => {
    const panels: Array<[string, string, string, string, (cx: number) => string]> = [
      ["sunny", "güneşli", "#fef3c7", "#b45309", (cx) => sun(cx, 360, 62)],
      ["rainy", "yağmurlu", "#dbeafe", "#1d4ed8", (cx) => {
        let d = "";
        for (let k = 0; k < 5; k++) d += `<path d="M${cx - 70 + k * 35} ${420 + (k % 2) * 30}q-12 20 0 28q12-8 0-28z" fill="#3b82f6"/>`;
        return cloud(cx, 340, 1.2, "#94a3b8") + d;
      }],
      ["cloudy", "bulutlu", "#f1f5f9", "#475569", (cx) => cloud(cx - 30, 310, 0.9, "#cbd5e1") + cloud(cx + 20, 380, 1.2, "#94a3b8")],
      ["snowy", "karlı", "#e0f2fe", "#0369a1", (cx) => {
        let d = "";
        for (let k = 0; k < 5; k++) {
          const x = cx - 72 + k * 36;
          const y = 430 + (k % 2) * 36;
          d += `<g stroke="#7dd3fc" stroke-width="5" stroke-linecap="round"><line x1="${x - 12}" y1="${y}" x2="${x + 12}" y2="${y}"/><line x1="${x - 6}" y1="${y - 10}" x2="${x + 6}" y2="${y + 10}"/><line x1="${x + 6}" y1="${y - 10}" x2="${x - 6}" y2="${y + 10}"/></g>`;
        }
        return cloud(cx, 340, 1.2, "#94a3b8") + d;
      }],
    ];
    let body = "";
    panels.forEach(([en, tr, bg, color, draw], i) => {
      const cx = 180 + i * 280;
      body += card(cx - 125, 170, 250, 590, bg);
      body += draw(cx);
      body += word(cx, 650, en, tr, { size: 50, color });
    });
    return frame(3, { bg: "#ffffff", accent: "#0ea5e9", title: "Weather", titleTr: "Hava Durumu" }, body);
  },

  // Grade 4: classroom objects
  "4-a": () => {
    const y = 420;
    const pencil = (x: number) =>
      `<g transform="rotate(-35 ${x} ${y})"><rect x="${x - 110}" y="${y - 22}" width="170" height="44" fill="#facc15"/><rect x="${x - 110}" y="${y - 22}" width="170" height="14" fill="#fde047"/><rect x="${x - 140}" y="${y - 22}" width="30" height="44" fill="#94a3b8"/><rect x="${x - 170}" y="${y - 22}" width="32" height="44" rx="10" fill="#f472b6"/><polygon points="${x + 60},${y - 22} ${x + 120},${y} ${x + 60},${y + 22}" fill="#fcd9a8"/><polygon points="${x + 100},${y - 7} ${x + 120},${y} ${x + 100},${y + 7}" fill="${INK}"/></g>`;
    const book = (x: number) =>
      `<rect x="${x - 80}" y="${y - 110}" width="170" height="220" rx="10" fill="#fff" stroke="#cbd5e1" stroke-width="4"/><rect x="${x - 95}" y="${y - 120}" width="170" height="220" rx="12" fill="#2563eb"/><rect x="${x - 95}" y="${y - 120}" width="26" height="220" fill="#1d4ed8"/><rect x="${x - 50}" y="${y - 80}" width="100" height="34" rx="6" fill="#bfdbfe"/><circle cx="${x}" cy="${y + 30}" r="28" fill="#facc15"/>`;
    const bag = (x: number) =>
      `<path d="M${x - 50} ${y - 90}v-30a50 40 0 0 1 100 0v30" fill="none" stroke="#0f766e" stroke-width="14"/><rect x="${x - 100}" y="${y - 100}" width="200" height="220" rx="40" fill="#14b8a6"/><path d="M${x - 100} ${y - 40}h200v-20a40 40 0 0 0-40-40h-120a40 40 0 0 0-40 40z" fill="#0d9488"/><rect x="${x - 60}" y="${y + 10}" width="120" height="80" rx="20" fill="#5eead4"/><rect x="${x - 10}" y="${y - 52}" width="20" height="28" rx="6" fill="#facc15"/>`;
    const ruler = (x: number) => {
      let ticks = "";
      for (let k = 0; k <= 12; k++) ticks += `<line x1="${x - 120 + k * 20}" y1="${y - 30}" x2="${x - 120 + k * 20}" y2="${y - 30 + (k % 2 ? 16 : 28)}"/>`;
      return `<g transform="rotate(-20 ${x} ${y})"><rect x="${x - 135}" y="${y - 30}" width="270" height="64" rx="8" fill="#fb923c"/><g stroke="${INK}" stroke-width="3">${ticks}</g></g>`;
    };
    const items: Array<[string, string, string, (x: number) => string]> = [
      ["pencil", "kurşun kalem", "#a16207", pencil],
      ["book", "kitap", "#1d4ed8", book],
      ["bag", "çanta", "#0f766e", bag],
      ["ruler", "cetvel", "#c2410c", ruler],
    ];
    let body = "";
    items.forEach(([en, tr, color, draw], i) => {
      const x = 180 + i * 280;
      body += `<ellipse cx="${x}" cy="570" rx="110" ry="16" fill="#0f172a" opacity=".08"/>` + draw(x) + word(x, 665, en, tr, { size: 52, color });
    });
    return frame(4, { bg: "#fff7ed", accent: "#ea580c", title: "In the Classroom", titleTr: "Sınıfta" }, body);
  },

  // Grade 4: my day (clock + routine)
  "4-b": () => {
    const cx = 300;
    const cy = 460;
    let ticks = "";
    for (let k = 0; k < 12; k++) {
      const a = (k * Math.PI) / 6;
      ticks += `<line x1="${(cx + Math.sin(a) * 170).toFixed(1)}" y1="${(cy - Math.cos(a) * 170).toFixed(1)}" x2="${(cx + Math.sin(a) * (k % 3 ? 186 : 196)).toFixed(1)}" y2="${(cy - Math.cos(a) * (k % 3 ? 186 : 196)).toFixed(1)}"/>`;
    }
    const hourA = (7 * Math.PI) / 6;
    let body = `<circle cx="${cx}" cy="${cy}" r="230" fill="#8b5cf6"/><circle cx="${cx}" cy="${cy}" r="206" fill="#fff"/><g stroke="${INK}" stroke-width="8" stroke-linecap="round">${ticks}</g>`;
    body += `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.sin(hourA) * 100).toFixed(1)}" y2="${(cy - Math.cos(hourA) * 100).toFixed(1)}" stroke="${INK}" stroke-width="16" stroke-linecap="round"/><line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy - 150}" stroke="#f59e0b" stroke-width="10" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="14" fill="${INK}"/>`;
    const rows: Array<[string, string, string, string]> = [
      ["07:00", "wake up", "uyanmak", "#8b5cf6"],
      ["07:30", "have breakfast", "kahvaltı yapmak", "#f59e0b"],
      ["08:00", "go to school", "okula gitmek", "#10b981"],
    ];
    rows.forEach(([time, en, tr, color], i) => {
      const y = 190 + i * 190;
      body += card(590, y, 560, 160);
      body += `<rect x="616" y="${y + 48}" width="140" height="64" rx="32" fill="${color}"/>` + text(686, y + 92, time, { size: 30, bold: true, fill: "#fff" });
      body += word(790, y + 78, en, tr, { size: 38, anchor: "start" });
    });
    return frame(4, { bg: "#f5f3ff", accent: "#7c3aed", title: "My Day", titleTr: "Günüm" }, body);
  },

  // Grade 5: a small town map
  "5-a": () => {
    let body = `<rect x="40" y="150" width="1120" height="620" rx="30" fill="#bbf7d0"/>`;
    body += `<rect x="40" y="430" width="1120" height="76" fill="#94a3b8"/><rect x="560" y="150" width="76" height="620" fill="#94a3b8"/>`;
    body += `<g stroke="#fff" stroke-width="6" stroke-dasharray="28 22"><line x1="60" y1="468" x2="540" y2="468"/><line x1="656" y1="468" x2="1140" y2="468"/><line x1="598" y1="170" x2="598" y2="410"/><line x1="598" y1="526" x2="598" y2="750"/></g>`;
    // school
    body += `<rect x="80" y="260" width="230" height="150" fill="#fde68a"/><polygon points="60,260 195,200 330,260" fill="#dc2626"/><rect x="170" y="330" width="50" height="80" fill="#92400e"/><g fill="#7dd3fc"><rect x="100" y="290" width="50" height="40"/><rect x="240" y="290" width="50" height="40"/></g><line x1="195" y1="200" x2="195" y2="160" stroke="${INK}" stroke-width="4"/><polygon points="195,160 235,172 195,184" fill="#dc2626"/>`;
    // hospital
    body += `<rect x="880" y="200" width="240" height="200" fill="#fff"/><rect x="970" y="330" width="60" height="70" fill="#93c5fd"/><rect x="975" y="220" width="50" height="90" fill="#ef4444"/><rect x="955" y="240" width="90" height="50" fill="#ef4444"/>`;
    // park
    body += `<rect x="100" y="560" width="380" height="180" rx="24" fill="#4ade80"/><ellipse cx="400" cy="680" rx="60" ry="36" fill="#38bdf8"/>` + tree(330, 730, 0.55, "#15803d") + tree(260, 735, 0.5, "#166534");
    // bakery
    body += `<rect x="740" y="590" width="360" height="160" fill="#fecdd3"/><path d="M730 590h380l-20-50h-340z" fill="#f43f5e"/><g fill="#fff"><path d="M790 540h40l-4 50h-44z"/><path d="M870 540h40v50h-44z"/><path d="M950 540h40l4 50h-44z"/><path d="M1030 540h40l8 50h-44z"/></g><rect x="1010" y="650" width="60" height="100" fill="#92400e"/>`;
    // car
    body += `<rect x="380" y="442" width="90" height="36" rx="12" fill="#f59e0b"/><rect x="400" y="434" width="50" height="20" rx="6" fill="#fde68a"/><g fill="${INK}"><circle cx="400" cy="482" r="10"/><circle cx="450" cy="482" r="10"/></g>`;
    // labels
    body += pill(430, 330, "school", "okul", "#b91c1c", 200);
    body += pill(770, 310, "hospital", "hastane", "#dc2626", 220);
    body += pill(200, 608, "park", "park", "#15803d", 180);
    body += pill(875, 680, "bakery", "fırın", "#be123c", 200);
    return frame(5, { bg: "#f0fdf4", accent: "#16a34a", title: "My Town", titleTr: "Kasabam" }, body);
  },

  // Grade 5: breakfast table
  "5-b": () => {
    let body = `<rect x="60" y="160" width="1080" height="630" rx="40" fill="#fde68a"/><g fill="#fcd34d" opacity=".6">`;
    for (let r = 0; r < 6; r++) for (let c = 0; c < 11; c++) if ((r + c) % 2 === 0) body += `<rect x="${60 + c * 98}" y="${160 + r * 100}" width="98" height="100"/>`;
    body += `</g>`;
    // plate + egg
    body += `<circle cx="600" cy="450" r="170" fill="#fff"/><circle cx="600" cy="450" r="140" fill="none" stroke="#e2e8f0" stroke-width="6"/><path d="M520 440c-20-60 60-90 100-60 60-20 90 50 50 90 10 50-80 70-110 40-50 10-70-40-40-70z" fill="#fff" stroke="#e2e8f0" stroke-width="4"/><circle cx="600" cy="450" r="40" fill="#f59e0b"/><circle cx="588" cy="438" r="10" fill="#fde68a"/>`;
    // bread
    body += `<g transform="rotate(-10 240 290)"><path d="M160 340v-90a80 60 0 0 1 160 0v90z" fill="#d97706"/><path d="M176 332v-78a64 46 0 0 1 128 0v78z" fill="#fff7e0"/></g>`;
    // milk glass
    body += `<path d="M900 250h120l-14 200h-92z" fill="#e0f2fe" stroke="#7dd3fc" stroke-width="5"/><path d="M906 300h108l-10 146h-88z" fill="#fff"/>`;
    // cheese
    body += `<g transform="translate(0 -30)"><polygon points="180,620 360,560 360,660 180,700" fill="#facc15"/><polygon points="180,620 360,560 300,540 130,600" fill="#fde047"/><polygon points="130,600 180,620 180,700 130,680" fill="#eab308"/><g fill="#eab308"><circle cx="240" cy="640" r="14"/><circle cx="310" cy="620" r="10"/><circle cx="290" cy="670" r="8"/></g></g>`;
    // olives
    body += `<ellipse cx="960" cy="620" rx="120" ry="70" fill="#fff"/><g fill="#1f2937"><ellipse cx="920" cy="610" rx="22" ry="16"/><ellipse cx="970" cy="595" rx="22" ry="16"/><ellipse cx="1000" cy="630" rx="22" ry="16"/><ellipse cx="945" cy="640" rx="22" ry="16"/></g><g fill="#4d7c0f"><ellipse cx="1010" cy="590" rx="20" ry="15"/><ellipse cx="900" cy="645" rx="20" ry="15"/></g>`;
    body += pill(240, 420, "bread", "ekmek", "#b45309", 200);
    body += pill(600, 700, "egg", "yumurta", "#d97706", 210);
    body += pill(960, 500, "milk", "süt", "#0369a1", 180);
    body += pill(250, 730, "cheese", "peynir", "#a16207", 200);
    body += pill(960, 730, "olives", "zeytin", "#3f6212", 200);
    return frame(5, { bg: "#fffbeb", accent: "#d97706", title: "Breakfast", titleTr: "Kahvaltı" }, body);
  },

  // Grade 6: rooms of a house
  "6-a": () => {
    let body = `<polygon points="170,340 600,160 1030,340" fill="#ef4444"/><rect x="210" y="340" width="780" height="420" fill="#fff7ed"/><g stroke="#fdba74" stroke-width="10"><line x1="600" y1="340" x2="600" y2="760"/><line x1="210" y1="550" x2="990" y2="550"/></g><rect x="210" y="340" width="780" height="420" fill="none" stroke="#c2410c" stroke-width="10"/><circle cx="600" cy="270" r="34" fill="#fde68a"/>`;
    // bedroom (top left)
    body += `<rect x="260" y="485" width="280" height="55" rx="10" fill="#818cf8"/><rect x="270" y="464" width="90" height="36" rx="14" fill="#fff"/><rect x="250" y="452" width="20" height="92" rx="6" fill="#92400e"/>`;
    // bathroom (top right)
    body += `<g fill="#bae6fd"><circle cx="700" cy="484" r="14"/><circle cx="736" cy="478" r="18"/><circle cx="770" cy="486" r="12"/></g><path d="M650 490h300v10a40 40 0 0 1-40 40h-220a40 40 0 0 1-40-40z" fill="#fff" stroke="#94a3b8" stroke-width="5"/><path d="M930 490v-40h-30" fill="none" stroke="#94a3b8" stroke-width="8"/>`;
    // living room (bottom left)
    body += `<rect x="290" y="650" width="220" height="50" rx="16" fill="#2dd4bf"/><rect x="270" y="680" width="260" height="70" rx="20" fill="#14b8a6"/><rect x="250" y="670" width="40" height="80" rx="14" fill="#0d9488"/><rect x="510" y="670" width="40" height="80" rx="14" fill="#0d9488"/>`;
    // kitchen (bottom right)
    body += `<rect x="650" y="650" width="130" height="100" fill="#cbd5e1"/><g fill="${INK}"><circle cx="685" cy="666" r="9"/><circle cx="745" cy="666" r="9"/></g><rect x="665" y="684" width="100" height="56" rx="6" fill="#94a3b8"/><path d="M820 650h140v100h-140z" fill="#fdba74"/><line x1="890" y1="650" x2="890" y2="750" stroke="#c2410c" stroke-width="4"/><rect x="690" y="620" width="60" height="30" rx="6" fill="#dc2626"/>`;
    body += word(405, 405, "bedroom", "yatak odası", { size: 34, color: "#4338ca" });
    body += word(795, 405, "bathroom", "banyo", { size: 34, color: "#0369a1" });
    body += word(405, 590, "living room", "oturma odası", { size: 34, color: "#0f766e" });
    body += word(795, 590, "kitchen", "mutfak", { size: 34, color: "#c2410c" });
    body += cloud(170, 220, 0.8) + cloud(1040, 210, 0.9) + tree(1100, 720, 0.9) + tree(100, 720, 0.8, "#22c55e");
    return frame(6, { bg: "#e0f2fe", accent: "#c2410c", title: "My House", titleTr: "Evim" }, body);
  },

  // Grade 6: sports
  "6-b": () => {
    const y = 380;
    const football = (x: number) =>
      `<circle cx="${x}" cy="${y}" r="95" fill="#fff" stroke="${INK}" stroke-width="6"/><polygon points="${x},${y - 34} ${x + 32},${y - 10} ${x + 20},${y + 28} ${x - 20},${y + 28} ${x - 32},${y - 10}" fill="${INK}"/><g stroke="${INK}" stroke-width="5"><line x1="${x}" y1="${y - 34}" x2="${x}" y2="${y - 92}"/><line x1="${x + 32}" y1="${y - 10}" x2="${x + 88}" y2="${y - 30}"/><line x1="${x - 32}" y1="${y - 10}" x2="${x - 88}" y2="${y - 30}"/><line x1="${x + 20}" y1="${y + 28}" x2="${x + 56}" y2="${y + 76}"/><line x1="${x - 20}" y1="${y + 28}" x2="${x - 56}" y2="${y + 76}"/></g>`;
    const swimming = (x: number) =>
      `<circle cx="${x - 30}" cy="${y - 10}" r="34" fill="#fcd9a8"/><path d="M${x - 64} ${y - 16}a34 34 0 0 1 68 0z" fill="#ef4444"/><path d="M${x + 10} ${y}q40-90 90-40" fill="none" stroke="#fcd9a8" stroke-width="20" stroke-linecap="round"/><path d="M${x - 120} ${y + 40}q30-24 60 0t60 0t60 0t60 0v80h-240z" fill="#38bdf8"/><path d="M${x - 120} ${y + 80}q30-24 60 0t60 0t60 0t60 0v40h-240z" fill="#0ea5e9"/>`;
    const cycling = (x: number) =>
      `<g fill="none" stroke="${INK}" stroke-width="8"><circle cx="${x - 62}" cy="${y + 40}" r="50"/><circle cx="${x + 62}" cy="${y + 40}" r="50"/></g><g fill="none" stroke="#16a34a" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"><path d="M${x - 62} ${y + 40}l40-70h70l-30 70h-80z"/><path d="M${x + 62} ${y + 40}l-24-90h30"/><path d="M${x - 22} ${y - 30}l-8-24h-26"/></g>`;
    const basketball = (x: number) =>
      `<circle cx="${x}" cy="${y}" r="95" fill="#f97316"/><g fill="none" stroke="${INK}" stroke-width="5"><line x1="${x - 95}" y1="${y}" x2="${x + 95}" y2="${y}"/><line x1="${x}" y1="${y - 95}" x2="${x}" y2="${y + 95}"/><path d="M${x - 66} ${y - 68}q44 68 0 136"/><path d="M${x + 66} ${y - 68}q-44 68 0 136"/></g>`;
    const items: Array<[string, string, string, (x: number) => string]> = [
      ["football", "futbol", INK, football],
      ["swimming", "yüzme", "#0369a1", swimming],
      ["cycling", "bisiklet", "#15803d", cycling],
      ["basketball", "basketbol", "#c2410c", basketball],
    ];
    let body = "";
    items.forEach(([en, tr, color, draw], i) => {
      const x = 180 + i * 280;
      body += card(x - 128, 170, 256, 590) + draw(x) + word(x, 640, en, tr, { size: 40, color });
    });
    return frame(6, { bg: "#dcfce7", accent: "#15803d", title: "Sports", titleTr: "Sporlar" }, body);
  },

  // Grade 7: feelings
  "7-a": () => {
    const y = 400;
    const eyes = (x: number) => `<g fill="${INK}"><circle cx="${x - 34}" cy="${y - 20}" r="11"/><circle cx="${x + 34}" cy="${y - 20}" r="11"/></g>`;
    const faces: Array<[string, string, string, string, (x: number) => string]> = [
      ["happy", "mutlu", "#facc15", "#a16207", (x) => eyes(x) + `<path d="M${x - 50} ${y + 20}q50 60 100 0" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><g fill="#fb923c" opacity=".5"><circle cx="${x - 62}" cy="${y + 12}" r="14"/><circle cx="${x + 62}" cy="${y + 12}" r="14"/></g>`],
      ["sad", "üzgün", "#93c5fd", "#1d4ed8", (x) => eyes(x) + `<path d="M${x - 44} ${y + 54}q44-44 88 0" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M${x + 36} ${y}q-10 20 0 28q10-8 0-28z" fill="#2563eb"/>`],
      ["angry", "kızgın", "#fb923c", "#c2410c", (x) => eyes(x) + `<g stroke="${INK}" stroke-width="9" stroke-linecap="round"><line x1="${x - 56}" y1="${y - 56}" x2="${x - 16}" y2="${y - 38}"/><line x1="${x + 56}" y1="${y - 56}" x2="${x + 16}" y2="${y - 38}"/><line x1="${x - 40}" y1="${y + 44}" x2="${x + 40}" y2="${y + 44}"/></g>`],
      ["surprised", "şaşkın", "#c4b5fd", "#6d28d9", (x) => eyes(x) + `<g fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"><path d="M${x - 54} ${y - 50}q20-18 40 0"/><path d="M${x + 14} ${y - 50}q20-18 40 0"/></g><ellipse cx="${x}" cy="${y + 40}" rx="22" ry="30" fill="${INK}"/>`],
    ];
    let body = "";
    faces.forEach(([en, tr, fill, color, draw], i) => {
      const x = 180 + i * 280;
      body += `<circle cx="${x}" cy="${y}" r="112" fill="${fill}"/>` + draw(x) + word(x, 620, en, tr, { size: 46, color });
    });
    body += text(600, 740, "How do you feel today? · Bugün nasıl hissediyorsun?", { size: 30, fill: MUTED });
    return frame(7, { bg: "#fdf2f8", accent: "#db2777", title: "Feelings", titleTr: "Duygular" }, body);
  },

  // Grade 7: nature
  "7-b": () => {
    let body = sun(1010, 250, 50, "#fbbf24");
    body += `<polygon points="40,600 300,230 560,600" fill="#64748b"/><polygon points="300,230 250,300 280,290 300,320 325,290 350,300" fill="#fff"/><polygon points="360,600 560,300 800,600" fill="#475569"/><polygon points="560,300 520,360 545,352 565,375 590,352 610,362" fill="#fff"/>`;
    body += `<path d="M0 560q300-80 600 0t600 0v240h-1200z" fill="#4ade80"/><path d="M0 640q300-60 600 0t600 0v160h-1200z" fill="#22c55e"/>`;
    body += `<path d="M470 560c40 60-120 80-60 130s200 20 150 80h110c40-60-140-60-130-110s80-60 30-100z" fill="#38bdf8"/>`;
    body += tree(820, 660, 0.8, "#15803d") + tree(900, 680, 1, "#166534") + tree(990, 650, 0.75, "#15803d") + tree(1070, 690, 0.9, "#166534");
    body += cloud(700, 210, 0.8) + cloud(170, 200, 0.7);
    body += pill(190, 320, "mountain", "dağ", "#334155", 220);
    body += pill(690, 700, "river", "nehir", "#0369a1", 180);
    body += pill(950, 430, "forest", "orman", "#15803d", 200);
    body += pill(750, 340 - 30, "sky", "gökyüzü", "#0284c7", 200);
    return frame(7, { bg: "#e0f2fe", accent: "#0284c7", title: "Nature", titleTr: "Doğa" }, body);
  },

  // Grade 8: two friends
  "8-a": () => {
    const person = (x: number, skin: string, hair: string, shirt: string, longHair: boolean) =>
      (longHair ? `<path d="M${x - 78} ${y0 + 10}a78 86 0 0 1 156 0v110h-156z" fill="${hair}"/>` : "") +
      `<path d="M${x - 130} 770v-120a90 90 0 0 1 90-90h80a90 90 0 0 1 90 90v120z" fill="${shirt}"/><rect x="${x - 20}" y="${y0 + 60}" width="40" height="40" fill="${skin}"/><circle cx="${x}" cy="${y0}" r="72" fill="${skin}"/>` +
      `<path d="M${x - 74} ${y0 - 6}a74 74 0 0 1 148 0q-60-10-80-46q-20 36-68 46z" fill="${hair}"/><g fill="${INK}"><circle cx="${x - 26}" cy="${y0 + 6}" r="8"/><circle cx="${x + 26}" cy="${y0 + 6}" r="8"/></g><path d="M${x - 26} ${y0 + 34}q26 24 52 0" fill="none" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;
    const y0 = 460;
    const bubble = (x: number, w: number, tailX: number, en: string, tr: string, fill: string) =>
      `<rect x="${x}" y="170" width="${w}" height="150" rx="36" fill="${fill}"/><polygon points="${tailX - 26},318 ${tailX + 26},318 ${tailX},362" fill="${fill}"/>` +
      word(x + w / 2, 236, en, tr, { size: 36, color: "#fff", trColor: "#f1f5f9" });
    let body = `<rect x="0" y="690" width="1200" height="110" fill="#bbf7d0"/>`;
    body += person(330, "#f3c89b", "#78350f", "#6366f1", false) + person(870, "#c68a5b", "#1f2937", "#f59e0b", true);
    body += bubble(70, 520, 330, "Let's play football!", "Hadi futbol oynayalım!", "#6366f1");
    body += bubble(620, 510, 870, "Great idea!", "Harika fikir!", "#d97706");
    body += `<g fill="#f472b6"><path d="M600 520c-20-30-60-10-40 20l40 40 40-40c20-30-20-50-40-20z"/></g>`;
    body += word(600, 650, "friends", "arkadaşlar", { size: 44, color: "#be185d" });
    return frame(8, { bg: "#fef3c7", accent: "#db2777", title: "Friendship", titleTr: "Arkadaşlık" }, body);
  },

  // Grade 8: the digital world
  "8-b": () => {
    let body = `<rect x="470" y="160" width="260" height="600" rx="44" fill="${INK}"/><rect x="488" y="200" width="224" height="520" rx="20" fill="#f1f5f9"/><rect x="560" y="176" width="80" height="10" rx="5" fill="#475569"/>`;
    body += `<rect x="502" y="230" width="150" height="56" rx="20" fill="#e2e8f0"/><rect x="548" y="306" width="150" height="56" rx="20" fill="#6366f1"/><rect x="502" y="382" width="120" height="56" rx="20" fill="#e2e8f0"/><rect x="528" y="458" width="170" height="80" rx="20" fill="#6366f1"/><g fill="#94a3b8"><circle cx="540" cy="258" r="7"/><circle cx="565" cy="258" r="7"/><circle cx="590" cy="258" r="7"/></g><rect x="502" y="650" width="196" height="50" rx="25" fill="#fff" stroke="#cbd5e1" stroke-width="3"/>`;
    const envelope = (x: number, y: number) => `<rect x="${x - 50}" y="${y - 34}" width="100" height="68" rx="8" fill="#6366f1"/><path d="M${x - 50} ${y - 30}l50 38 50-38" fill="none" stroke="#fff" stroke-width="6"/>`;
    const download = (x: number, y: number) => `<path d="M${x} ${y - 44}v56m-26-24l26 26 26-26" fill="none" stroke="#10b981" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M${x - 46} ${y + 10}v24h92v-24" fill="none" stroke="#10b981" stroke-width="12" stroke-linecap="round"/>`;
    const share = (x: number, y: number) => `<g stroke="#f59e0b" stroke-width="8"><line x1="${x - 30}" y1="${y}" x2="${x + 30}" y2="${y - 30}"/><line x1="${x - 30}" y1="${y}" x2="${x + 30}" y2="${y + 30}"/></g><g fill="#f59e0b"><circle cx="${x - 30}" cy="${y}" r="18"/><circle cx="${x + 30}" cy="${y - 30}" r="18"/><circle cx="${x + 30}" cy="${y + 30}" r="18"/></g>`;
    const online = (x: number, y: number) => `<g fill="none" stroke="#0ea5e9" stroke-width="10" stroke-linecap="round"><path d="M${x - 50} ${y - 10}a70 70 0 0 1 100 0"/><path d="M${x - 30} ${y + 10}a42 42 0 0 1 60 0"/></g><circle cx="${x}" cy="${y + 32}" r="10" fill="#0ea5e9"/>`;
    const items: Array<[number, number, (x: number, y: number) => string, string, string, string]> = [
      [60, 190, envelope, "message", "mesaj", "#4338ca"],
      [60, 490, download, "download", "indirmek", "#047857"],
      [800, 190, share, "share", "paylaşmak", "#b45309"],
      [800, 490, online, "online", "çevrimiçi", "#0369a1"],
    ];
    for (const [x, y, icon, en, tr, color] of items) {
      body += card(x, y, 340, 240) + icon(x + 170, y + 70) + word(x + 170, y + 168, en, tr, { size: 40, color });
    }
    return frame(8, { bg: "#eef2ff", accent: "#4f46e5", title: "Digital World", titleTr: "Dijital Dünya" }, body);
  },

  // Grade 9: travel
  "9-a": () => {
    let body = `<path d="M120 330q260-120 520-40" fill="none" stroke="#94a3b8" stroke-width="6" stroke-dasharray="18 16"/>`;
    body += `<g transform="translate(760 270) rotate(-12)"><path d="M-150 0q0-26 40-26h230q40 0 60 26q-20 26-60 26h-230q-40 0-40-26z" fill="#fff"/><path d="M-20 -20l-60-90h40l90 90z" fill="#3b82f6"/><path d="M-20 20l-60 90h40l90-90z" fill="#3b82f6"/><path d="M-150 0l-30-60h30l40 50z" fill="#3b82f6"/><g fill="#93c5fd"><circle cx="40" cy="-4" r="8"/><circle cx="70" cy="-4" r="8"/><circle cx="100" cy="-4" r="8"/></g></g>`;
    body += cloud(220, 230, 0.8) + cloud(1060, 350, 0.7);
    // suitcase
    body += `<rect x="130" y="450" width="200" height="240" rx="26" fill="#ef4444"/><path d="M190 450v-30a10 10 0 0 1 10-10h60a10 10 0 0 1 10 10v30" fill="none" stroke="#991b1b" stroke-width="12"/><g stroke="#b91c1c" stroke-width="10"><line x1="180" y1="470" x2="180" y2="670"/><line x1="280" y1="470" x2="280" y2="670"/></g>`;
    // passport
    body += `<rect x="450" y="440" width="170" height="240" rx="14" fill="#7f1d1d"/><circle cx="535" cy="540" r="46" fill="none" stroke="#fbbf24" stroke-width="6"/><ellipse cx="535" cy="540" rx="20" ry="46" fill="none" stroke="#fbbf24" stroke-width="4"/><line x1="489" y1="540" x2="581" y2="540" stroke="#fbbf24" stroke-width="4"/><rect x="485" y="610" width="100" height="14" rx="7" fill="#fbbf24"/>`;
    // ticket
    body += `<g transform="rotate(-8 880 560)"><path d="M740 490h280v46a24 24 0 0 0 0 48v46h-280v-46a24 24 0 0 0 0-48z" fill="#fde68a"/><line x1="950" y1="500" x2="950" y2="620" stroke="#d97706" stroke-width="4" stroke-dasharray="10 8"/><rect x="770" y="520" width="150" height="18" rx="9" fill="#f59e0b"/><rect x="770" y="556" width="110" height="14" rx="7" fill="#fbbf24"/><rect x="770" y="584" width="130" height="14" rx="7" fill="#fbbf24"/></g>`;
    body += word(230, 745, "suitcase", "bavul", { size: 38, color: "#b91c1c" });
    body += word(535, 745, "passport", "pasaport", { size: 38, color: "#7f1d1d" });
    body += word(880, 745, "ticket", "bilet", { size: 38, color: "#b45309" });
    body += pill(1010, 200, "plane", "uçak", "#1d4ed8", 180);
    return frame(9, { bg: "#eff6ff", accent: "#2563eb", title: "Travel", titleTr: "Seyahat" }, body);
  },

  // Grade 9: space
  "9-b": () => {
    let stars = "";
    const pts = [[90, 200], [240, 320], [420, 180], [700, 260], [860, 170], [1120, 240], [980, 420], [160, 560], [620, 700], [1080, 640], [360, 660], [760, 520]];
    for (const [x, y] of pts) stars += `<circle cx="${x}" cy="${y}" r="4"/>`;
    const star = (x: number, y: number, r: number) => {
      let p = "";
      for (let k = 0; k < 10; k++) {
        const a = (k * Math.PI) / 5 - Math.PI / 2;
        const rr = k % 2 ? r * 0.45 : r;
        p += `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)} `;
      }
      return `<polygon points="${p.trim()}" fill="#fde047"/>`;
    };
    let body = `<g fill="#e0e7ff">${stars}</g>`;
    body += `<circle cx="280" cy="420" r="110" fill="#f472b6"/><path d="M180 390q100 40 200-20" fill="none" stroke="#ec4899" stroke-width="18"/><ellipse cx="280" cy="420" rx="190" ry="44" fill="none" stroke="#fbbf24" stroke-width="14" transform="rotate(-14 280 420)"/>`;
    body += `<path d="M640 260a90 90 0 1 0 60 150a76 76 0 1 1-60-150z" fill="#e2e8f0"/>`;
    body += star(540, 540, 46) + star(480, 230, 22);
    body += `<g transform="rotate(30 960 420)"><path d="M960 240q60 70 50 220h-100q-10-150 50-220z" fill="#f8fafc"/><circle cx="960" cy="340" r="26" fill="#38bdf8" stroke="#64748b" stroke-width="6"/><path d="M910 400l-40 80h44zM1010 400l40 80h-44z" fill="#ef4444"/><path d="M930 462h60l-30 80z" fill="#f59e0b"/></g>`;
    body += word(280, 620, "planet", "gezegen", { size: 44, color: "#f9a8d4", trColor: "#e0e7ff" });
    body += word(640, 470, "moon", "ay", { size: 44, color: "#f1f5f9", trColor: "#e0e7ff" });
    body += word(540, 650, "star", "yıldız", { size: 44, color: "#fde047", trColor: "#e0e7ff" });
    body += word(960, 700, "rocket", "roket", { size: 44, color: "#7dd3fc", trColor: "#e0e7ff" });
    return frame(9, { bg: "#1e1b4b", accent: "#a78bfa", title: "Space", titleTr: "Uzay", dark: "#f8fafc" }, body);
  },

  // Grade 10: jobs
  "10-a": () => {
    const y = 360;
    const doctor = (x: number) =>
      `<rect x="${x - 80}" y="${y - 60}" width="160" height="130" rx="20" fill="#ef4444"/><path d="M${x - 30} ${y - 60}v-20a10 10 0 0 1 10-10h40a10 10 0 0 1 10 10v20" fill="none" stroke="#b91c1c" stroke-width="10"/><rect x="${x - 14}" y="${y - 38}" width="28" height="86" fill="#fff"/><rect x="${x - 43}" y="${y - 9}" width="86" height="28" fill="#fff"/>`;
    const teacher = (x: number) =>
      `<rect x="${x - 100}" y="${y - 80}" width="200" height="140" rx="8" fill="#15803d" stroke="#92400e" stroke-width="10"/>` +
      text(x, y + 10, "ABC", { size: 46, bold: true, fill: "#fff" }) + `<line x1="${x - 60}" y1="${y + 90}" x2="${x + 60}" y2="${y + 90}" stroke="#92400e" stroke-width="10"/><line x1="${x - 40}" y1="${y + 60}" x2="${x - 60}" y2="${y + 100}" stroke="#92400e" stroke-width="8"/><line x1="${x + 40}" y1="${y + 60}" x2="${x + 60}" y2="${y + 100}" stroke="#92400e" stroke-width="8"/>`;
    const engineer = (x: number) =>
      `<path d="M${x - 100} ${y + 30}a100 100 0 0 1 200 0z" fill="#facc15"/><rect x="${x - 120}" y="${y + 22}" width="240" height="26" rx="13" fill="#eab308"/><rect x="${x - 14}" y="${y - 70}" width="28" height="92" rx="10" fill="#eab308"/>`;
    const cook = (x: number) =>
      `<circle cx="${x - 50}" cy="${y - 20}" r="48" fill="#fff"/><circle cx="${x + 50}" cy="${y - 20}" r="48" fill="#fff"/><circle cx="${x}" cy="${y - 50}" r="56" fill="#fff"/><rect x="${x - 70}" y="${y}" width="140" height="80" rx="10" fill="#fff" stroke="#e2e8f0" stroke-width="4"/><line x1="${x - 70}" y1="${y + 50}" x2="${x + 70}" y2="${y + 50}" stroke="#e2e8f0" stroke-width="4"/>`;
    const jobs: Array<[string, string, string, string, (x: number) => string]> = [
      ["doctor", "doktor", "#fee2e2", "#b91c1c", doctor],
      ["teacher", "öğretmen", "#dcfce7", "#15803d", teacher],
      ["engineer", "mühendis", "#fef9c3", "#a16207", engineer],
      ["cook", "aşçı", "#e2e8f0", "#334155", cook],
    ];
    let body = "";
    jobs.forEach(([en, tr, bg, color, draw], i) => {
      const x = 180 + i * 280;
      body += card(x - 128, 170, 256, 560, bg) + draw(x) + word(x, 600, en, tr, { size: 44, color });
    });
    body += text(600, 775, "What do you want to be? · Ne olmak istiyorsun?", { size: 26, fill: MUTED });
    return frame(10, { bg: "#f8fafc", accent: "#0f766e", title: "Jobs", titleTr: "Meslekler" }, body);
  },

  // Grade 10: future plans
  "10-b": () => {
    let body = `<rect x="70" y="190" width="340" height="380" rx="26" fill="#fff"/><rect x="70" y="190" width="340" height="100" rx="26" fill="#ef4444"/><rect x="70" y="250" width="340" height="40" fill="#ef4444"/><g fill="#475569"><rect x="140" y="166" width="18" height="56" rx="9"/><rect x="322" y="166" width="18" height="56" rx="9"/></g>`;
    body += text(240, 260, "FUTURE", { size: 40, bold: true, fill: "#fff" });
    body += text(240, 470, "2035", { size: 110, bold: true, fill: INK });
    body += `<path d="M90 730l120-60 110 30 120-90" fill="none" stroke="#f59e0b" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/><polygon points="470,580 420,590 450,630" fill="#f59e0b"/>`;
    const rows: Array<[string, string, string]> = [
      ["I will study abroad.", "Yurt dışında okuyacağım.", "#4338ca"],
      ["I'm going to learn to code.", "Kod yazmayı öğreneceğim.", "#0f766e"],
      ["I hope to travel the world.", "Dünyayı gezmeyi umuyorum.", "#b45309"],
    ];
    rows.forEach(([en, tr, color], i) => {
      const y = 180 + i * 190;
      body += card(500, y, 650, 160) + `<rect x="500" y="${y}" width="18" height="160" rx="9" fill="${color}"/>` + word(540, y + 70, en, tr, { size: 36, color, anchor: "start" });
    });
    return frame(10, { bg: "#fff1f2", accent: "#e11d48", title: "Future Plans", titleTr: "Gelecek Planları" }, body);
  },

  // Grade 11: clean energy
  "11-a": () => {
    const turbine = (x: number, base: number, h: number) => {
      const hy = base - h;
      let blades = "";
      for (const a of [0, 120, 240]) blades += `<path d="M${x} ${hy}q14-50 0-120q-14 70 0 120z" fill="#fff" stroke="#64748b" stroke-width="3" transform="rotate(${a + 15} ${x} ${hy})"/>`;
      return `<polygon points="${x - 8},${hy} ${x + 8},${hy} ${x + 16},${base} ${x - 16},${base}" fill="#fff" stroke="#64748b" stroke-width="3"/>${blades}<circle cx="${x}" cy="${hy}" r="12" fill="#94a3b8"/>`;
    };
    const panel = (x: number, y: number) => {
      let grid = "";
      for (let k = 1; k < 4; k++) grid += `<line x1="${x + k * 45 + 30 - (k * 30) / 4}" y1="${y}" x2="${x + k * 45 - (k * 30) / 4}" y2="${y + 90}"/>`;
      return `<line x1="${x + 90}" y1="${y + 90}" x2="${x + 90}" y2="${y + 140}" stroke="#475569" stroke-width="10"/><polygon points="${x + 30},${y} ${x + 210},${y} ${x + 180},${y + 90} ${x},${y + 90}" fill="#1d4ed8"/><g stroke="#93c5fd" stroke-width="3">${grid}<line x1="${x + 15}" y1="${y + 45}" x2="${x + 195}" y2="${y + 45}"/></g>`;
    };
    let body = sun(1040, 250, 58, "#fbbf24");
    body += `<path d="M0 560q300-70 600 0t600 0v240h-1200z" fill="#86efac"/><path d="M0 650q300-50 600 0t600 0v150h-1200z" fill="#4ade80"/>`;
    body += turbine(160, 590, 300) + turbine(330, 570, 240) + turbine(480, 600, 340);
    body += panel(650, 520) + panel(880, 540);
    body += pill(330, 700, "wind turbine", "rüzgâr türbini", "#0f766e", 320);
    body += pill(880, 720, "solar panel", "güneş paneli", "#1d4ed8", 300);
    body += pill(790, 410, "renewable energy", "yenilenebilir enerji", "#15803d", 380);
    return frame(11, { bg: "#ecfeff", accent: "#0891b2", title: "Clean Energy", titleTr: "Temiz Enerji" }, body);
  },

  // Grade 11: a newspaper page
  "11-b": () => {
    let lines = "";
    for (let c = 0; c < 2; c++) for (let k = 0; k < 6; k++) lines += `<rect x="${170 + c * 200}" y="${540 + k * 32}" width="${k === 5 ? 110 : 170}" height="12" rx="6"/>`;
    let body = `<g transform="rotate(-3 420 470)"><rect x="130" y="170" width="600" height="600" rx="10" fill="#fff"/>`;
    body += text(430, 240, "THE DAILY NEWS", { size: 44, bold: true, fill: INK, anchor: "middle" });
    body += `<line x1="160" y1="262" x2="700" y2="262" stroke="${INK}" stroke-width="4"/>`;
    body += text(160, 320, "Students Win", { size: 34, bold: true, fill: "#b91c1c", anchor: "start" }) + text(160, 362, "Science Prize!", { size: 34, bold: true, fill: "#b91c1c", anchor: "start" });
    body += `<rect x="460" y="290" width="240" height="210" fill="#bae6fd"/><polygon points="470,490 560,380 630,460 660,430 700,490" fill="#0369a1"/><circle cx="650" cy="340" r="22" fill="#fbbf24"/>`;
    body += `<g fill="#cbd5e1">${lines}<rect x="170" y="400" width="250" height="12" rx="6"/><rect x="170" y="432" width="250" height="12" rx="6"/><rect x="170" y="464" width="200" height="12" rx="6"/><rect x="600" y="540" width="100" height="12" rx="6"/><rect x="600" y="572" width="100" height="12" rx="6"/></g></g>`;
    const labels: Array<[number, string, string, string, number, number]> = [
      [220, "headline", "manşet", "#b91c1c", 440, 284],
      [390, "photo", "fotoğraf", "#0369a1", 690, 400],
      [560, "article", "makale", "#334155", 560, 600],
      [700, "reporter", "muhabir", "#7c3aed", 0, 0],
    ];
    for (const [y, en, tr, color, tx, ty] of labels) {
      if (tx) body += `<line x1="830" y1="${y}" x2="${tx}" y2="${ty}" stroke="${color}" stroke-width="4" stroke-dasharray="10 8"/><circle cx="${tx}" cy="${ty}" r="9" fill="${color}"/>`;
      body += card(830, y - 60, 320, 120) + word(990, y - 6, en, tr, { size: 38, color });
    }
    return frame(11, { bg: "#f1f5f9", accent: "#b91c1c", title: "The News", titleTr: "Haberler" }, body);
  },

  // Grade 12: an open book page
  "12-a": () => {
    let body = `<ellipse cx="600" cy="740" rx="500" ry="26" fill="#0f172a" opacity=".1"/><path d="M600 200q-220-50-500 0v520q280-50 500 0z" fill="#fff"/><path d="M600 200q220-50 500 0v520q-280-50-500 0z" fill="#fffdf7"/><path d="M590 200v520h20v-520z" fill="#e2e8f0"/><path d="M1000 160h40v110l-20-18-20 18z" fill="#e11d48"/>`;
    body += text(170, 280, "Chapter One", { size: 40, bold: true, fill: "#7c2d12", anchor: "start" });
    body += `<g fill="#d6d3d1">`;
    for (let k = 0; k < 9; k++) body += `<rect x="170" y="${320 + k * 38}" width="${k === 8 ? 200 : 360}" height="12" rx="6"/>`;
    body += `</g>`;
    const vocab: Array<[string, string]> = [
      ["novel", "roman"],
      ["author", "yazar"],
      ["chapter", "bölüm"],
      ["character", "karakter"],
      ["plot", "olay örgüsü"],
    ];
    body += text(660, 270, "Vocabulary", { size: 32, bold: true, fill: "#7c2d12", anchor: "start" });
    vocab.forEach(([en, tr], i) => {
      const y = 340 + i * 76;
      body += `<circle cx="672" cy="${y - 12}" r="8" fill="#f59e0b"/>` + text(696, y, en, { size: 36, bold: true, fill: INK, anchor: "start" }) + text(1050, y, tr, { size: 30, fill: MUTED, anchor: "end" });
    });
    return frame(12, { bg: "#fef3c7", accent: "#b45309", title: "Reading", titleTr: "Okuma" }, body);
  },

  // Grade 12: graduation and career
  "12-b": () => {
    const y = 370;
    const cap = (x: number) =>
      `<path d="M${x - 60} ${y + 10}v50q60 36 120 0v-50z" fill="#1e293b"/><polygon points="${x},${y - 60} ${x + 120},${y} ${x},${y + 50} ${x - 120},${y}" fill="#334155"/><path d="M${x} ${y}l80 20v60" fill="none" stroke="#f59e0b" stroke-width="6"/><circle cx="${x + 80}" cy="${y + 86}" r="12" fill="#f59e0b"/>`;
    const diploma = (x: number) =>
      `<rect x="${x - 100}" y="${y - 40}" width="200" height="90" fill="#fef3c7"/><ellipse cx="${x - 100}" cy="${y + 5}" rx="18" ry="45" fill="#fde68a"/><ellipse cx="${x + 100}" cy="${y + 5}" rx="18" ry="45" fill="#fcd34d"/><rect x="${x - 12}" y="${y - 40}" width="24" height="90" fill="#dc2626"/><circle cx="${x}" cy="${y + 50}" r="22" fill="#dc2626"/><polygon points="${x - 14},${y + 64} ${x - 26},${y + 100} ${x - 4},${y + 88}" fill="#dc2626"/><polygon points="${x + 14},${y + 64} ${x + 26},${y + 100} ${x + 4},${y + 88}" fill="#dc2626"/>`;
    const briefcase = (x: number) =>
      `<path d="M${x - 40} ${y - 50}v-24a12 12 0 0 1 12-12h56a12 12 0 0 1 12 12v24" fill="none" stroke="#78350f" stroke-width="12"/><rect x="${x - 110}" y="${y - 50}" width="220" height="150" rx="20" fill="#a16207"/><rect x="${x - 110}" y="${y + 4}" width="220" height="10" fill="#78350f"/><rect x="${x - 18}" y="${y - 4}" width="36" height="28" rx="6" fill="#fbbf24"/>`;
    const goal = (x: number) =>
      `<circle cx="${x}" cy="${y}" r="100" fill="#ef4444"/><circle cx="${x}" cy="${y}" r="70" fill="#fff"/><circle cx="${x}" cy="${y}" r="42" fill="#ef4444"/><circle cx="${x}" cy="${y}" r="16" fill="#fff"/><line x1="${x}" y1="${y}" x2="${x + 90}" y2="${y - 90}" stroke="${INK}" stroke-width="8" stroke-linecap="round"/><polygon points="${x + 90},${y - 90} ${x + 86},${y - 124} ${x + 102},${y - 102} ${x + 124},${y - 86}" fill="#4338ca"/>`;
    const items: Array<[string, string, string, (x: number) => string]> = [
      ["graduate", "mezun olmak", "#1e293b", cap],
      ["diploma", "diploma", "#b91c1c", diploma],
      ["career", "kariyer", "#92400e", briefcase],
      ["goal", "hedef", "#dc2626", goal],
    ];
    let body = "";
    items.forEach(([en, tr, color, draw], i) => {
      const x = 180 + i * 280;
      body += card(x - 128, 170, 256, 560) + draw(x) + word(x, 600, en, tr, { size: 42, color });
    });
    body += text(600, 775, "Where do you see yourself in ten years?", { size: 26, fill: MUTED });
    return frame(12, { bg: "#eef2ff", accent: "#4338ca", title: "My Future", titleTr: "Geleceğim" }, body);
  },
};

async function main(): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  for (let grade = 2; grade <= 12; grade++) {
    for (const v of ["a", "b"] as const) {
      const scene = scenes[`${grade}-${v}`];
      if (!scene) throw new Error(`No scene for grade ${grade}${v}`);
      const svg = scene();
      const file = path.join(outDir, `grade-${grade}-${v}.webp`);
      await sharp(Buffer.from(svg)).webp({ quality: 75, effort: 6 }).toFile(file);
      const { size } = await fs.stat(file);
      console.log(`${path.relative(process.cwd(), file)}  ${(size / 1024).toFixed(1)} KB`);
      if (size > 60 * 1024) throw new Error(`${file} is larger than 60 KB`);
    }
  }
}

await main();
