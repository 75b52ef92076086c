import { redirect } from "react-router";
import { parseGrade } from "#core/grades.ts";
import { trLists } from "#core/messages/lists.ts";
import { GradeSelect } from "#app/components/grade-select.tsx";
import { GradeTabs } from "#app/components/grade-tabs.tsx";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/grades";

export const meta: Route.MetaFunction = () => titled("Sınıflar", "2. sınıftan 12. sınıfa İngilizce ders içerikleri.");

/** The mobile grade select is a GET form: /classes?sinif=7 → /classes/7. */
export function loader({ request }: Route.LoaderArgs) {
  const grade = parseGrade(new URL(request.url).searchParams.get("sinif"));
  if (grade !== null) throw redirect(`/classes/${grade}`);
  return null;
}

export default function Grades() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Sınıflar</h1>
      <p className="text-lg text-slate-700">{trLists.choosePrompt}</p>
      <div className="hidden sm:block">
        <GradeTabs hrefFor={(g) => `/classes/${g}`} />
      </div>
      <GradeSelect className="sm:hidden" />
    </div>
  );
}
