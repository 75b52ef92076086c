/**
 * A question's stored picture (decision 0131, core/quiz-pictures.ts) as a page draws it. Its own
 * module, beside core/images.ts only: the deneme's and the quiz's shared modules, which the pages'
 * first load takes, import it without the Moodle reader.
 */
import { srcSet } from "./images";
import type { QuestionPicture } from "./quiz-pictures";

/** A stored question picture as a page draws it: the original, its smaller copies and its size. */
export interface PictureView {
  src: string;
  /** WebP copies no wider than the original (core/images.ts): a phone takes the 480-wide one. */
  srcSet: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
}

/** Drawn at most 32rem wide, the question's column on a desktop; the screen's width less its margins on a phone. */
const PICTURE_SIZES = "(min-width: 36rem) 32rem, calc(100vw - 3rem)";

/** The view of a question's picture, or null when it has none stored. Made on the server: the page gets only this. */
export function pictureView(picture: QuestionPicture | undefined): PictureView | null {
  if (!picture?.key || !picture.width || !picture.height) return null;
  const src = `/files/${picture.key}`;
  return {
    src,
    srcSet: srcSet(src, picture.width, "webp"),
    sizes: PICTURE_SIZES,
    alt: picture.alt,
    width: picture.width,
    height: picture.height,
  };
}
