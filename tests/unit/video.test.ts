import { describe, expect, it } from "vitest";
import { toEmbedUrl, youtubeId } from "#core/video.ts";

const ID = "dQw4w9WgXcQ";
const EMBED = `https://www.youtube-nocookie.com/embed/${ID}`;

describe("video links", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `http://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc123`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/live/${ID}?feature=share`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])("converts %s to the no-cookie embed", (link) => {
    expect(toEmbedUrl(link)).toBe(EMBED);
  });

  it.each([
    "https://vimeo.com/123456",
    `https://evil.example/watch?v=${ID}`,
    `https://www.youtube.com.evil.example/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${ID}"><script>`,
    `https://user:pw@www.youtube.com/watch?v=${ID}`,
    `ftp://youtu.be/${ID}`,
    "not a link",
    "",
  ])("refuses %s", (link) => {
    expect(youtubeId(link)).toBeNull();
    expect(toEmbedUrl(link)).toBeNull();
  });
});
