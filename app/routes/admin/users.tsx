import { data, Form, Link } from "react-router";
import { parseEntryId } from "#core/content.ts";
import { trApi } from "#core/messages/api.ts";
import { trUsers } from "#core/messages/users.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { erasureStep } from "#app/lib/erasure.server.ts";
import { Field } from "#app/components/form-field.tsx";
import { RowAction } from "#app/components/row-action.tsx";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => titled(trUsers.title);

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, context);
  const [users, requests, classPupils] = await Promise.all([
    context.services.auth.listUsers(),
    context.services.classes.pendingRequests(),
    context.services.auth.countClassPupils(),
  ]);
  return { users, requests, classPupils, selfId: admin.id };
}

/** Disabling an account ends its sessions; its owner then sees docs/product.md's user-disabled message. Admins' accounts are neither disabled nor erased here. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "erase-preview" || intent === "erase") return erasureStep(request, context, admin, form);
  if (intent === "teacher-approve" || intent === "teacher-refuse") {
    // Approval changes the role: the account's sessions end and its pending links die (server/classes/class-service.ts).
    const request = parseEntryId(String(form.get("request") ?? ""));
    const result =
      request === null ? "gone" : await context.services.classes.decide(request, intent === "teacher-approve");
    if (result === "gone") return data({ error: trTeacherRequest.requestGone }, { status: 404 });
    if (result === "admin") return data({ error: trTeacherRequest.teacherAdmin }, { status: 400 });
    return redirectWithToast(
      context,
      "/admin/kullanicilar",
      result === "approved" ? trTeacherRequest.approved : trTeacherRequest.refused,
    );
  }
  const id = parseEntryId(String(form.get("id") ?? ""));
  if (id === null) return data({ error: trApi.badRequest }, { status: 400 });
  if (intent === "teacher-revoke") {
    // A change of role: the account's sessions end and its pending links die; its classes stay, out of its reach (docs/decisions/0068).
    if ((await context.services.classes.revokeTeacher(id)) === "not-teacher")
      return data({ error: trTeacherRequest.notTeacher }, { status: 400 });
    return redirectWithToast(context, "/admin/kullanicilar", trTeacherRequest.revoked);
  }
  if (form.get("intent") === "end-sessions") {
    if (id === admin.id) return data({ error: trUsers.notOwnSessions }, { status: 400 });
    await context.services.auth.endSessions(id);
    return redirectWithToast(context, "/admin/kullanicilar", trUsers.sessionsEnded);
  }
  const disable = form.get("disable") === "1";
  if (disable && id === admin.id) return data({ error: trUsers.notSelf }, { status: 400 });
  if ((await context.services.auth.setDisabled(id, disable)) === "admin")
    return data({ error: trUsers.notAdminDisable }, { status: 400 });
  return redirectWithToast(context, "/admin/kullanicilar", disable ? trUsers.disabled : trUsers.enabled);
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const erasure = actionData && "erasure" in actionData ? actionData.erasure : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trUsers.title}</h1>
      {actionData?.error && (
        <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
          {actionData.error}
        </p>
      )}
      <section
        aria-labelledby="requests-title"
        className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="requests-title" className="text-xl font-bold text-brand-900">
          {trTeacherRequest.requestsTitle}
        </h2>
        {loaderData.requests.length === 0 ? (
          <p>{trTeacherRequest.requestsEmpty}</p>
        ) : (
          // A card per request, not a table row: on a 360-px phone 'Onayla' sat past the screen's edge (decision 0108).
          <ul className="space-y-3" data-testid="teacher-requests" aria-label={trTeacherRequest.requestsCaption}>
            {loaderData.requests.map((r) => (
              <li key={r.id} className="space-y-2 rounded-lg border border-slate-300 p-3">
                <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
                  <dt className="font-semibold">E-posta</dt>
                  <dd className="break-all">{r.email}</dd>
                  <dt className="font-semibold">{trTeacherRequest.teacherName}</dt>
                  <dd className="break-words">{r.name}</dd>
                  <dt className="font-semibold">{trTeacherRequest.teacherSchool}</dt>
                  <dd className="break-words">{r.school}</dd>
                  <dt className="font-semibold">{trTeacherRequest.teacherCity}</dt>
                  <dd className="break-words">{r.city}</dd>
                </dl>
                <div className="flex flex-wrap gap-2">
                  {(["teacher-approve", "teacher-refuse"] as const).map((intent) => (
                    <RowAction
                      key={intent}
                      fields={{ intent, request: r.id }}
                      label={intent === "teacher-approve" ? trTeacherRequest.approve : trTeacherRequest.refuse}
                      target={r.email ?? ""}
                    />
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table className="w-full text-left">
          <caption className="sr-only">Hesaplar, rolleri ve durumları</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-4 py-3">
                E-posta
              </th>
              <th scope="col" className="px-4 py-3">
                Rol
              </th>
              <th scope="col" className="px-4 py-3">
                Kayıt
              </th>
              <th scope="col" className="px-4 py-3">
                Durum
              </th>
              <th scope="col" className="px-4 py-3">
                Açık oturum
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">İşlem</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.users.map((u) => (
              <tr key={u.id} className="border-t border-slate-200">
                <td className="px-4 py-3">{u.email}</td>
                <td className="px-4 py-3">
                  {u.role === "admin" ? "Yönetici" : u.role === "teacher" ? trTeacherRequest.roleTeacher : "Kullanıcı"}
                </td>
                <td className="px-4 py-3">{dateFormat.format(new Date(u.createdAt))}</td>
                <td className="px-4 py-3">
                  {u.disabledAt ? "Devre dışı" : u.emailVerifiedAt ? "Etkin, doğrulanmış" : "Etkin"}
                </td>
                <td className="px-4 py-3">{u.sessions}</td>
                <td className="flex flex-wrap gap-2 px-4 py-3">
                  {u.id !== loaderData.selfId && u.sessions > 0 && (
                    <RowAction
                      fields={{ id: u.id, intent: "end-sessions" }}
                      label={trUsers.endSessions}
                      target={u.email}
                    />
                  )}
                  {u.role === "teacher" && (
                    <RowAction
                      fields={{ id: u.id, intent: "teacher-revoke" }}
                      label={trTeacherRequest.revoke}
                      target={u.email}
                    />
                  )}
                  {u.id !== loaderData.selfId && (u.role !== "admin" || u.disabledAt) && (
                    <RowAction
                      fields={{ id: u.id, disable: u.disabledAt ? "0" : "1" }}
                      label={u.disabledAt ? trUsers.enable : trUsers.disable}
                      target={u.email}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loaderData.classPupils > 0 && <p>{trUsers.classPupils(loaderData.classPupils)}</p>}
      <section
        aria-labelledby="erase-title"
        className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="erase-title" className="text-xl font-bold text-brand-900">
          {trUsers.eraseTitle}
        </h2>
        <p>{trUsers.eraseIntro}</p>
        {erasure ? (
          <div className="space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4">
            <h3 className="font-bold">
              {trUsers.eraseConfirmTitle}: {erasure.email}
            </h3>
            <ul className="list-disc space-y-1 pl-6">
              <li>{erasure.account ? trUsers.eraseAccount : trUsers.eraseNoAccount}</li>
              <li>
                {trUsers.eraseMessages}: {erasure.messages}
              </li>
              {erasure.subscribed && <li>{trUsers.eraseSubscribed}</li>}
            </ul>
            <div className="flex flex-wrap items-center gap-4">
              <Form method="post">
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="email" value={erasure.email} />
                <button
                  type="submit"
                  className="rounded-lg bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900"
                >
                  {trUsers.eraseConfirm}
                </button>
              </Form>
              <Link to="/admin/kullanicilar" className="font-semibold text-brand-800 underline underline-offset-4">
                {trUsers.eraseCancel}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="erase-preview" />
            <Field
              label={trUsers.eraseEmail}
              name="email"
              type="email"
              autoComplete="off"
              required
              className="min-w-64 flex-1"
            />
            <button
              type="submit"
              className="min-h-11 rounded-lg border border-slate-500 px-4 py-2 font-semibold hover:bg-slate-100"
            >
              {trUsers.erasePreview}
            </button>
          </Form>
        )}
      </section>
    </div>
  );
}
