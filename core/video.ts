/**
 * Video links (docs/product.md: a watch link is converted to its embed form). Only
 * YouTube links are accepted, and they are always embedded through the no-cookie
 * host (docs/product.md). Anything else returns null and never reaches an iframe.
 */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
const ID = /^[\w-]{11}$/;
const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const EMBED_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const PATH_PREFIXES = ["embed", "shorts", "live", "v"];

export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") {
    id = parts.length === 1 ? parts[0] : null;
  } else if (WATCH_HOSTS.has(host) || EMBED_HOSTS.has(host)) {
    if (parts.length === 1 && parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts.length === 2 && PATH_PREFIXES.includes(parts[0])) id = parts[1];
  }
  return id && ID.test(id) ? id : null;
}

export function embedUrlFor(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}`;
}

/** Any accepted link → `https://www.youtube-nocookie.com/embed/{ID}`, else null. */
export function toEmbedUrl(link: string): string | null {
  const id = youtubeId(link);
  return id ? embedUrlFor(id) : null;
}
