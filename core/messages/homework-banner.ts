/** What an entry's page says when a pupil opens it from homework (decision 0113): every entry page may show it. */
export const trHomeworkBanner = {
  fromHomeworkTitle: (title: string) => `Bu senin ödevin: ${title}`,
  fromHomeworkRead: "Okuyup bitirince aşağıdaki “✓ Tamamladım” düğmesine bas: ödevin biter.",
  fromHomeworkDone: "Bu ödevi bitirdin.",
  backToHomework: "Ödeve dön",
} as const;
