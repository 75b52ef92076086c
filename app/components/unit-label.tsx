import { useMatches } from "react-router";
import { unitLabel } from "#core/terms.ts";
import { unitKey, type UnitNames } from "#core/units.ts";

/**
 * The unit names the page's loader read: any route loader that returns
 * `unitNames` names the units of every label and card on its page. A page without them,
 * or a unit without a name, shows '3. Ünite' as before.
 */
function useUnitNames(): UnitNames {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { unitNames?: UnitNames } | undefined;
    if (data && typeof data === "object" && data.unitNames) return data.unitNames;
  }
  return {};
}

/** '3. Ünite: Games and Hobbies' (the English name marked as English, the Turkish one as its tooltip), or '3. Ünite'. */
export function UnitLabel({
  grade,
  unit,
  showTurkish = false,
}: {
  grade: number;
  unit: number;
  showTurkish?: boolean;
}) {
  const name = useUnitNames()[unitKey(grade, unit)];
  if (!name) return <>{unitLabel(unit)}</>;
  return (
    <>
      {`${unitLabel(unit)}: `}
      <span lang="en" title={showTurkish ? undefined : name.tr}>
        {name.en}
      </span>
      {showTurkish && ` (${name.tr})`}
    </>
  );
}
