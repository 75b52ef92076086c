import { contents } from "#server/db/schema.ts";

/**
 * The columns of a ContentEntry, for every query that returns entries: the content service's
 * parts, the marks, the import and the new-entries feed select the same fields.
 */
export const entryColumns = {
  id: contents.id,
  sinif: contents.sinif,
  unite: contents.unite,
  konuIng: contents.konuIng,
  konuTr: contents.konuTr,
  icerikTuru: contents.icerikTuru,
  donem: contents.donem,
  file: contents.file,
  fileType: contents.fileType,
  link: contents.link,
};
