import { lazy, Suspense } from "react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { blogCards } from "#core/blog/index.ts";
import { contentTypeByCode } from "#core/content-types.ts";
import { MAX_GRADE, MIN_GRADE } from "#core/grades.ts";
import { trNewsletter } from "#core/messages/newsletter.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { newsletterSchema } from "#core/schemas.ts";
import { BannerPager } from "#app/components/banner-pager.tsx";
import { GradeSelect } from "#app/components/grade-select.tsx";
import type { NewsletterResult } from "#app/components/newsletter-form.tsx";
import { ClassCodeForm } from "#app/components/class-code-form.tsx";
import { ContinueReading } from "#app/components/marks/continue-reading.tsx";
import { ReviewInvite } from "#app/components/review-invite.tsx";
import { useLinkPrefetch } from "#app/lib/data-saver.ts";
import { newsletterLinks } from "#app/lib/newsletter-links.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Merdiven · 2-12. sınıflar için İngilizce",
    "Müfredata uygun İngilizce konu anlatımı, kelimeler, alıştırmalar ve örnek sınavlar.",
  );

// No counts on the home page: it states only what is true, and no number measured a pupil or a
// success (decision 0111). It reads nothing from the database, so it stays up when the database is down.
export function loader() {
  return { blog: blogCards() };
}

/** The paging links only change ?sayfa=, which the banner reads itself: no need to reload the data. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) {
    return data<NewsletterResult>({ ok: false, error: trNewsletter.invalidEmail }, { status: 400 });
  }
  // The same answer for every address (nobody learns who subscribed); the mailed link decides.
  const outcome = await context.services.newsletter.subscribe(
    parsed.data.email,
    context.clientKey,
    newsletterLinks(context),
  );
  if (outcome === "too-many-requests")
    return data<NewsletterResult>({ ok: false, error: trNewsletter.tooMany }, { status: 429 });
  return data<NewsletterResult>({ ok: true });
}

// Below the fold, and what no other page hydrates: the newsletter form (a fetcher, a toast, its
// checks) and the blog cards come with chunks of their own, hydrated once those arrive, not in the
// page's first load and its first tasks (decision 0100). The server draws the same HTML.
const NewsletterForm = lazy(() =>
  import("#app/components/newsletter-form.tsx").then((m) => ({ default: m.NewsletterForm })),
);
const BlogCardList = lazy(() =>
  import("#app/components/blog-card-list.tsx").then((m) => ({ default: m.BlogCardList })),
);

const SHORTCUTS = [3, 4, 2, 1].map((code) => contentTypeByCode(code));
const SHORTCUT_ICONS: Record<number, string> = { 3: "✏️", 4: "📘", 2: "🔤", 1: "📝" };

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const prefetch = useLinkPrefetch();
  return (
    <div className="space-y-10">
      <Suspense>
        <section className="grid gap-6 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              Merhaba! İngilizceyi basamak basamak öğren.
            </h1>
            <p className="mt-3 text-lg text-slate-700">
              {MIN_GRADE}. sınıftan {MAX_GRADE}. sınıfa kadar müfredata uygun konu anlatımları, yeni kelimeler,
              alıştırmalar ve örnek sınavlar seni bekliyor. Sınıfını seç ve hemen başla.
            </p>
            <GradeSelect className="mt-5 flex-wrap" />
          </div>
          <BannerPager />
        </section>
      </Suspense>

      {/* A class pupil's door, near the top: the code from the card, then the names, then the pictures (decision 0111). */}
      <Suspense>
        <section
          aria-labelledby="class-code-title"
          className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="class-code-title" className="text-2xl font-bold text-brand-900">
            {trPictureLogin.codeFormTitle}
          </h2>
          <ClassCodeForm />
        </section>
      </Suspense>

      <Suspense>
        <ReviewInvite />
      </Suspense>

      <Suspense>
        <ContinueReading />
      </Suspense>

      <Suspense>
        <nav aria-label="Kısayollar">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SHORTCUTS.map((t) => (
              <li key={t.code}>
                <Link
                  to={t.path}
                  prefetch={prefetch}
                  className="flex min-h-20 flex-col items-center justify-center gap-1 rounded-2xl bg-white p-4 text-center font-semibold text-brand-800 shadow-sm ring-1 ring-slate-200 hover:bg-brand-50"
                >
                  <span aria-hidden="true" className="text-2xl">
                    {SHORTCUT_ICONS[t.code]}
                  </span>
                  {t.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Suspense>

      <Suspense>
        <NewsletterForm serverResult={actionData} />
      </Suspense>

      <Suspense>
        <section aria-labelledby="blog-title">
          <h2 id="blog-title" className="text-2xl font-bold text-brand-900">
            Blog: nasıl daha iyi öğreniriz?
          </h2>
          <BlogCardList cards={loaderData.blog} />
        </section>
      </Suspense>
    </div>
  );
}
