import { Form, Link, useNavigation } from "react-router";
import { CLASSES_PATH, classPath } from "#core/classes.ts";
import { trClasses } from "#core/messages/classes.ts";
import { Field, FormError } from "#app/components/form-field.tsx";
import { classAction, classPage } from "#app/lib/classes.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/class";

/** /sinifim/{id}: one of the teacher's classes: its code (large and as a QR code), joining on or off, and its pupils. */
export const meta: Route.MetaFunction = ({ data }) => titled(data ? `${data.class.name} · ${trClasses.title}` : trClasses.title);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => classAction(request, context, params.id);

const when = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });
const button = "min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-75";

function IntentButton({ intent, label, busy, children }: { intent: string; label: string; busy: boolean; children?: React.ReactNode }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" disabled={busy} className={button}>
        {label}
      </button>
    </Form>
  );
}

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { class: c, members, joinUrl, qr } = loaderData;
  const busy = useNavigation().state === "submitting";
  const renameErrors = actionData?.intent === "rename" ? actionData.errors : {};
  const quiet = 4;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={CLASSES_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          {trClasses.backToClasses}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">{c.name}</h1>
      <p className="text-slate-700">
        {c.grade}. Sınıf · {c.schoolYear}
      </p>
      <FormError message={actionData?.formError} />

      <section aria-labelledby="code-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="code-title" className="text-xl font-bold text-brand-900">
          {trClasses.joinCode}
        </h2>
        <p className="font-mono text-5xl font-bold tracking-[0.3em] text-slate-900" data-testid="join-code" aria-label={`${trClasses.joinCode}: ${c.joinCode.split("").join(" ")}`}>
          {c.joinCode}
        </p>
        <p role="status" className={c.joiningLocked ? "font-semibold text-red-800" : "font-semibold text-green-800"}>
          {c.joiningLocked ? trClasses.locked : trClasses.open}
        </p>
        <p>{trClasses.joinHow}</p>
        <svg
          viewBox={`${-quiet} ${-quiet} ${qr.size + 2 * quiet} ${qr.size + 2 * quiet}`}
          width="240"
          height="240"
          role="img"
          aria-labelledby="qr-title"
          shapeRendering="crispEdges"
          className="rounded bg-white"
          data-testid="join-qr"
        >
          <title id="qr-title">{trClasses.qrAlt(joinUrl)}</title>
          <rect x={-quiet} y={-quiet} width={qr.size + 2 * quiet} height={qr.size + 2 * quiet} fill="#fff" />
          <path d={qr.d} fill="#000" />
        </svg>
        <p>
          {trClasses.joinPage}: <span className="break-all font-mono">{joinUrl}</span>
        </p>
        <div className="flex flex-wrap gap-3">
          <IntentButton intent={c.joiningLocked ? "unlock" : "lock"} label={c.joiningLocked ? trClasses.unlock : trClasses.lock} busy={busy} />
          <IntentButton intent="new-code" label={trClasses.newCode} busy={busy} />
        </div>
      </section>

      <section aria-labelledby="members-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="members-title" className="text-xl font-bold text-brand-900">
          {trClasses.membersTitle} ({members.length})
        </h2>
        {members.length === 0 ? (
          <p>{trClasses.noMembers}</p>
        ) : (
          <table className="w-full text-left" data-testid="members">
            <caption className="sr-only">{trClasses.membersCaption}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {trClasses.memberName}
                </th>
                <th scope="col" className="px-3 py-2">
                  {trClasses.joinedAt}
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">{trClasses.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.userId} className="border-t border-slate-200">
                  <td className="px-3 py-2">{m.displayName}</td>
                  <td className="px-3 py-2">{when.format(new Date(m.joinedAt))}</td>
                  <td className="px-3 py-2">
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-member" />
                      <input type="hidden" name="member" value={m.userId} />
                      <button type="submit" disabled={busy} className={button} aria-label={`${trClasses.remove}: ${m.displayName}`}>
                        {trClasses.remove}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="rename-title" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="rename-title" className="text-xl font-bold text-brand-900">
          {trClasses.rename}
        </h2>
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="rename" />
          <Field label={trClasses.className} name="name" defaultValue={c.name} maxLength={60} required error={renameErrors.name} />
          <button type="submit" disabled={busy} className={button}>
            {trClasses.rename}
          </button>
        </Form>
        <p>
          <Link to={`${classPath(c.id)}/sil`} className="font-semibold text-red-800 underline underline-offset-4">
            {trClasses.deleteLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
