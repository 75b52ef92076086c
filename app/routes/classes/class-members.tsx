/**
 * The class page's pupils on a phone and a desktop alike (decision 0108): one card per member with its
 * consent as a badge and one menu (a <details>, no script) for its actions; 'Veli onayı' as one form
 * of ticks and one 'Kaydet'; withdrawing consent as a step of its own that asks first.
 */
import { Form, Link } from "react-router";
import { classCardsPath, classPath, memberRemovePath } from "#core/classes/paths.ts";
import { trClasses } from "#core/messages/classes.ts";
import { trParentLinks } from "#core/messages/parent-links.ts";

/** What the page shows of a member (class.server.ts's classPage). */
export interface MemberView {
  userId: number;
  displayName: string;
  joinedAt: string;
  consentAt: string | null;
  classPupil: boolean;
  parentLink: boolean;
  progress: {
    done: number;
    quizzes: number;
    latest: { entryId: number; title: string; best: number; total: number }[];
    review: { daysMet: number; streak: number; due: number };
  } | null;
}

const when = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });
export const button =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-75";
/** A link that acts as a button: 44 px high, the whole width of the menu. */
const menuLink =
  "flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold text-brand-800 underline underline-offset-4 hover:bg-slate-100";

/** The query of the withdrawal's question: /sinifim/{id}?onay-geri={member}. */
export const WITHDRAW_PARAM = "onay-geri";

/**
 * An action's name for a screen reader, with the pupil's name: "Öğrenciyi sil: Ayşe". An aria-label, not
 * a visually hidden span: Chrome reads a hidden span as a block of its own ("Öğrenciyi sil : Ayşe").
 * The visible words begin the name, as WCAG's label-in-name asks.
 */
const named = (label: string, name: string) => `${label}: ${name}`;

function MemberButton({
  intent,
  member,
  label,
  busy,
}: {
  intent: string;
  member: MemberView;
  label: string;
  busy: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="member" value={member.userId} />
      <button
        type="submit"
        disabled={busy}
        aria-label={named(label, member.displayName)}
        className={`${button} w-full text-left`}
      >
        {label}
      </button>
    </Form>
  );
}

function Badge({ given }: { given: boolean }) {
  return (
    <span
      data-testid="consent"
      className={
        given
          ? "rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900"
          : "rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950"
      }
    >
      {given ? trClasses.consentBadgeGiven : trClasses.consentBadgeWaiting}
    </span>
  );
}

