/** Text for XML or SVG: the five reserved characters as references, so a title can never open a tag. */
export function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
