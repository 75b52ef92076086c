const KB = 1024;
const MB = 1024 * 1024;

/** A file size the Turkish way: "820 bayt", "245 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  const format = (n: number, digits: number) => new Intl.NumberFormat("tr-TR", { maximumFractionDigits: digits }).format(n);
  if (bytes < KB) return `${format(bytes, 0)} bayt`;
  if (bytes < MB) return `${format(Math.max(1, Math.round(bytes / KB)), 0)} KB`;
  return `${format(bytes / MB, bytes < 10 * MB ? 1 : 0)} MB`;
}