function Progress({ m }: { m: MemberView }) {
  if (!m.progress)
    return (
      <p className="text-sm text-slate-700">
        {m.consentAt && !m.classPupil ? trClasses.progressOwnAccount : trClasses.progressHidden}
      </p>
    );
  return (
    <div className="text-sm">
      <p>{trClasses.progressSummary(m.progress.done, m.progress.quizzes)}</p>
      {m.classPupil && (
        <p data-testid="review-week">{trClasses.reviewWeek(m.progress.review.daysMet, m.progress.review.due)}</p>
      )}
      {m.progress.latest.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {m.progress.latest.map((q) => (
            <li key={q.entryId} lang="en">
              {trClasses.quizBest(q.title, q.best, q.total)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One member's actions behind one menu: fewer targets on the card, each a full-width row of 44 px. */
function MemberMenu({ m, classId, busy }: { m: MemberView; classId: number; busy: boolean }) {
  return (
    <details className="mt-2">
      <summary
        aria-label={named(trClasses.pupilActions, m.displayName)}
        className={`${button} inline-flex cursor-pointer items-center`}
      >
        {trClasses.pupilActions}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {m.classPupil && (
          <>
            <MemberButton intent="reset-pictures" member={m} label={trClasses.resetPictures} busy={busy} />
            <Link
              to={`${classCardsPath(classId)}?ogrenci=${m.userId}`}
              aria-label={named(trClasses.cardLink, m.displayName)}
              className={menuLink}
            >
              {trClasses.cardLink}
            </Link>
          </>
        )}
        {m.consentAt && <MemberButton intent="parent-link" member={m} label={trParentLinks.parentLink} busy={busy} />}
        {m.parentLink && (
          <MemberButton intent="parent-link-revoke" member={m} label={trParentLinks.parentLinkRevoke} busy={busy} />
        )}
        {m.consentAt && (
          <Link
            to={`${classPath(classId)}?${WITHDRAW_PARAM}=${m.userId}#onay-geri-title`}
            aria-label={named(trClasses.withdrawConsent, m.displayName)}
            className={menuLink}
          >
            {trClasses.withdrawConsent}
          </Link>
        )}
        <Link
          to={memberRemovePath(classId, m.userId)}
          aria-label={named(m.classPupil ? trClasses.removePupil : trClasses.remove, m.displayName)}
          className={`${menuLink} text-red-800`}
        >
          {m.classPupil ? trClasses.removePupil : trClasses.remove}
        </Link>
      </div>
    </details>
  );
}

/** The members as cards: one column on a phone, two on a desktop; nothing wider than the screen. */
export function MemberCards({
  members,
  classId,
  busy,
  testId,
  label,
}: {
  members: MemberView[];
  classId: number;
  busy: boolean;
  testId: string;
  label: string;
}) {
  return (
    <ul data-testid={testId} aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {members.map((m) => (
        <li key={m.userId} data-member={m.userId} className="min-w-0 rounded-lg border border-slate-300 bg-white p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-words">{m.displayName}</p>
            <Badge given={m.consentAt !== null} />
          </div>
          {!m.classPupil && <p className="text-sm text-slate-700">{when.format(new Date(m.joinedAt))}</p>}
          {m.consentAt && (
            <p className="text-sm text-slate-700">{trClasses.consentGiven(when.format(new Date(m.consentAt)))}</p>
          )}
          <Progress m={m} />
          <MemberMenu m={m} classId={classId} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

/** 'Veli onayı': a tick for each member without consent, one 'Kaydet' for them all (one post, decision 0108). */
export function ConsentForm({ members, busy, id }: { members: MemberView[]; busy: boolean; id: string }) {
  const waiting = members.filter((m) => m.consentAt === null);
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-300 p-3">
      <h3 id={id} className="text-lg font-bold text-brand-900">
        {trClasses.consentFormTitle}
      </h3>
      {waiting.length === 0 ? (
        <p>{trClasses.consentFormNone}</p>
      ) : (
        <Form method="post" className="space-y-3" data-testid={id}>
          <input type="hidden" name="intent" value="consents-give" />
          <fieldset className="space-y-1">
            <legend className="font-semibold">{trClasses.consentFormLegend}</legend>
            <p className="text-sm text-slate-700">{trClasses.consentFormHint}</p>
            {waiting.map((m) => (
              <label
                key={m.userId}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-slate-100"
              >
                <input type="checkbox" name="member" value={m.userId} className="size-6" />
                <span>{m.displayName}</span>
              </label>
            ))}
          </fieldset>
          <button type="submit" disabled={busy} className={button}>
            {trClasses.consentFormSave}
          </button>
        </Form>
      )}
    </section>
  );
}

/** The withdrawal's question (?onay-geri=): a confirm form and a way back; the withdrawal is never one tap. */
export function WithdrawConfirm({ member, classId, busy }: { member: MemberView; classId: number; busy: boolean }) {
  return (
    <section
      aria-labelledby="onay-geri-title"
      className="space-y-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4"
      data-testid="withdraw-confirm"
    >
      <h2 id="onay-geri-title" className="text-xl font-bold text-red-900">
        {trClasses.withdrawConfirmTitle(member.displayName)}
      </h2>
      <p>{trClasses.withdrawConfirmText}</p>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="consent-withdraw" />
          <input type="hidden" name="member" value={member.userId} />
          <input type="hidden" name="confirm" value="evet" />
          <button type="submit" disabled={busy} className={`${button} border-red-700 text-red-900`}>
            {trClasses.withdrawConfirmYes}
          </button>
        </Form>
        <Link to={classPath(classId)} className={`${button} inline-flex items-center`}>
          {trClasses.withdrawConfirmNo}
        </Link>
      </div>
    </section>
  );
}

/** One group of the class's members (class pupils, own accounts): their cards and one consent form, or a line saying there are none. */
export function MemberGroup({
  members,
  empty,
  consentId,
  ...cards
}: {
  members: MemberView[];
  classId: number;
  busy: boolean;
  empty: string;
  testId: string;
  label: string;
  consentId: string;
}) {
  if (members.length === 0) return <p>{empty}</p>;
  return (
    <>
      <MemberCards members={members} {...cards} />
      <ConsentForm members={members} busy={cards.busy} id={consentId} />
    </>
  );
}
