/**
 * A deneme given as homework (docs/decisions/0124), to the pupil ('sen') and in the lists a parent
 * reads too (the net, neutral). Apart from the pupil's homework words: only the server reads these,
 * and the homework page is handed them, so no page's first load carries them.
 */
export const trHomeworkDeneme = {
  net: (net: string) => `Net: ${net}`,
  intro:
    "Bu ödev bir deneme: süresi, başladığın anda sunucuda işlemeye başlar. Bitirdiğin ilk deneme ödev olarak sayılır.",
  open: "Denemeye git",
};
