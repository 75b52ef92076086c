import { Suspense } from "react";
import { contentTypeByPath } from "#core/content-types.ts";
import { gradeFromQuery } from "#core/grades.ts";
import { trLists } from "#core/messages/lists.ts";
import { LIST_PAGE_SIZE, pageCount, parsePageParam } from "#core/paging.ts";
import { CardGrid } from "#app/components/content-card.tsx";
import { GradeTabs } from "#app/components/grade-tabs.tsx";
import { Pagination } from "#app/components/pagination.tsx";
import { notFound, orUnavailable } from "#app/lib/load.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/content-list";

/** One module for the nine list pages: the URL path says which content type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = contentTypeByPath(url.pathname);
  if (!type) notFound();
  const grade = gradeFromQuery(url.searchParams.get("sinif"));
  const page = parsePageParam(url.searchParams.get("sayfa"));
  if (page === null) notFound();
  const [result, unitNames] = await orUnavailable(context.requestId, () =>
    Promise.all([
      context.services.content.listByGradeAndType(grade, type.code, { page, pageSize: LIST_PAGE_SIZE }),
      context.services.units.names([grade]),
    ]),
  );
  if (page > pageCount(result.total, LIST_PAGE_SIZE)) notFound();
  return { grade, typeCode: type.code, typeLabel: type.label, path: type.path, ...result, unitNames };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? titled(
        `${data.grade}.Sınıf ${data.typeLabel}`,
        `${data.grade}. sınıf İngilizce ${data.typeLabel.toLocaleLowerCase("tr-TR")}.`,
      )
    : titled("Bir hata oluştu.");

export default function ContentList({ loaderData }: Route.ComponentProps) {
  const { grade, typeLabel, path, items, total, page, pageSize } = loaderData;
  const href = (g: number, p = 1) => `${path}?sinif=${g}${p > 1 ? `&sayfa=${p}` : ""}`;
  return (
    <div className="space-y-6">
      <Suspense>
        <GradeTabs selected={grade} hrefFor={(g) => href(g)} />
      </Suspense>
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {grade}.Sınıf {typeLabel}
      </h1>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-lg text-slate-700 shadow-sm">{trLists.empty}</p>
      ) : (
        <>
          <CardGrid entries={items} />
          <Pagination page={page} total={total} pageSize={pageSize} hrefFor={(p) => href(grade, p)} />
        </>
      )}
    </div>
  );
}
