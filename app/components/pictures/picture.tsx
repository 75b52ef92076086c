import { pictureName, type PictureKey } from "#core/picture-password.ts";
import { DRAWINGS } from "./drawings";

export interface PictureProps {
  picture: PictureKey;
  className?: string;
  /**
   * Inside something already named by the word (the picture form's button, which shows
   * it): the drawing is then hidden from screen readers, so the word is not read twice.
   */
  decorative?: boolean;
}

/** One of the twelve pictures as an inline SVG; its accessible name is the Turkish word. */
export function Picture({ picture, className = "h-12 w-12", decorative = false }: PictureProps) {
  const label = decorative ? { "aria-hidden": true } : { role: "img", "aria-label": pictureName(picture) };
  return (
    <svg viewBox="0 0 64 64" className={className} focusable="false" data-picture={picture} {...label}>
      {DRAWINGS[picture]}
    </svg>
  );
}
