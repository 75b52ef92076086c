import { eq } from "drizzle-orm";
import { accountLimitKey, RATE_LIMITS } from "#server/auth/rate-limit.ts";
import { hashToken } from "#server/auth/tokens.ts";
import { messages, outbox, sessions, subscribers, twoStep, users, type UserRow } from "#server/db/schema.ts";
import type { ReviewExport } from "#server/review/review-service.ts";
import type { DenemeExport } from "#server/deneme/deneme-service.ts";
import { liveSessionsOf, type AccountDeps } from "./account-common";
import { addressIsProven, sameAddress } from "./erase";

/**
 * The account's data as one file (KVKK m.11: the right to know and to get): what the account
 * row says, then what was kept under its address, then what the other services keep for it.
 */

/** The export's shape, documented as JSON Schema in docs/account-export.schema.json. */
export interface AccountExport {
  format: "merdiven-account-export";
  version: 1;
  exportedAt: string;
  account: {
    /** Null for a class pupil. */
    email: string | null;
    role: string;
    createdAt: string;
    emailVerifiedAt: string | null;
    hasPassword: boolean;
    googleAccountId: string | null;
    twoStepEnabled: boolean;
  };
  sessions: { device: string | null; signedInAt: string; lastSeenAt: string; expiresAt: string; current: boolean }[];
  messages: {
    kind: string;
    name: string;
    email: string;
    message: string;
    aboutEntry: number | null;
    createdAt: string;
  }[];
  newsletter: { signedUpAt: string; confirmedAt: string | null } | null;
  mails: { subject: string; status: string; createdAt: string; sentAt: string | null }[];
  marks: {
    entryId: number;
    title: string;
    savedAt: string | null;
    doneAt: string | null;
    openedAt: string | null;
    pdfPage: number | null;
  }[];
  quizResults: { entryId: number; best: number; last: number; total: number; updatedAt: string }[];
  flashcards: { entryId: number; word: string; box: number; updatedAt: string }[];
  /** 'Günlük tekrar': cards, days, settings, the last 30 days' grades (decision 0116). */
  dailyReview: ReviewExport;
  deneme: DenemeExport;
  /** The classes the account joined, with the name it gave there. */
  classMemberships: { className: string; grade: number; schoolYear: string; displayName: string; joinedAt: string }[];
  /** Its requests for a teacher account and their answers. */
  teacherRequests: {
    name: string;
    school: string;
    city: string;
    status: string;
    createdAt: string;
    decidedAt: string | null;
  }[];
  /** A teacher's own classes, with how many pupils each has (their names are the pupils' data). */
  ownClasses: {
    name: string;
    grade: number;
    schoolYear: string;
    joinCode: string;
    joiningLocked: boolean;
    pupils: number;
    createdAt: string;
  }[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Everything kept about the account, or "too-many-requests" (each export reads all of its rows). */
export async function exportData(
  deps: AccountDeps,
  userId: number,
  currentToken: string | null,
): Promise<AccountExport | "too-many-requests" | null> {
  const { db, limiter, review, deneme } = deps;
  if (!(await limiter.hit(accountLimitKey("account:export", userId), RATE_LIMITS.exportsPerAccount)))
    return "too-many-requests";
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const [steps] = await db
    .select({ enabledAt: twoStep.enabledAt })
    .from(twoStep)
    .where(eq(twoStep.userId, userId))
    .limit(1);
  const sessionRows = await exportedSessions(deps, userId, currentToken);
  const kept = await keptUnderAddress(deps, user);
  const classRows = await exportedClasses(deps, userId);
  return {
    format: "merdiven-account-export",
    version: 1,
    exportedAt: new Date().toISOString(),
    account: {
      email: user.email,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      emailVerifiedAt: iso(user.emailVerifiedAt),
      hasPassword: user.passwordHash !== null,
      googleAccountId: user.googleSubject,
      twoStepEnabled: Boolean(steps?.enabledAt),
    },
    sessions: sessionRows,
    ...kept,
    ...(await exportedLearning(deps, userId)),
    dailyReview: await review.exportOf(userId),
    deneme: await deneme.exportOf(userId),
    ...classRows,
  };
}

async function exportedSessions(
  { db }: AccountDeps,
  userId: number,
  currentToken: string | null,
): Promise<AccountExport["sessions"]> {
  const current = currentToken ? hashToken(currentToken) : null;
  const sessionRows = await db.select().from(sessions).where(liveSessionsOf(userId)).orderBy(sessions.createdAt);
  return sessionRows.map((s) => ({
    device: s.device,
    signedInAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    current: s.idHash === current,
  }));
}

/** The messages, the newsletter sign-up and the mails kept under the account's address. */
async function keptUnderAddress(
  { db }: AccountDeps,
  user: UserRow,
): Promise<Pick<AccountExport, "messages" | "newsletter" | "mails">> {
  // What is kept under the address is the account's only once it proved the address (a
  // stranger's address signed up by someone else must not hand over the stranger's messages).
  const proven = addressIsProven(user);
  const sent = proven
    ? await db.select().from(messages).where(sameAddress(messages.email, user.email)).orderBy(messages.createdAt)
    : [];
  const [subscriber] = proven
    ? await db.select().from(subscribers).where(sameAddress(subscribers.email, user.email)).limit(1)
    : [];
  // Mails to the address, without their text: a pending one still holds a live link.
  const mails = proven
    ? await db.select().from(outbox).where(sameAddress(outbox.toAddress, user.email)).orderBy(outbox.createdAt)
    : [];
  return {
    messages: sent.map((m) => ({
      kind: m.kind,
      name: m.name,
      email: m.email,
      message: m.message,
      aboutEntry: m.contentId,
      createdAt: m.createdAt.toISOString(),
    })),
    newsletter: subscriber
      ? { signedUpAt: subscriber.createdAt.toISOString(), confirmedAt: iso(subscriber.confirmedAt) }
      : null,
    mails: mails.map((m) => ({
      subject: m.subject,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
  };
}

/** The marks on entries, the quiz results and the flashcards' boxes. */
async function exportedLearning(
  { marks, practice }: AccountDeps,
  userId: number,
): Promise<Pick<AccountExport, "marks" | "quizResults" | "flashcards">> {
  return {
    marks: (await marks.exportRows(userId)).map((m) => ({
      ...m,
      savedAt: iso(m.savedAt),
      doneAt: iso(m.doneAt),
      openedAt: iso(m.openedAt),
    })),
    quizResults: (await practice.exportRows(userId)).map((r) => ({
      entryId: r.contentId,
      best: r.best,
      last: r.last,
      total: r.total,
      updatedAt: r.updatedAt.toISOString(),
    })),
    flashcards: (await practice.exportBoxes(userId)).map((r) => ({
      entryId: r.contentId,
      word: r.word,
      box: r.box,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

async function exportedClasses(
  { classes }: AccountDeps,
  userId: number,
): Promise<Pick<AccountExport, "classMemberships" | "teacherRequests" | "ownClasses">> {
  const classRows = await classes.exportRows(userId);
  return {
    classMemberships: classRows.memberships.map((m) => ({
      className: m.name,
      grade: m.grade,
      schoolYear: m.schoolYear,
      displayName: m.displayName,
      joinedAt: m.joinedAt.toISOString(),
    })),
    teacherRequests: classRows.requests.map((r) => ({
      name: r.name,
      school: r.school,
      city: r.city,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: iso(r.decidedAt),
    })),
    ownClasses: classRows.ownClasses.map((c) => ({
      name: c.name,
      grade: c.grade,
      schoolYear: c.schoolYear,
      joinCode: c.joinCode,
      joiningLocked: c.joiningLocked,
      pupils: c.members,
      createdAt: c.createdAt.toISOString(),
    })),
  };
}
