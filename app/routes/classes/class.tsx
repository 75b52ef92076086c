import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { CLASSES_PATH, classCardsPath, classDenemesPath, classLetterPath, classPath } from "#core/classes/paths.ts";
import { PUPIL_NAMES_TEXT_MAX } from "#core/classes/limits.ts";
import { trClasses } from "#core/messages/classes.ts";
import { Field, FormError } from "#app/components/form-field.tsx";
import { classAction, classPage } from "./class.server";
import { titled } from "#app/lib/meta.ts";
import { Panel } from "#app/components/panel.tsx";
import { HomeworkPanel } from "#app/components/homework/homework-panel.tsx";
import { QrCode } from "#app/components/qr-code.tsx";
import { trParentLinks } from "#core/messages/parent-links.ts";
import { parentSlipsPath } from "#core/homework/parent.ts";
import type { Route } from "./+types/class";
import { button, MemberGroup, WITHDRAW_PARAM, WithdrawConfirm } from "./class-members";

/**
 * /sinifim/{id}: one of the teacher's classes: its pupils' sign-in QR first (and `?tahta` for the smart
 * board), its pupils as cards, 'Veli onayı' for many at once, its code, joining on or off (decision 0108).
 */
export const meta: Route.MetaFunction = ({ data }) =>
  titled(data ? `${data.class.name} · ${trClasses.title}` : trClasses.title);

export const loader = ({ request, context, params }: Route.LoaderArgs) => classPage(request, context, params.id);

export const action = ({ request, context, params }: Route.ActionArgs) => classAction(request, context, params.id);

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

const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4";

type Data = Route.ComponentProps["loaderData"];

/** ?tahta: the code and the sign-in QR as large as the screen allows, for the class's smart board. */
function BoardView({ loaderData }: { loaderData: Data }) {
  const { class: c, signInUrl, signInQr } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center" data-testid="board">
      <h1 className="text-3xl font-extrabold text-brand-900">{trClasses.boardTitle(c.name)}</h1>
      <div className="w-full max-w-[70vh] [&>svg]:h-auto [&>svg]:w-full">
        <QrCode qr={signInQr} title={trClasses.signInQrAlt(signInUrl)} titleId="board-qr-title" size={640} />
      </div>
      <p className="text-xl">{trClasses.boardHow}</p>
      <p className="font-mono text-5xl font-bold tracking-[0.3em] text-slate-900 sm:text-7xl">
        <span aria-hidden="true">{c.joinCode}</span>
        <span className="sr-only">{`${trClasses.joinCode}: ${c.joinCode.split("").join(" ")}`}</span>
      </p>
      <p>
        <Link to={classPath(c.id)} className={link}>
          {trClasses.boardBack}
        </Link>
      </p>
    </div>
  );
}

function SignInPanel({ loaderData }: { loaderData: Data }) {
  const { class: c, signInUrl, signInQr } = loaderData;
  return (
    <Panel id="sign-in-title" title={trClasses.signInTitle}>
      <p>{trClasses.signInIntro}</p>
      <QrCode qr={signInQr} title={trClasses.signInQrAlt(signInUrl)} titleId="sign-in-qr-title" testId="sign-in-qr" />
      <p className="break-all font-mono text-sm" data-testid="sign-in-url">
        {signInUrl}
      </p>
      <p>
        <Link to={`${classPath(c.id)}?tahta`} className={`${button} inline-flex items-center`}>
          {trClasses.showOnBoard}
        </Link>
      </p>
    </Panel>
  );
}

export default function ClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { class: c, classPupils, ownAccounts, room, joinUrl, qr, pictureWait } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  if (search.has("tahta")) return <BoardView loaderData={loaderData} />;
  const withdrawing = [...classPupils, ...ownAccounts].find(
    (m) => m.consentAt && String(m.userId) === search.get(WITHDRAW_PARAM),
  );
  const renameErrors = actionData?.intent === "rename" ? actionData.errors : {};
  const addError = actionData?.intent === "add-pupils" ? actionData.errors.names : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <p>
        <Link to={CLASSES_PATH} className={link}>
          {trClasses.backToClasses}
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold text-brand-900">{c.name}</h1>
      <p className="text-slate-700">
        {c.grade}. Sınıf · {c.schoolYear}
      </p>
      <FormError message={actionData?.formError} />
      {withdrawing && <WithdrawConfirm member={withdrawing} classId={c.id} busy={busy} />}
      {actionData?.parentLink && (
        <Panel id="parent-link-title" title={trParentLinks.parentLinkTitle(actionData.parentLink.name)}>
          <p>{trParentLinks.parentLinkIntro}</p>
          <p className="break-all font-mono" data-testid="parent-link">
            {actionData.parentLink.url}
          </p>
          <QrCode
            qr={actionData.parentLink.qr}
            title={trParentLinks.parentLinkQr(actionData.parentLink.url)}
            titleId="parent-qr-title"
            testId="parent-qr"
          />
          <p>{trParentLinks.parentLinkUntil(actionData.parentLink.until)}</p>
        </Panel>
      )}

      <SignInPanel loaderData={loaderData} />

      <HomeworkPanel classId={c.id} items={loaderData.homework} />

      <p>
        <Link
          to={classDenemesPath(c.id)}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
        >
          {trClasses.denemesLink}
        </Link>
      </p>

      {loaderData.forgotten.length > 0 && (
        <Panel id="forgotten-title" title={trClasses.forgottenTitle}>
          <p>{trClasses.forgottenIntro}</p>
          <ul className="list-disc space-y-1 pl-5" data-testid="forgotten-words">
            {loaderData.forgotten.map((f) => (
              <li key={f.word}>
                <span lang="en" className="font-semibold">
                  {f.word}
                </span>
                : {trClasses.forgottenBy(f.pupils, f.lapses)}
              </li>
            ))}
          </ul>
        </Panel>
      )}

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
            {trParentLinks.slipsLink}
          </Link>
        </p>
        <MemberGroup
          members={classPupils}
          classId={c.id}
          busy={busy}
          empty={trClasses.noClassPupils}
          testId="class-pupils"
          label={trClasses.classPupilsCaption}
          consentId="consent-pupils"
        />
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

      <Panel id="members-title" title={`${trClasses.ownAccountsTitle} (${ownAccounts.length})`}>
        <MemberGroup
          members={ownAccounts}
          classId={c.id}
          busy={busy}
          empty={trClasses.noMembers}
          testId="members"
          label={trClasses.membersCaption}
          consentId="consent-members"
        />
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
          <Link to={`${classPath(c.id)}/sil`} className={`${link} text-red-800`}>
            {trClasses.deleteLink}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
