export { readToast, setToast } from "#server/http/toast-cookie.ts";
