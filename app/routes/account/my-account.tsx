import { lazy, Suspense, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { trMyAccount } from "#core/messages/my-account.ts";
import { trSaved } from "#core/messages/saved.ts";
import { trClassJoin } from "#core/messages/class-join.ts";
import { trTeacherRequest } from "#core/messages/teacher-request.ts";
import { trPictureLogin } from "#core/messages/picture-login.ts";
import { CLASSES_PATH, JOIN_PATH } from "#core/classes/paths.ts";
import { SAVED_PATH } from "#core/site-path.ts";
import { Field, FormError, PasswordField, primaryButton } from "#app/components/form-field.tsx";
import { Panel } from "#app/components/panel.tsx";
import { titled } from "#app/lib/meta.ts";
import { myAccountAction, myAccountPage, type AccountAnswer } from "#app/lib/my-account.server.ts";
import type { Route } from "./+types/my-account";

// Drawn on the server as before; its code comes after the page's first load (decision 0100: the page was just over the 135 KB line).
const ContinueReading = lazy(() =>
  import("#app/components/marks/continue-reading.tsx").then((m) => ({ default: m.ContinueReading })),
);

/** /hesabim: the signed-in owner's own account (server/account/account-service.ts). */
export const meta: Route.MetaFunction = () => titled(trMyAccount.title);

export const loader = ({ request, context }: Route.LoaderArgs) => myAccountPage(request, context);

export const action = ({ request, context }: Route.ActionArgs) => myAccountAction(request, context);

const when = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});
const secondaryButton =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100";
const dangerButton =
  "min-h-11 w-full rounded-lg bg-red-700 px-5 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-75";

/** One form of the page: its intent, and only its own answer's errors. */
function AccountForm({
  intent,
  answer,
  children,
}: {
  intent: string;
  answer: AccountAnswer | undefined;
  children: ReactNode;
}) {
  const mine = answer?.intent === intent ? answer : undefined;
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormError message={mine?.formError} />
      {children}
    </Form>
  );
}

