// The demo posters of grades 8 to 12 (scripts/make-demo-images.ts renders them), two a grade.

import { card, cloud, frame, INK, MUTED, pill, sun, text, word } from "./drawing";

export const secondaryScenes: Record<string, () => string> = {
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
    const envelope = (x: number, y: number) =>
      `<rect x="${x - 50}" y="${y - 34}" width="100" height="68" rx="8" fill="#6366f1"/><path d="M${x - 50} ${y - 30}l50 38 50-38" fill="none" stroke="#fff" stroke-width="6"/>`;
    const download = (x: number, y: number) =>
      `<path d="M${x} ${y - 44}v56m-26-24l26 26 26-26" fill="none" stroke="#10b981" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/><path d="M${x - 46} ${y + 10}v24h92v-24" fill="none" stroke="#10b981" stroke-width="12" stroke-linecap="round"/>`;
    const share = (x: number, y: number) =>
      `<g stroke="#f59e0b" stroke-width="8"><line x1="${x - 30}" y1="${y}" x2="${x + 30}" y2="${y - 30}"/><line x1="${x - 30}" y1="${y}" x2="${x + 30}" y2="${y + 30}"/></g><g fill="#f59e0b"><circle cx="${x - 30}" cy="${y}" r="18"/><circle cx="${x + 30}" cy="${y - 30}" r="18"/><circle cx="${x + 30}" cy="${y + 30}" r="18"/></g>`;
    const online = (x: number, y: number) =>
      `<g fill="none" stroke="#0ea5e9" stroke-width="10" stroke-linecap="round"><path d="M${x - 50} ${y - 10}a70 70 0 0 1 100 0"/><path d="M${x - 30} ${y + 10}a42 42 0 0 1 60 0"/></g><circle cx="${x}" cy="${y + 32}" r="10" fill="#0ea5e9"/>`;
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
    const pts = [
      [90, 200],
      [240, 320],
      [420, 180],
      [700, 260],
      [860, 170],
      [1120, 240],
      [980, 420],
      [160, 560],
      [620, 700],
      [1080, 640],
      [360, 660],
      [760, 520],
    ];
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
      text(x, y + 10, "ABC", { size: 46, bold: true, fill: "#fff" }) +
      `<line x1="${x - 60}" y1="${y + 90}" x2="${x + 60}" y2="${y + 90}" stroke="#92400e" stroke-width="10"/><line x1="${x - 40}" y1="${y + 60}" x2="${x - 60}" y2="${y + 100}" stroke="#92400e" stroke-width="8"/><line x1="${x + 40}" y1="${y + 60}" x2="${x + 60}" y2="${y + 100}" stroke="#92400e" stroke-width="8"/>`;
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
      body +=
        card(500, y, 650, 160) +
        `<rect x="500" y="${y}" width="18" height="160" rx="9" fill="${color}"/>` +
        word(540, y + 70, en, tr, { size: 36, color, anchor: "start" });
    });
    return frame(10, { bg: "#fff1f2", accent: "#e11d48", title: "Future Plans", titleTr: "Gelecek Planları" }, body);
  },

  // Grade 11: clean energy
  "11-a": () => {
    const turbine = (x: number, base: number, h: number) => {
      const hy = base - h;
      let blades = "";
      for (const a of [0, 120, 240])
        blades += `<path d="M${x} ${hy}q14-50 0-120q-14 70 0 120z" fill="#fff" stroke="#64748b" stroke-width="3" transform="rotate(${a + 15} ${x} ${hy})"/>`;
      return `<polygon points="${x - 8},${hy} ${x + 8},${hy} ${x + 16},${base} ${x - 16},${base}" fill="#fff" stroke="#64748b" stroke-width="3"/>${blades}<circle cx="${x}" cy="${hy}" r="12" fill="#94a3b8"/>`;
    };
    const panel = (x: number, y: number) => {
      let grid = "";
      for (let k = 1; k < 4; k++)
        grid += `<line x1="${x + k * 45 + 30 - (k * 30) / 4}" y1="${y}" x2="${x + k * 45 - (k * 30) / 4}" y2="${y + 90}"/>`;
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
    for (let c = 0; c < 2; c++)
      for (let k = 0; k < 6; k++)
        lines += `<rect x="${170 + c * 200}" y="${540 + k * 32}" width="${k === 5 ? 110 : 170}" height="12" rx="6"/>`;
    let body = `<g transform="rotate(-3 420 470)"><rect x="130" y="170" width="600" height="600" rx="10" fill="#fff"/>`;
    body += text(430, 240, "THE DAILY NEWS", { size: 44, bold: true, fill: INK, anchor: "middle" });
    body += `<line x1="160" y1="262" x2="700" y2="262" stroke="${INK}" stroke-width="4"/>`;
    body +=
      text(160, 320, "Students Win", { size: 34, bold: true, fill: "#b91c1c", anchor: "start" }) +
      text(160, 362, "Science Prize!", { size: 34, bold: true, fill: "#b91c1c", anchor: "start" });
    body += `<rect x="460" y="290" width="240" height="210" fill="#bae6fd"/><polygon points="470,490 560,380 630,460 660,430 700,490" fill="#0369a1"/><circle cx="650" cy="340" r="22" fill="#fbbf24"/>`;
    body += `<g fill="#cbd5e1">${lines}<rect x="170" y="400" width="250" height="12" rx="6"/><rect x="170" y="432" width="250" height="12" rx="6"/><rect x="170" y="464" width="200" height="12" rx="6"/><rect x="600" y="540" width="100" height="12" rx="6"/><rect x="600" y="572" width="100" height="12" rx="6"/></g></g>`;
    const labels: Array<[number, string, string, string, number, number]> = [
      [220, "headline", "manşet", "#b91c1c", 440, 284],
      [390, "photo", "fotoğraf", "#0369a1", 690, 400],
      [560, "article", "makale", "#334155", 560, 600],
      [700, "reporter", "muhabir", "#7c3aed", 0, 0],
    ];
    for (const [y, en, tr, color, tx, ty] of labels) {
      if (tx)
        body += `<line x1="830" y1="${y}" x2="${tx}" y2="${ty}" stroke="${color}" stroke-width="4" stroke-dasharray="10 8"/><circle cx="${tx}" cy="${ty}" r="9" fill="${color}"/>`;
      body += card(830, y - 60, 320, 120) + word(990, y - 6, en, tr, { size: 38, color });
    }
    return frame(11, { bg: "#f1f5f9", accent: "#b91c1c", title: "The News", titleTr: "Haberler" }, body);
  },

  // Grade 12: an open book page
  "12-a": () => {
    let body = `<ellipse cx="600" cy="740" rx="500" ry="26" fill="#0f172a" opacity=".1"/><path d="M600 200q-220-50-500 0v520q280-50 500 0z" fill="#fff"/><path d="M600 200q220-50 500 0v520q-280-50-500 0z" fill="#fffdf7"/><path d="M590 200v520h20v-520z" fill="#e2e8f0"/><path d="M1000 160h40v110l-20-18-20 18z" fill="#e11d48"/>`;
    body += text(170, 280, "Chapter One", { size: 40, bold: true, fill: "#7c2d12", anchor: "start" });
    body += `<g fill="#d6d3d1">`;
    for (let k = 0; k < 9; k++)
      body += `<rect x="170" y="${320 + k * 38}" width="${k === 8 ? 200 : 360}" height="12" rx="6"/>`;
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
      body +=
        `<circle cx="672" cy="${y - 12}" r="8" fill="#f59e0b"/>` +
        text(696, y, en, { size: 36, bold: true, fill: INK, anchor: "start" }) +
        text(1050, y, tr, { size: 30, fill: MUTED, anchor: "end" });
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
