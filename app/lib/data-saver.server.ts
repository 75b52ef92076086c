export { dataSaverCookie } from "#server/http/data-saver-cookie.ts";
