// BENCH_PARTS=route-bytes: the first-load JavaScript of EVERY route, read from the build's own
// manifest instead of fetched pages, so the signed-in pages (a teacher's class, a pupil's homework,
// the admin's forms) are measured too, without signing anyone in. A page's first load is what
// React Router's HTML makes the browser fetch before it starts: the client entry and its imports,
// the manifest module, and each route module of the matched chain (root → layouts → page) with its
// static imports. gzip level 9 bytes, as firstLoadBytes (lighthouse.ts) counts a fetched page.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The site's line for a page's first-load JavaScript, gzip (docs/performance.md). */
export const FIRST_LOAD_LINE_KIB = 135;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  path?: string;
  index?: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The client manifest module React Router writes into the build (window.__reactRouterManifest). */
export function readManifest(assets: string): { manifest: Manifest; file: string } {
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no manifest-*.js in ${assets}: run \`npm run build\` first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return {
    manifest: JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as Manifest,
    file: `/assets/${file}`,
  };
}

export interface RouteBytes {
  id: string;
  path: string;
  /** First-load JavaScript, KiB of gzip. */
  kib: number;
  files: number;
}

/** The first-load JS (KiB, gzip) of every page route, heaviest first (resource routes without a component are left out: they have no module). */
export function routeBytes(buildDir: string): RouteBytes[] {
  const client = path.join(buildDir, "client");
  const { manifest, file } = readManifest(path.join(client, "assets"));
  const sizes = new Map<string, number>();
  const gzip = (asset: string) => {
    if (!sizes.has(asset)) sizes.set(asset, gzipSync(fs.readFileSync(path.join(client, asset)), { level: 9 }).length);
    return sizes.get(asset)!;
  };
  const chainOf = (route: ManifestRoute): ManifestRoute[] =>
    route.parentId ? [...chainOf(manifest.routes[route.parentId]), route] : [route];
  const fullPath = (route: ManifestRoute) =>
    "/" +
    chainOf(route)
      .map((r) => r.path ?? "")
      .filter(Boolean)
      .join("/");
  const leaves = Object.values(manifest.routes).filter(
    (route) => !Object.values(manifest.routes).some((r) => r.parentId === route.id),
  );
  return leaves
    .map((route) => {
      const files = new Set([manifest.entry.module, ...manifest.entry.imports, file]);
      for (const r of chainOf(route)) for (const f of [r.module, ...(r.imports ?? [])]) files.add(f);
      const bytes = [...files].reduce((sum, f) => sum + gzip(f), 0);
      return { id: route.id, path: fullPath(route), kib: bytes / 1024, files: files.size };
    })
    .sort((a, b) => b.kib - a.kib);
}

/** The table `npm run bench` prints: every page route against the line. */
export function routeBytesTable(buildDir: string, lineKiB = FIRST_LOAD_LINE_KIB): string {
  const rows = routeBytes(buildDir);
  const over = rows.filter((r) => r.kib > lineKiB);
  return [
    `${rows.length} page routes; ${over.length} over the ${lineKiB} KB line${over.length ? `: ${over.map((r) => r.id).join(", ")}` : ""}.`,
    "",
    "| route | path | JS KB (gzip) | files | within the line |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) => `| ${r.id} | \`${r.path}\` | ${r.kib.toFixed(1)} | ${r.files} | ${r.kib <= lineKiB ? "yes" : "**no**"} |`,
    ),
  ].join("\n");
}
