/** The mark buttons on every card and entry page (kept short: every page downloads them). */
export const trMarks = {
  save: "Kaydet",
  saveEntry: (title: string) => `Kaydet: ${title}`,
  done: "Tamamladım",
} as const;
