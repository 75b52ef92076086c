import { Form } from "react-router";

/**
 * One action on one row of a table (end sessions, approve, remove a pupil…): a small post form
 * whose button says the action and, for a screen reader, whom it is for ("Devre dışı bırak:
 * ayse@example.com"), since every row's button reads the same. Works without JavaScript.
 */
export function RowAction({
  fields,
  label,
  target,
}: {
  fields: Record<string, string | number>;
  label: string;
  target: string;
}) {
  return (
    <Form method="post">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={`${label}: ${target}`}
        className="rounded-lg border border-slate-500 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
      >
        {label}
      </button>
    </Form>
  );
}
