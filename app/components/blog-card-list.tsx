import { Link } from "react-router";
import type { BlogCard } from "#core/blog/index.ts";
import { useLinkPrefetch } from "#app/lib/data-saver.ts";

export function BlogCardList({ cards }: { cards: BlogCard[] }) {
  const prefetch = useLinkPrefetch();
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.slug} className="flex">
          <article className="flex flex-1 flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-brand-900">
              <Link to={`/blog/${card.slug}`} className="hover:underline" prefetch={prefetch}>
                {card.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{card.summary}</p>
            <p className="mt-3 text-sm font-medium text-slate-700">{card.minutes} dk okuma</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
