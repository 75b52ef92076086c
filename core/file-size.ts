import { formatNumberTr } from "./numbers";

const KB = 1024;
const MB = 1024 * 1024;

/** A file size the Turkish way: "820 bayt", "245 KB", "1,2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${formatNumberTr(bytes)} bayt`;
  if (bytes < MB) return `${formatNumberTr(Math.max(1, Math.round(bytes / KB)))} KB`;
  return `${formatNumberTr(bytes / MB, bytes < 10 * MB ? 1 : 0)} MB`;
}
