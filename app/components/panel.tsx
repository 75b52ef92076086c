/**
 * A white card of a page with its own heading, named for screen readers by that heading
 * (`aria-labelledby`): the teacher's class pages and Hesabım are a column of these.
 */
export function Panel({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
