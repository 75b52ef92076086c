/**
 * Which PDFs the e2e server draws as pictures before it opens (tests/e2e/server.mjs); every
 * other PDF shows the PDF viewer, whatever a test's timing. These are the ones tests open as
 * drawn pages: grade 5's vocabulary PDFs (content-helpers.ts `demoEntry(request, "pdf")`, the
 * list cards' thumbnails) and the PDFs of the unit offline.spec.ts saves (grade 5's first unit,
 * in reading order, with a PDF, a picture and a video). Drawing all fifteen of grade 5 took
 * 71 s of the server's 85 s start on the 2-core machine.
 */
export interface DemoRow {
  id: number;
  sinif: number;
  donem: number;
  unite: number;
  icerikTuru: number;
  fileType: string;
}

export const DRAWN_GRADE = 5;
const VOCABULARY = 2;

export function drawnPdfIds(rows: readonly DemoRow[]): number[] {
  const grade = rows
    .filter((r) => r.sinif === DRAWN_GRADE)
    .sort((a, b) => a.donem - b.donem || a.unite - b.unite || a.id - b.id);
  const unitOf = (r: DemoRow) => grade.filter((o) => o.donem === r.donem && o.unite === r.unite);
  const savedUnit = grade.find((r) => ["pdf", "image", "video"].every((t) => unitOf(r).some((o) => o.fileType === t)));
  const inSavedUnit = (r: DemoRow) =>
    savedUnit !== undefined && r.donem === savedUnit.donem && r.unite === savedUnit.unite;
  return grade.filter((r) => r.fileType === "pdf" && (r.icerikTuru === VOCABULARY || inSavedUnit(r))).map((r) => r.id);
}
