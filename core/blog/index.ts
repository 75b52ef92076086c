import { countWords } from "#core/text.ts";
import { blogPosts, type BlogPost } from "./posts";

export type { BlogPost, BlogSection } from "./posts";

/** Reading speed used for the read-time label; 200 words a minute is a common adult/teen figure. */
export const WORDS_PER_MINUTE = 200;

export function blogWordCount(post: BlogPost): number {
  return post.sections.reduce(
    (sum, s) => sum + countWords(s.heading ?? "") + s.paragraphs.reduce((n, p) => n + countWords(p), 0),
    0,
  );
}

export function readTimeMinutes(post: BlogPost): number {
  return Math.max(1, Math.ceil(blogWordCount(post) / WORDS_PER_MINUTE));
}

export function findBlogPost(slug: string): BlogPost | undefined {
  return blogPosts.find((p) => p.slug === slug);
}

export interface BlogCard {
  slug: string;
  title: string;
  summary: string;
  minutes: number;
}

export function blogCards(): BlogCard[] {
  return blogPosts.map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, minutes: readTimeMinutes(p) }));
}
