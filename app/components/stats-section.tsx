import { formatNumberTr } from "#core/numbers.ts";
import type { ContentStats } from "#core/content.ts";

/** docs/product.md's statistics: content count and grade levels come from the database. */
export function StatsSection({ stats }: { stats: ContentStats | null }) {
  const items = [
    { value: "10.000+", label: "Aktif Öğrenci" },
    { value: stats ? formatNumberTr(stats.contentCount) : "–", label: "İçerik" },
    { value: stats ? formatNumberTr(stats.gradeCount) : "–", label: "Sınıf Seviyesi" },
    { value: "%95", label: "Başarı Oranı" },
    { value: "7/24", label: "Erişim" },
    { value: "✓", label: "Müfredata Uygun" },
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Rakamlarla Merdiven
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {items.map((item) => (
          <div key={item.label} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-700">{item.label}</dt>
            <dd className="order-first text-2xl font-extrabold text-brand-700" data-stat={item.label}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
