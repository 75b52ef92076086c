/** Addresses of 'Hesabım' and of the links it mails (shared by pages and the server code that builds the links). */
export const MY_ACCOUNT_PATH = "/hesabim";
export const EMAIL_CHANGE_PATH = "/eposta-degistir";
export const ACCOUNT_DELETE_PATH = "/hesap-sil";

/**
 * A teacher-to-be's way (decision 0104): sign-up's 'Öğretmenim' puts `sonra=ogretmen` on the
 * verification link, and a proven address then opens 'Hesabım' at the teacher request form.
 * Only this one fixed destination can be asked for: the parameter is no open redirect.
 */
export const TEACHER_REQUEST_PATH = `${MY_ACCOUNT_PATH}#teacher-title`;
export const THEN_TEACHER = "ogretmen";
export const verifyPath = (token: string, teacher: boolean) =>
  `/dogrula?token=${token}${teacher ? `&sonra=${THEN_TEACHER}` : ""}`;
