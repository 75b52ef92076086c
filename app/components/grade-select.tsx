import { useId } from "react";
import { Form } from "react-router";
import { GRADES, gradeLabel } from "#core/grades.ts";

/**
 * A grade dropdown as a plain GET form: the server redirects /classes?sinif=7 to
 * /classes/7. No navigation on change: keyboard users move through the options
 * with the arrow keys and choose with the button.
 */
export function GradeSelect({
  selected,
  className = "",
  compact = false,
}: {
  selected?: number;
  className?: string;
  compact?: boolean;
}) {
  const id = useId();
  return (
    <Form method="get" action="/classes" className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={compact ? "sr-only" : "font-medium"}>
        Sınıf seç
      </label>
      <select
        id={id}
        name="sinif"
        defaultValue={selected ?? ""}
        required
        className="min-h-11 rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900"
      >
        <option value="" disabled>
          Sınıf seçin
        </option>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            {gradeLabel(g)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        Git
      </button>
    </Form>
  );
}
