import { data, Form, Link } from "react-router";
import { trInbox } from "#core/messages/inbox.ts";
import { NEWSLETTER_PAGE_SIZE } from "#core/newsletter.ts";
import { parsePageParam } from "#core/paging.ts";
import { Pagination } from "#app/components/pagination.tsx";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => titled(trInbox.title);

const PAGE_SIZE = 20;
/** The subscriber list pages on its own, beside the inbox's ?sayfa=. */
const SUBSCRIBER_PAGE_PARAM = "abone-sayfa";
const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const query = new URL(request.url).searchParams;
  const page = parsePageParam(query.get("sayfa")) ?? 1;
  const subscriberPage = parsePageParam(query.get(SUBSCRIBER_PAGE_PARAM)) ?? 1;
  const [inbox, subscribers] = await Promise.all([
    context.services.messages.inbox(page, PAGE_SIZE),
    context.services.newsletter.confirmedPage(subscriberPage),
  ]);
  return { ...inbox, page, subscribers, subscriberPage };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id < 1) return data({ ok: false }, { status: 400 });
  await context.services.messages.setRead(id, form.get("read") === "1");
  return { ok: true };
}

const MAIL_STATUS: Record<string, string> = {
  pending: "e-posta sırada",
  sent: "e-posta gönderildi",
  failed: "e-posta gönderilemedi",
};

/** The admin's inbox: contact and feedback messages, newest first, with read/unread and paging. */
export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { items, total, unread, page, subscribers, subscriberPage } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-brand-900">
          {trInbox.title}{" "}
          <span className="text-lg font-medium text-slate-700">
            ({unread} okunmamış / {total})
          </span>
        </h1>
        <p className="flex items-center gap-3">
          <span>
            {trInbox.subscribers}: {subscribers.total} ({subscribers.pending} {trInbox.pendingSubscribers})
          </span>
          <a
            href="/admin/aboneler.csv"
            download
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {trInbox.export}
          </a>
        </p>
      </div>
      {items.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 shadow-sm">{trInbox.empty}</p>
      ) : (
        <ul className="space-y-4">
          {items.map((m) => (
            <li key={m.id}>
              <article
                className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ${m.read ? "ring-slate-200" : "ring-2 ring-brand-600"}`}
                aria-label={`${m.name} mesajı`}
              >
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-bold">
                    {!m.read && <span className="mr-2 rounded bg-brand-700 px-2 py-0.5 text-sm text-white">Yeni</span>}
                    {m.name} <span className="font-normal text-slate-700">&lt;{m.email}&gt;</span>
                  </h2>
                  <p className="text-sm text-slate-700">
                    {m.kind === "feedback" ? "Geri bildirim" : "İletişim"} · {dateFormat.format(new Date(m.createdAt))}
                    {m.mailStatus && ` · ${MAIL_STATUS[m.mailStatus] ?? m.mailStatus}`}
                  </p>
                </header>
                {m.content && (
                  <p className="mt-1 text-sm">
                    İçerik:{" "}
                    <Link to={m.content.url} className="font-medium text-brand-800 underline underline-offset-4">
                      {m.content.title}
                    </Link>
                  </p>
                )}
                <p className="mt-3 whitespace-pre-wrap">{m.message}</p>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="id" value={m.id} />
                  <input type="hidden" name="read" value={m.read ? "0" : "1"} />
                  <button
                    type="submit"
                    className="rounded-lg border border-slate-500 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100"
                  >
                    {m.read ? trInbox.markUnread : trInbox.markRead}
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} total={total} pageSize={PAGE_SIZE} hrefFor={(p) => `/admin/mesajlar?sayfa=${p}`} />

      <section aria-labelledby="aboneler" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="aboneler" className="text-xl font-bold text-brand-900">
          {trInbox.subscribers}
        </h2>
        {subscribers.items.length === 0 ? (
          <p className="mt-2">{trInbox.noSubscribers}</p>
        ) : (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {subscribers.items.map((s) => (
              <li key={s.email}>
                {s.email}{" "}
                <span className="text-sm text-slate-700">
                  ({trInbox.confirmedOn}: {dateFormat.format(new Date(s.confirmedAt))})
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={subscriberPage}
          total={subscribers.total}
          pageSize={NEWSLETTER_PAGE_SIZE}
          label={trInbox.subscriberPages}
          hrefFor={(p) => `/admin/mesajlar?sayfa=${page}&${SUBSCRIBER_PAGE_PARAM}=${p}#aboneler`}
        />
      </section>
    </div>
  );
}
