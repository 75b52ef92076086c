import path from "node:path";
import type { ManualChunksOption } from "rollup";

/**
 * One file for the app code every public page shares (docs/decisions/0013).
 *
 * Left to itself the bundler cuts the shared code by which pages use it: a list
 * page then asks for ~20 files of 0.1-3 KB. On a slow line each costs a round trip
 * (six at a time over HTTP/1.1), and in the browser starting a fetch costs the main
 * thread about a millisecond. So the app's own modules that the public pages load
 * statically travel as one `site` chunk: a few KB more on a page, a dozen requests
 * fewer. Route modules keep their files (the router loads them by route), and
 * anything loaded on demand (the PDF viewer) or only by admin pages stays apart.
 * Code only one public page uses stays with that page (docs/decisions/0026), so
 * no page downloads another's.
 */
const PUBLIC_ROUTES = [
  "root.tsx",
  "routes/site-layout.tsx",
  ...["home", "grades", "grade", "content", "content-list", "blog-post"].map((name) => `routes/public/${name}.tsx`),
];

/** Modules every page loads: the document and the site's frame. */
const EVERY_PAGE = new Set(["root.tsx", "routes/site-layout.tsx"]);

export function siteChunk(appDirectory: string): ManualChunksOption {
  const roots = new Map(PUBLIC_ROUTES.map((r) => [path.join(appDirectory, r), r]));
  const projectRoot = path.dirname(appDirectory);
  let shared: Set<string> | null = null;
  const withoutQuery = (id: string) => id.split("?")[0];
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!shared) {
      // Which public route modules reach each module through static imports. The site
      // chunk takes what every page needs (the document and its frame) and what two
      // or more public pages share; what only one page uses stays in that page's file,
      // so no page downloads another page's code (a list page, no PDF viewer).
      const reachedBy = new Map<string, Set<string>>();
      for (const start of [...getModuleIds()].filter((m) => roots.has(withoutQuery(m)))) {
        const root = roots.get(withoutQuery(start))!;
        const queue = [start];
        const seen = new Set<string>();
        while (queue.length) {
          const next = queue.pop()!;
          for (const imported of getModuleInfo(next)?.importedIds ?? []) {
            if (seen.has(imported)) continue;
            seen.add(imported);
            queue.push(imported);
            reachedBy.set(imported, (reachedBy.get(imported) ?? new Set()).add(root));
          }
        }
      }
      shared = new Set(
        [...reachedBy].filter(([, by]) => by.size >= 2 || [...by].some((r) => EVERY_PAGE.has(r))).map(([m]) => m),
      );
    }
    const file = withoutQuery(id);
    const ours = file.startsWith(projectRoot + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
    const routeModule =
      file.startsWith(path.join(appDirectory, "routes") + path.sep) || file === path.join(appDirectory, "root.tsx");
    if (ours && !routeModule && shared.has(id)) return "site";
    return undefined;
  };
}
