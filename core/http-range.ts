/** A byte range of a file, inclusive at both ends as in HTTP. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Parses a single `bytes=` range (the only kind a PDF viewer or video player
 * sends): the server's file route and the service worker's stored copies answer
 * ranges by the same rule. `null` means "answer with the whole file".
 */
export function parseRange(header: string, size: number): ByteRange | "invalid" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // multiple or unknown ranges: answer with the whole file
  const [, startText, endText] = match;
  if (startText === "" && endText === "") return null;
  let start: number;
  let end: number;
  if (startText === "") {
    const suffix = Number(endText);
    if (suffix === 0) return "invalid";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(startText);
    end = endText === "" ? size - 1 : Math.min(Number(endText), size - 1);
  }
  if (start >= size || start > end) return "invalid";
  return { start, end };
}
