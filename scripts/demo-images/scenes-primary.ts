// The demo posters of grades 2 to 7 (scripts/make-demo-images.ts renders them), two a grade.

import { card, cloud, frame, INK, MUTED, pill, sun, text, tree, word } from "./drawing";

export const primaryScenes: Record<string, () => string> = {
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
      [
        "cat",
        "kedi",
        "#ea580c",
        (cx) =>
          `<polygon points="${cx - 80},360 ${cx - 70},270 ${cx - 20},320" fill="#fb923c"/><polygon points="${cx + 80},360 ${cx + 70},270 ${cx + 20},320" fill="#fb923c"/><polygon points="${cx - 66},340 ${cx - 62},295 ${cx - 36},322" fill="#fda4af"/><polygon points="${cx + 66},340 ${cx + 62},295 ${cx + 36},322" fill="#fda4af"/><circle cx="${cx}" cy="400" r="92" fill="#fb923c"/><circle cx="${cx - 32}" cy="385" r="11" fill="${INK}"/><circle cx="${cx + 32}" cy="385" r="11" fill="${INK}"/><polygon points="${cx - 11},418 ${cx + 11},418 ${cx},430" fill="#e11d48"/><g stroke="${INK}" stroke-width="3" stroke-linecap="round"><line x1="${cx - 24}" y1="432" x2="${cx - 80}" y2="422"/><line x1="${cx - 24}" y1="440" x2="${cx - 80}" y2="446"/><line x1="${cx + 24}" y1="432" x2="${cx + 80}" y2="422"/><line x1="${cx + 24}" y1="440" x2="${cx + 80}" y2="446"/></g>`,
      ],
      [
        "dog",
        "köpek",
        "#92400e",
        (cx) =>
          `<circle cx="${cx}" cy="400" r="90" fill="#d6a46b"/><ellipse cx="${cx - 82}" cy="400" rx="30" ry="62" fill="#92400e" transform="rotate(18 ${cx - 82} 400)"/><ellipse cx="${cx + 82}" cy="400" rx="30" ry="62" fill="#92400e" transform="rotate(-18 ${cx + 82} 400)"/><ellipse cx="${cx}" cy="438" rx="48" ry="34" fill="#fdecc8"/><ellipse cx="${cx}" cy="420" rx="17" ry="12" fill="${INK}"/><circle cx="${cx - 32}" cy="378" r="11" fill="${INK}"/><circle cx="${cx + 32}" cy="378" r="11" fill="${INK}"/><path d="M${cx - 10} 452h20v16a10 10 0 0 1-20 0z" fill="#f43f5e"/>`,
      ],
      [
        "fish",
        "balık",
        "#0369a1",
        (cx) =>
          `<polygon points="${cx + 70},400 ${cx + 128},345 ${cx + 128},455" fill="#0ea5e9"/><ellipse cx="${cx - 10}" cy="400" rx="98" ry="62" fill="#38bdf8"/><path d="M${cx - 20} 340q30-40 60 0z" fill="#0ea5e9"/><circle cx="${cx - 58}" cy="388" r="15" fill="#fff"/><circle cx="${cx - 55}" cy="388" r="8" fill="${INK}"/><path d="M${cx - 20} 372q22 28 0 56" fill="none" stroke="#0284c7" stroke-width="5"/><g fill="none" stroke="#7dd3fc" stroke-width="4"><circle cx="${cx - 90}" cy="300" r="10"/><circle cx="${cx - 70}" cy="262" r="14"/></g>`,
      ],
      [
        "bird",
        "kuş",
        "#a16207",
        (cx) =>
          `<line x1="${cx - 110}" y1="500" x2="${cx + 110}" y2="500" stroke="#92400e" stroke-width="12" stroke-linecap="round"/><g stroke="#ea580c" stroke-width="5"><line x1="${cx - 20}" y1="470" x2="${cx - 20}" y2="500"/><line x1="${cx + 20}" y1="470" x2="${cx + 20}" y2="500"/></g><circle cx="${cx}" cy="400" r="82" fill="#facc15"/><ellipse cx="${cx + 20}" cy="420" rx="46" ry="30" fill="#eab308" transform="rotate(-20 ${cx + 20} 420)"/><polygon points="${cx - 78},392 ${cx - 120},404 ${cx - 78},416" fill="#f97316"/><circle cx="${cx - 40}" cy="380" r="10" fill="${INK}"/><path d="M${cx + 20} 322q16-30 40-20q-20 6-22 28z" fill="#eab308"/>`,
      ],
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
        for (let k = 0; k < count; k++)
          g += `<circle cx="${x + (k - (count - 1) / 2) * 50}" cy="${y - 56 + r * 44}" r="28" fill="${(k + r) % 2 ? "#7c3aed" : "#8b5cf6"}"/>`;
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
      [
        "rainy",
        "yağmurlu",
        "#dbeafe",
        "#1d4ed8",
        (cx) => {
          let d = "";
          for (let k = 0; k < 5; k++)
            d += `<path d="M${cx - 70 + k * 35} ${420 + (k % 2) * 30}q-12 20 0 28q12-8 0-28z" fill="#3b82f6"/>`;
          return cloud(cx, 340, 1.2, "#94a3b8") + d;
        },
      ],
      [
        "cloudy",
        "bulutlu",
        "#f1f5f9",
        "#475569",
        (cx) => cloud(cx - 30, 310, 0.9, "#cbd5e1") + cloud(cx + 20, 380, 1.2, "#94a3b8"),
      ],
      [
        "snowy",
        "karlı",
        "#e0f2fe",
        "#0369a1",
        (cx) => {
          let d = "";
          for (let k = 0; k < 5; k++) {
            const x = cx - 72 + k * 36;
            const y = 430 + (k % 2) * 36;
            d += `<g stroke="#7dd3fc" stroke-width="5" stroke-linecap="round"><line x1="${x - 12}" y1="${y}" x2="${x + 12}" y2="${y}"/><line x1="${x - 6}" y1="${y - 10}" x2="${x + 6}" y2="${y + 10}"/><line x1="${x + 6}" y1="${y - 10}" x2="${x - 6}" y2="${y + 10}"/></g>`;
          }
          return cloud(cx, 340, 1.2, "#94a3b8") + d;
        },
      ],
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
      for (let k = 0; k <= 12; k++)
        ticks += `<line x1="${x - 120 + k * 20}" y1="${y - 30}" x2="${x - 120 + k * 20}" y2="${y - 30 + (k % 2 ? 16 : 28)}"/>`;
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
      body +=
        `<ellipse cx="${x}" cy="570" rx="110" ry="16" fill="#0f172a" opacity=".08"/>` +
        draw(x) +
        word(x, 665, en, tr, { size: 52, color });
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
      body +=
        `<rect x="616" y="${y + 48}" width="140" height="64" rx="32" fill="${color}"/>` +
        text(686, y + 92, time, { size: 30, bold: true, fill: "#fff" });
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
    body +=
      `<rect x="100" y="560" width="380" height="180" rx="24" fill="#4ade80"/><ellipse cx="400" cy="680" rx="60" ry="36" fill="#38bdf8"/>` +
      tree(330, 730, 0.55, "#15803d") +
      tree(260, 735, 0.5, "#166534");
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
    for (let r = 0; r < 6; r++)
      for (let c = 0; c < 11; c++)
        if ((r + c) % 2 === 0) body += `<rect x="${60 + c * 98}" y="${160 + r * 100}" width="98" height="100"/>`;
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
    const eyes = (x: number) =>
      `<g fill="${INK}"><circle cx="${x - 34}" cy="${y - 20}" r="11"/><circle cx="${x + 34}" cy="${y - 20}" r="11"/></g>`;
    const faces: Array<[string, string, string, string, (x: number) => string]> = [
      [
        "happy",
        "mutlu",
        "#facc15",
        "#a16207",
        (x) =>
          eyes(x) +
          `<path d="M${x - 50} ${y + 20}q50 60 100 0" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><g fill="#fb923c" opacity=".5"><circle cx="${x - 62}" cy="${y + 12}" r="14"/><circle cx="${x + 62}" cy="${y + 12}" r="14"/></g>`,
      ],
      [
        "sad",
        "üzgün",
        "#93c5fd",
        "#1d4ed8",
        (x) =>
          eyes(x) +
          `<path d="M${x - 44} ${y + 54}q44-44 88 0" fill="none" stroke="${INK}" stroke-width="9" stroke-linecap="round"/><path d="M${x + 36} ${y}q-10 20 0 28q10-8 0-28z" fill="#2563eb"/>`,
      ],
      [
        "angry",
        "kızgın",
        "#fb923c",
        "#c2410c",
        (x) =>
          eyes(x) +
          `<g stroke="${INK}" stroke-width="9" stroke-linecap="round"><line x1="${x - 56}" y1="${y - 56}" x2="${x - 16}" y2="${y - 38}"/><line x1="${x + 56}" y1="${y - 56}" x2="${x + 16}" y2="${y - 38}"/><line x1="${x - 40}" y1="${y + 44}" x2="${x + 40}" y2="${y + 44}"/></g>`,
      ],
      [
        "surprised",
        "şaşkın",
        "#c4b5fd",
        "#6d28d9",
        (x) =>
          eyes(x) +
          `<g fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"><path d="M${x - 54} ${y - 50}q20-18 40 0"/><path d="M${x + 14} ${y - 50}q20-18 40 0"/></g><ellipse cx="${x}" cy="${y + 40}" rx="22" ry="30" fill="${INK}"/>`,
      ],
    ];
    let body = "";
    faces.forEach(([en, tr, fill, color, draw], i) => {
      const x = 180 + i * 280;
      body +=
        `<circle cx="${x}" cy="${y}" r="112" fill="${fill}"/>` + draw(x) + word(x, 620, en, tr, { size: 46, color });
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
    body +=
      tree(820, 660, 0.8, "#15803d") +
      tree(900, 680, 1, "#166534") +
      tree(990, 650, 0.75, "#15803d") +
      tree(1070, 690, 0.9, "#166534");
    body += cloud(700, 210, 0.8) + cloud(170, 200, 0.7);
    body += pill(190, 320, "mountain", "dağ", "#334155", 220);
    body += pill(690, 700, "river", "nehir", "#0369a1", 180);
    body += pill(950, 430, "forest", "orman", "#15803d", 200);
    body += pill(750, 340 - 30, "sky", "gökyüzü", "#0284c7", 200);
    return frame(7, { bg: "#e0f2fe", accent: "#0284c7", title: "Nature", titleTr: "Doğa" }, body);
  },
};
