import type { AppLoadContext } from "react-router";
import type { ContentEntry } from "#core/content.ts";
import { dataSaverRequested } from "#core/data-saver.ts";
import { ALL_PAGES_PARAM, ALL_PAGES_VALUE } from "#core/pdf-pages.ts";
import type { Viewer } from "#core/viewer.ts";
import { loadViewer } from "#server/content/viewer.ts";

/** The content page's viewer (server/content/viewer.ts) as this request asks for it: data saving, and 'Tüm sayfaları göster'. */
export function viewerFor(request: Request, context: AppLoadContext, entry: ContentEntry): Promise<Viewer> {
  const allPages = new URL(request.url).searchParams.get(ALL_PAGES_PARAM) === ALL_PAGES_VALUE;
  return loadViewer(context.services, entry, { dataSaver: dataSaverRequested(request.headers), allPages });
}
