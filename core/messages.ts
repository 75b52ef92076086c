/**
 * The message catalogue: every text of docs/product.md (and the ones we had to write),
 * typed, in one place. A translation must `satisfies Messages` so a missing key
 * fails the compile.
 *
 * Each section is its own module under core/messages/ (`trLogin` is `tr.login`):
 * code that runs in the browser imports the sections it shows from there, so a page
 * downloads those texts and not the whole catalogue (mails, admin and server
 * errors). Server code uses `tr`, from here.
 */

import { trCommon } from "./messages/common";
import { trLists } from "./messages/lists";
import { trNewsletter } from "./messages/newsletter";
import { trBlog } from "./messages/blog";
import { trLogin } from "./messages/login";
import { trGoogle } from "./messages/google";
import { trSignup } from "./messages/signup";
import { trReset } from "./messages/reset";
import { trAccount } from "./messages/account";
import { trContact } from "./messages/contact";
import { trUsers } from "./messages/users";
import { trInbox } from "./messages/inbox";
import { trApi } from "./messages/api";
import { trFiles } from "./messages/files";
import { trViewer } from "./messages/viewer";
import { trDataSaver } from "./messages/data-saver";
import { trAdmin } from "./messages/admin";
import { trOffline } from "./messages/offline";
import { trApp } from "./messages/app";
import { trStorage } from "./messages/storage";
import { trTwoStep } from "./messages/two-step";
import { trMyAccount } from "./messages/my-account";
import { trMarks } from "./messages/marks";
import { trMarksQuestion } from "./messages/marks-question";
import { trSaved } from "./messages/saved";
import { trExercises } from "./messages/exercises";
import { trPracticeAdmin } from "./messages/practice-admin";
import { trPractice } from "./messages/practice";
import { trSearch } from "./messages/search";
import { trUnits } from "./messages/units";
import { trDashboard } from "./messages/dashboard";
import { trImports } from "./messages/imports";
import { trPictureLogin } from "./messages/picture-login";
import { trClasses } from "./messages/classes";
import { trClassJoin } from "./messages/class-join";
import { trClassPrint } from "./messages/class-print";
import { trHomework } from "./messages/homework";
import { trHomeworkBanner } from "./messages/homework-banner";
import { trTeacherRequest } from "./messages/teacher-request";
import { trHomeworkForm } from "./messages/homework-form";
import { trHomeworkParent } from "./messages/homework-parent";
import { trParentLinks } from "./messages/parent-links";
import { trParentSlips } from "./messages/parent-slips";
import { trHomeworkPupil } from "./messages/homework-pupil";
import { trHomeworkTeacher } from "./messages/homework-teacher";
import { trSpeaking } from "./messages/speaking";
import { trSpeakingButton } from "./messages/speaking-button";

export {
  trCommon,
  trLists,
  trNewsletter,
  trBlog,
  trLogin,
  trGoogle,
  trSignup,
  trReset,
  trAccount,
  trContact,
  trUsers,
  trInbox,
  trApi,
  trFiles,
  trViewer,
  trDataSaver,
  trAdmin,
  trOffline,
  trApp,
  trStorage,
  trTwoStep,
  trMyAccount,
  trMarks,
  trMarksQuestion,
  trSaved,
  trExercises,
  trPracticeAdmin,
  trPractice,
  trSearch,
  trUnits,
  trDashboard,
  trImports,
  trPictureLogin,
  trClasses,
  trClassJoin,
  trClassPrint,
  trTeacherRequest,
  trHomework,
  trHomeworkTeacher,
  trHomeworkForm,
  trHomeworkPupil,
  trHomeworkBanner,
  trHomeworkParent,
  trParentLinks,
  trParentSlips,
  trSpeaking,
  trSpeakingButton,
};

export const tr = {
  common: trCommon,
  lists: trLists,
  newsletter: trNewsletter,
  blog: trBlog,
  login: trLogin,
  pictureLogin: trPictureLogin,
  google: trGoogle,
  signup: trSignup,
  reset: trReset,
  account: trAccount,
  myAccount: trMyAccount,
  marks: trMarks,
  marksQuestion: trMarksQuestion,
  saved: trSaved,
  exercises: trExercises,
  practiceAdmin: trPracticeAdmin,
  practice: trPractice,
  search: trSearch,
  units: trUnits,
  dashboard: trDashboard,
  imports: trImports,
  classes: trClasses,
  classJoin: trClassJoin,
  classPrint: trClassPrint,
  teacherRequest: trTeacherRequest,
  homework: trHomework,
  homeworkTeacher: trHomeworkTeacher,
  homeworkForm: trHomeworkForm,
  homeworkPupil: trHomeworkPupil,
  homeworkBanner: trHomeworkBanner,
  homeworkParent: trHomeworkParent,
  parentLinks: trParentLinks,
  parentSlips: trParentSlips,
  speaking: trSpeaking,
  speakingButton: trSpeakingButton,
  contact: trContact,
  users: trUsers,
  inbox: trInbox,
  api: trApi,
  files: trFiles,
  viewer: trViewer,
  dataSaver: trDataSaver,
  admin: trAdmin,
  offline: trOffline,
  app: trApp,
  storage: trStorage,
  twoStep: trTwoStep,
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Messages = Widen<typeof tr>;
export const messages: Messages = tr;
