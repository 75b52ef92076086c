/** The class page's list of its homework now lives beside the homework pages: this old path stays only until app/lib/classes.server.ts imports it from there. */
export { classHomework } from "#app/routes/homework/form.server.ts";
