/** The teacher's deneme pages of a class and the pupil's optical form (decision 0123): addresses only, no zod, for any page to link. */
import { classDenemesPath } from "#core/classes/paths.ts";

export { classDenemesPath };
export const reportPath = (classId: number, contentId: number) => `${classDenemesPath(classId)}/${contentId}`;
export const reportCsvPath = (classId: number, contentId: number) => `${reportPath(classId, contentId)}/rapor.csv`;
export const bookletPath = (classId: number, contentId: number) => `${reportPath(classId, contentId)}/kitapcik`;
/** The pupils' optical form of the class's deneme: the class's address, so only its members open it. */
export const answerSheetPath = (classId: number, contentId: number) => `${reportPath(classId, contentId)}/optik`;
