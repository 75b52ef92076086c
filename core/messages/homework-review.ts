/**
 * 'Günlük tekrar' as homework (docs/decisions/0119): its name, its progress and the pupil's card.
 * A module of its own so that the pages that never show such an item (an item's page, the offline
 * page) do not download these words (docs/decisions/0117).
 */
export const trHomeworkReview = {
  /** The item's name where an entry's title would stand: the teacher's list and grid, the parent's page. */
  itemTitle: (days: number) => `Günlük tekrar: ${days} gün hedef`,
  /** Its progress: the days the daily goal was met in the item's period, of the days asked. */
  progress: (met: number, goal: number) => `${met}/${goal} gün`,
  /** The pupil's card on 'Ödevlerim': "bu hafta" only when its period is a week or less. */
  card: (days: number, thisWeek: boolean) =>
    `Günlük tekrar: ${thisWeek ? "bu hafta " : ""}${days} gün hedefini tamamla`,
  cardIntro: "Günlük kelime tekrarı hedefine ulaştığın her gün sayılır; yeterli gün olunca ödev kendiliğinden biter.",
  cardProgress: (met: number, goal: number) => `İlerleme: ${met}/${goal} gün`,
} as const;
