/** Addresses of 'Hesabım' and of the links it mails (shared by pages and the server code that builds the links). */
export const MY_ACCOUNT_PATH = "/hesabim";
export const EMAIL_CHANGE_PATH = "/eposta-degistir";
export const ACCOUNT_DELETE_PATH = "/hesap-sil";
