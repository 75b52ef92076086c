import { Suspense } from "react";
import { data, Link } from "react-router";
import { findBlogPost, readTimeMinutes } from "#core/blog/index.ts";
import { trBlog } from "#core/messages/blog.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  if (!post) return data({ post: null, minutes: 0 }, { status: 404 });
  return { post, minutes: readTimeMinutes(post) };
}

export const meta: Route.MetaFunction = ({ data }) =>
  data?.post ? titled(data.post.title, data.post.summary) : titled(trBlog.notFound);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, minutes } = loaderData;
  if (!post) {
    return (
      <section className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-bold text-brand-900">{trBlog.notFound}</h1>
        <p className="mt-3 text-slate-700">Aradığınız yazı kaldırılmış ya da adresi değişmiş olabilir.</p>
        <Link
          to="/"
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          <span aria-hidden="true">← </span>
          {trBlog.back}
        </Link>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-10">
      <Link to="/" className="text-sm font-medium text-brand-800 underline-offset-4 hover:underline">
        <span aria-hidden="true">← </span>
        {trBlog.back}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-brand-900">{post.title}</h1>
      <p className="mt-2 text-sm font-medium text-slate-700">{minutes} dakikalık okuma</p>
      <Suspense>
        <div className="mt-6 space-y-6 text-lg leading-relaxed text-slate-800">
          {post.sections.map((section, i) => (
            <section key={i} className="space-y-4">
              {section.heading && <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>}
              {section.paragraphs.map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </Suspense>
    </article>
  );
}
