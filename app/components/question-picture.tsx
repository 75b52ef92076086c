import type { PictureView } from "#core/picture-view.ts";

/**
 * A question's picture (decision 0131): its copies as the server listed them, its size given so
 * nothing moves when it arrives, and the teacher's description for a screen reader. Below its
 * question's text on the exam, the booklet, the result, the practice quiz and the worksheet.
 */
export function QuestionPicture({ picture: { alt, ...shown } }: { picture: PictureView }) {
  return (
    <img
      {...shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      className="h-auto max-h-80 w-auto max-w-full rounded-lg ring-1 ring-slate-200 print:max-h-48"
      data-testid="question-picture"
    />
  );
}
