import { Form, Link, useNavigation } from "react-router";
import { CLASSES_PATH, classCardsPath, classLetterPath, classPath, memberRemovePath } from "#core/classes/paths.ts";
import { PUPIL_NAMES_TEXT_MAX } from "#core/classes/limits.ts";
import { trClasses } from "#core/messages/classes.ts";
import { Field, FormError } from "#app/components/form-field.tsx";
import { classAction, classPage } from "./class.server";
import { titled } from "#app/lib/meta.ts";
import { Panel } from "#app/components/panel.tsx";
import { HomeworkPanel } from "#app/components/homework/homework-panel.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { trHomework } from "#core/messages/homework.ts";
import { parentSlipsPath } from "#core/homework/parent.ts";
import type { Route } from "./+types/class";
import { DataTable } from "#app/components/data-table.tsx";

/** /sinifim/{id}: one of the teacher's classes: its code (large and as a QR code), joining on or off, and its pupils. */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${data.class.name} · ${trClasses.title}` : trClasses.title);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => classAction(request, context, params.id);

const when = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });
const button =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-75";

function IntentButton({
  intent,
  label,
  busy,
  children,
}: {
  intent: string;
  label: string;
  busy: boolean;
  children?: React.ReactNode;
}) {
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

const link = "font-semibold text-brand-800 underline underline-offset-4";

type Member = Route.ComponentProps["loaderData"]["classPupils"][number];

function MemberButton({
  intent,
  member,
  label,
  busy,
}: {
  intent: string;
  member: Member;
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="member" value={member.userId} />
      <button type="submit" disabled={busy} className={button} aria-label={`${label}: ${member.displayName}`}>
        {label}
      </button>
    </Form>
  );
}

/**
 * A class's members with the parent's consent and, only with it, a summary of their work
 * (docs/decisions/0066): without consent the page says so and shows nothing of it.
 */
function MemberTable({
  members,
  classId,
  busy,
  classPupils,
}: {
  members: Member[];
  classId: number;
  busy: boolean;
  classPupils: boolean;
}) {
  return (
    <DataTable
      testId={classPupils ? "class-pupils" : "members"}
      caption={classPupils ? trClasses.classPupilsCaption : trClasses.membersCaption}
      columns={[
        { label: trClasses.memberName },
        { label: trClasses.consent },
        { label: trClasses.progress },
        { label: trClasses.remove, hidden: true },
      ]}
    >
      {members.map((m) => (
        <tr key={m.userId} className="border-t border-slate-200 align-top" data-member={m.userId}>
          <th scope="row" className="px-3 py-2 font-semibold">
            {m.displayName}
            {!classPupils && (
              <span className="block text-sm font-normal text-slate-700">{when.format(new Date(m.joinedAt))}</span>
            )}
          </th>
          <td className="space-y-2 px-3 py-2">
            <p data-testid="consent">
              {m.consentAt ? trClasses.consentGiven(when.format(new Date(m.consentAt))) : trClasses.consentWaiting}
            </p>
            <MemberButton
              intent={m.consentAt ? "consent-withdraw" : "consent-give"}
              member={m}
              label={m.consentAt ? trClasses.withdrawConsent : trClasses.recordConsent}
              busy={busy}
            />
          </td>
          <td className="px-3 py-2" data-testid="progress">
            {m.progress ? (
              <>
                <p>{trClasses.progressSummary(m.progress.done, m.progress.quizzes)}</p>
                {m.progress.latest.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-sm">
                    {m.progress.latest.map((q) => (
                      <li key={q.entryId} lang="en">
                        {trClasses.quizBest(q.title, q.best, q.total)}
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ) : (
              <p className="text-slate-700">
                {m.consentAt && !m.classPupil ? trClasses.progressOwnAccount : trClasses.progressHidden}
              </p>
            )}
          </td>
          <td className="space-y-2 px-3 py-2">
            {classPupils && (
              <>
                <MemberButton intent="reset-pictures" member={m} label={trClasses.resetPictures} busy={busy} />
                <p>
                  <Link
                    to={`${classCardsPath(classId)}?ogrenci=${m.userId}`}
                    className={link}
                    aria-label={`${trClasses.cardLink}: ${m.displayName}`}
                  >
                    {trClasses.cardLink}
                  </Link>
                </p>
              </>
            )}
            {m.consentAt && <MemberButton intent="parent-link" member={m} label={trHomework.parentLink} busy={busy} />}
            {m.parentLink && (
              <MemberButton intent="parent-link-revoke" member={m} label={trHomework.parentLinkRevoke} busy={busy} />
            )}
            <p>
              <Link
                to={memberRemovePath(classId, m.userId)}
                className="font-semibold text-red-800 underline underline-offset-4"
                aria-label={`${classPupils ? trClasses.removePupil : trClasses.remove}: ${m.displayName}`}
              >
                {classPupils ? trClasses.removePupil : trClasses.remove}
              </Link>
            </p>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { class: c, classPupils, ownAccounts, room, joinUrl, qr, pictureWait } = loaderData;
  const busy = useNavigation().state === "submitting";
  const renameErrors = actionData?.intent === "rename" ? actionData.errors : {};
  const addError = actionData?.intent === "add-pupils" ? actionData.errors.names : undefined;
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
      {actionData?.parentLink && (
        <Panel id="parent-link-title" title={trHomework.parentLinkTitle(actionData.parentLink.name)}>
          <p>{trHomework.parentLinkIntro}</p>
          <p className="break-all font-mono" data-testid="parent-link">
            {actionData.parentLink.url}
          </p>
          <QrCode
            qr={actionData.parentLink.qr}
            title={trHomework.parentLinkQr(actionData.parentLink.url)}
            titleId="parent-qr-title"
            testId="parent-qr"
          />
          <p>{trHomework.parentLinkUntil(actionData.parentLink.until)}</p>
        </Panel>
      )}

      <Panel id="code-title" title={trClasses.joinCode}>
        {/* Read letter by letter to a screen reader; an aria-label on a <p> is not valid HTML (and ARIA gives a paragraph no name). */}
        <p className="font-mono text-5xl font-bold tracking-[0.3em] text-slate-900">
          <span aria-hidden="true" data-testid="join-code">
            {c.joinCode}
          </span>
          <span className="sr-only">{`${trClasses.joinCode}: ${c.joinCode.split("").join(" ")}`}</span>
        </p>
        <p role="status" className={c.joiningLocked ? "font-semibold text-red-800" : "font-semibold text-green-800"}>
          {c.joiningLocked ? trClasses.locked : trClasses.open}
        </p>
        <p>{trClasses.joinHow}</p>
        <QrCode qr={qr} title={trClasses.qrAlt(joinUrl)} titleId="qr-title" testId="join-qr" />
        <p>
          {trClasses.joinPage}:{" "}
          <span className="break-all font-mono" data-testid="join-url">
            {joinUrl}
          </span>
        </p>
        <div className="flex flex-wrap gap-3">
          <IntentButton
            intent={c.joiningLocked ? "unlock" : "lock"}
            label={c.joiningLocked ? trClasses.unlock : trClasses.lock}
            busy={busy}
          />
          <IntentButton intent="new-code" label={trClasses.newCode} busy={busy} />
        </div>
      </Panel>

      <HomeworkPanel classId={c.id} items={loaderData.homework} />

      <Panel id="pupils-title" title={`${trClasses.classPupilsTitle} (${classPupils.length})`}>
        {pictureWait > 0 && (
          <div className="space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4" data-testid="picture-wait">
            <p role="status" className="font-semibold text-red-900">
              {trClasses.pictureWaiting(pictureWait)}
            </p>
            <IntentButton intent="lift-picture-wait" label={trClasses.liftPictureWait} busy={busy} />
          </div>
        )}
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <Link to={classCardsPath(c.id)} className={link}>
            {trClasses.cardsLink}
          </Link>
          <Link to={classLetterPath(c.id)} className={link}>
            {trClasses.letterLink}
          </Link>
          <Link to={parentSlipsPath(c.id)} className={link}>
            {trHomework.slipsLink}
          </Link>
        </p>
        {classPupils.length === 0 ? (
          <p>{trClasses.noClassPupils}</p>
        ) : (
          <MemberTable members={classPupils} classId={c.id} busy={busy} classPupils />
        )}
        <h3 id="add-title" className="text-lg font-bold text-brand-900">
          {trClasses.addPupilsTitle}
        </h3>
        <p>{trClasses.addPupilsIntro}</p>
        <Form method="post" noValidate className="space-y-3" aria-labelledby="add-title">
          <input type="hidden" name="intent" value="add-pupils" />
          <label htmlFor="pupil-names" className="block font-medium">
            {trClasses.pupilNames}
          </label>
          <p id="pupil-names-hint" className="text-sm text-slate-700">
            {trClasses.pupilNamesHint}
          </p>
          <textarea
            id="pupil-names"
            name="names"
            rows={8}
            maxLength={PUPIL_NAMES_TEXT_MAX}
            aria-invalid={addError ? true : undefined}
            aria-describedby={addError ? "pupil-names-hint pupil-names-error" : "pupil-names-hint"}
            className="w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700"
            disabled={room === 0}
          />
          {addError && (
            <p id="pupil-names-error" className="text-sm font-medium text-red-800">
              {addError}
            </p>
          )}
          <button type="submit" disabled={busy || room === 0} className={button}>
            {trClasses.addPupils}
          </button>
        </Form>
      </Panel>

      <Panel id="members-title" title={`${trClasses.ownAccountsTitle} (${ownAccounts.length})`}>
        {ownAccounts.length === 0 ? (
          <p>{trClasses.noMembers}</p>
        ) : (
          <MemberTable members={ownAccounts} classId={c.id} busy={busy} classPupils={false} />
        )}
      </Panel>

      <Panel id="rename-title" title={trClasses.rename}>
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="rename" />
          <Field
            label={trClasses.className}
            name="name"
            defaultValue={c.name}
            maxLength={60}
            required
            error={renameErrors.name}
          />
          <button type="submit" disabled={busy} className={button}>
            {trClasses.rename}
          </button>
        </Form>
        <p>
          <Link to={`${classPath(c.id)}/sil`} className="font-semibold text-red-800 underline underline-offset-4">
            {trClasses.deleteLink}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
