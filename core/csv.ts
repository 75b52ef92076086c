/**
 * RFC 4180 CSV; a leading = + - @ (or tab, carriage return) is neutralised so a spreadsheet
 * never runs it as a formula. `separator`: ',' by default; ';' for Excel's Turkish settings
 * (the homework grid), where ',' is the decimal mark.
 */
export function toCsv(rows: string[][], separator: "," | ";" = ","): string {
  const cell = (v: string) => {
    const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
    return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return rows.map((r) => r.map(cell).join(separator)).join("\r\n") + "\r\n";
}
