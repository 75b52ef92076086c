import type { ReactNode } from "react";

/** A column's header: its text, shown or for screen readers only. */
export interface Column {
  label: string;
  /** Read by screen readers, not shown: a column whose cells say what they are (buttons). */
  hidden?: boolean;
  /** Classes of this column's header beyond the padding (e.g. `print:hidden`). */
  className?: string;
}

/**
 * A real table for screen readers (a caption, headers with their scope) in the site's look: the
 * caption is read, not shown (the heading above says it); the header row is grey. The rows are
 * the caller's `<tr>`s, each with its `<th scope="row">`.
 */
export function DataTable({
  caption,
  columns,
  className = "w-full text-left",
  testId,
  children,
}: {
  caption: string;
  columns: Column[];
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className={className} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100">
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={column.className ? `px-3 py-2 ${column.className}` : "px-3 py-2"}
            >
              {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