export default function MyAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, sessions, teacherRequestPending, memberships } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errors = (intent: string) => (actionData?.intent === intent ? actionData.errors : {});
  const others = sessions.filter((s) => !s.current).length;
  // A class pupil is a child: the page speaks 'sen' to them and never of passwords or JSON; adults 'siz' (decision 0111).
  const pupil = profile.classPupil;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-extrabold text-brand-900">{trMyAccount.title}</h1>
      <p>{pupil ? trMyAccount.pupilIntro : trMyAccount.intro}</p>
      {profile.classPupil ? (
        <p data-testid="class-account">{trPictureLogin.classAccount}</p>
      ) : (
        <p>
          {trMyAccount.signedInAs}: <strong data-testid="account-email">{profile.email}</strong>
        </p>
      )}
      <p>
        <Link to="/gizlilik" className="font-semibold text-brand-800 underline underline-offset-4">
          {trMyAccount.privacyLink}
        </Link>
      </p>
      {profile.role === "admin" && (
        <p>
          <Link to="/hesabim/iki-adim" className="font-semibold text-brand-800 underline underline-offset-4">
            {trMyAccount.twoStepLink}
          </Link>
        </p>
      )}

      <Suspense>
        <ContinueReading />
      </Suspense>
      <p>
        <Link to={SAVED_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
          {trSaved.title}
        </Link>
      </p>

      {!profile.classPupil && (
        <Panel id="my-classes-title" title={trClassJoin.myClassesTitle}>
          {memberships.length === 0 ? (
            <p>{trMyAccount.myClassesEmpty}</p>
          ) : (
            <ul className="divide-y divide-slate-200" data-testid="my-classes">
              {memberships.map((m) => (
                <li key={m.classId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <p>
                    <span className="font-semibold">{m.name}</span> · {m.grade}. Sınıf · {m.schoolYear} ·{" "}
                    {m.displayName}
                  </p>
                  <Form method="post">
                    <input type="hidden" name="intent" value="leave-class" />
                    <input type="hidden" name="class" value={m.classId} />
                    <button
                      type="submit"
                      disabled={busy}
                      className={secondaryButton}
                      aria-label={`${trClassJoin.leave}: ${m.name}`}
                    >
                      {trClassJoin.leave}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={JOIN_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
              {trClassJoin.joinLink}
            </Link>
          </p>
        </Panel>
      )}

      {profile.role !== "admin" && !profile.classPupil && (
        <Panel id="teacher-title" title={trTeacherRequest.teacherTitle}>
          {profile.role === "teacher" ? (
            <p>
              {trTeacherRequest.teacherIs}{" "}
              <Link to={CLASSES_PATH} className="font-semibold text-brand-800 underline underline-offset-4">
                {trTeacherRequest.myClassesLink}
              </Link>
            </p>
          ) : teacherRequestPending ? (
            <p data-testid="teacher-pending">{trTeacherRequest.teacherPending}</p>
          ) : !profile.addressProven ? (
            <p>{trTeacherRequest.teacherUnproven}</p>
          ) : (
            <>
              <p>{trTeacherRequest.teacherIntro}</p>
              <AccountForm intent="teacher-request" answer={actionData}>
                <Field
                  label={trTeacherRequest.teacherName}
                  name="name"
                  autoComplete="name"
                  maxLength={100}
                  required
                  error={errors("teacher-request").name}
                />
                <Field
                  label={trTeacherRequest.teacherSchool}
                  name="school"
                  autoComplete="organization"
                  maxLength={120}
                  required
                  error={errors("teacher-request").school}
                />
                <Field
                  label={trTeacherRequest.teacherCity}
                  name="city"
                  autoComplete="address-level2"
                  maxLength={60}
                  required
                  error={errors("teacher-request").city}
                />
                <button type="submit" disabled={busy} className={primaryButton}>
                  {trTeacherRequest.teacherRequest}
                </button>
              </AccountForm>
            </>
          )}
        </Panel>
      )}

      {!profile.classPupil && (
        <Panel id="password-title" title={trMyAccount.passwordTitle}>
          {profile.hasPassword ? (
            <AccountForm intent="password" answer={actionData}>
              <PasswordField
                label={trMyAccount.currentPassword}
                name="currentPassword"
                autoComplete="current-password"
                required
                error={errors("password").currentPassword}
              />
              <PasswordField
                label={trMyAccount.newPassword}
                name="password"
                autoComplete="new-password"
                required
                error={errors("password").password}
              />
              <PasswordField
                label={trMyAccount.repeatPassword}
                name="repeatPassword"
                autoComplete="new-password"
                required
                error={errors("password").repeatPassword}
              />
              <button type="submit" disabled={busy} className={primaryButton}>
                {trMyAccount.changePassword}
              </button>
            </AccountForm>
          ) : (
            <p>
              {trMyAccount.googleOnly} {trMyAccount.noPasswordYet}
            </p>
          )}
        </Panel>
      )}

      {!profile.classPupil && (
        <Panel id="email-title" title={trMyAccount.emailTitle}>
          {profile.hasPassword ? (
            <AccountForm intent="email" answer={actionData}>
              <Field
                label={trMyAccount.newEmail}
                name="email"
                type="email"
                autoComplete="email"
                required
                error={errors("email").email}
              />
              <PasswordField
                label={trMyAccount.currentPassword}
                name="currentPassword"
                autoComplete="current-password"
                required
                error={errors("email").currentPassword}
              />
              <button type="submit" disabled={busy} className={primaryButton}>
                {trMyAccount.changeEmail}
              </button>
            </AccountForm>
          ) : (
            <p>{trMyAccount.emailGoogleOnly}</p>
          )}
        </Panel>
      )}

      <Panel id="sessions-title" title={pupil ? trMyAccount.pupilSessionsTitle : trMyAccount.sessionsTitle}>
        <p>{pupil ? trMyAccount.pupilSessionsIntro : trMyAccount.sessionsIntro}</p>
        <ul className="divide-y divide-slate-200" data-testid="sessions">
          {sessions.map((s) => (
            <li key={s.handle} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold">
                  {s.device ?? trMyAccount.unknownDevice}
                  {s.current && (
                    <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                      {trMyAccount.thisSession}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {trMyAccount.firstSeen}: {when.format(new Date(s.signedInAt))} · {trMyAccount.lastSeen}:{" "}
                  {when.format(new Date(s.lastSeenAt))}
                </p>
              </div>
              {!s.current && (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="session" value={s.handle} />
                  <button
                    type="submit"
                    disabled={busy}
                    className={secondaryButton}
                    aria-label={`${trMyAccount.endSession}: ${s.device ?? trMyAccount.unknownDevice}, ${when.format(new Date(s.lastSeenAt))}`}
                  >
                    {trMyAccount.endSession}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 && (
          <Form method="post">
            <input type="hidden" name="intent" value="end-others" />
            <button type="submit" disabled={busy} className={secondaryButton}>
              {pupil ? trMyAccount.pupilEndOtherSessions : trMyAccount.endOtherSessions}
            </button>
          </Form>
        )}
      </Panel>

      <Panel id="export-title" title={trMyAccount.exportTitle}>
        <p>{pupil ? trMyAccount.pupilExportIntro : trMyAccount.exportIntro}</p>
        {!profile.addressProven && !profile.classPupil && (
          <p data-testid="unproven-address">{trMyAccount.unprovenExport}</p>
        )}
        {/* A plain link: the file downloads, the page stays. */}
        <a href="/hesabim/verilerim.json" download className={`${secondaryButton} inline-block`}>
          {pupil ? trMyAccount.pupilExportButton : trMyAccount.exportButton}
        </a>
      </Panel>

      {!profile.classPupil && (
        <Panel id="delete-title" title={trMyAccount.deleteTitle}>
          <p>{trMyAccount.deleteIntro}</p>
          {!profile.addressProven && <p>{trMyAccount.unprovenDelete}</p>}
          {profile.role === "admin" ? (
            <p>{trMyAccount.deleteAdminRefused}</p>
          ) : profile.hasPassword ? (
            <AccountForm intent="delete" answer={actionData}>
              <PasswordField
                label={trMyAccount.deletePassword}
                name="currentPassword"
                autoComplete="current-password"
                required
                error={errors("delete").currentPassword}
              />
              <button type="submit" disabled={busy} className={dangerButton}>
                {trMyAccount.deleteButton}
              </button>
            </AccountForm>
          ) : (
            <AccountForm intent="delete-link" answer={actionData}>
              <p>{trMyAccount.deleteByMail}</p>
              <button type="submit" disabled={busy} className={dangerButton}>
                {trMyAccount.deleteMailButton}
              </button>
            </AccountForm>
          )}
        </Panel>
      )}
    </div>
  );
}
