import { trDenemeTeacher as t } from "#core/messages/deneme-teacher.ts";
import { titled } from "#app/lib/meta.ts";
import { BookletView } from "./booklet-view";
import { classDenemeAction, classDenemeLoader } from "./class-denemes.server";
import { ListView } from "./list-view";
import { ReportView } from "./report-view";
import { SheetView } from "./sheet-view";
import type { Route } from "./+types/class-deneme";

/**
 * /sinifim/{id}/deneme[/{entry}[/kitapcik|/optik]]: a class's deneme pages (decision 0123): for
 * its teacher the list with 'Sınıfta başlat', a deneme's report, its printable booklet; for its
 * members the optical form. One route for the four: every route is in the manifest each page
 * loads (docs/decisions/0117).
 */
export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return titled(t.title);
  if (data.view === "list") return titled(`${t.title} · ${data.list.class.name}`);
  if (data.view === "booklet") return titled(t.bookletTitle(data.booklet.entry.konuIng));
  if (data.view === "sheet") return titled(t.sheetTitle(data.sheet.entry.konuIng));
  return titled(`${t.reportTitle(data.report.entry.konuIng)} · ${data.report.class.name}`);
};

export const loader = ({ request, context, params }: Route.LoaderArgs) => classDenemeLoader(request, context, params);

export const action = ({ request, context, params }: Route.ActionArgs) => classDenemeAction(request, context, params);

export default function ClassDeneme({ loaderData: d }: Route.ComponentProps) {
  if (d.view === "list") return <ListView data={d.list} />;
  if (d.view === "booklet") return <BookletView data={d.booklet} />;
  if (d.view === "sheet") return <SheetView data={d.sheet} />;
  return <ReportView data={d.report} />;
}
