import type { Services } from "#server/services.ts";
import { makeContent } from "./factories";

/** A GIFT quiz of `count` questions of `options` options each; question n's key is option (n mod options), with an explanation. */
export function denemeQuiz(count: number, options: number): string {
  return Array.from({ length: count }, (_, q) => {
    const lines = Array.from({ length: options }, (_, o) =>
      o === q % options ? `=Answer ${q + 1}-${o} # Because ${q + 1}` : `~Answer ${q + 1}-${o}`,
    );
    return `Question number ${q + 1}? {\n${lines.join("\n")}\n}`;
  }).join("\n\n");
}

/** The letter of question n's key in denemeQuiz. */
export const keyOf = (n: number, options: number) => "ABCDE"[(n - 1) % options];

/**
 * An exam entry (grade 8, 'Deneme sınavı' type; grade 12 for YDT) with a quiz and its deneme
 * settings: denemeQuiz's `count` questions, or `gift` (GIFT) or `moodle` (Moodle XML), a quiz of the
 * test's own (its `count` then the number of its questions).
 */
export async function makeDeneme(
  services: Services,
  settings: {
    form: "lgs" | "ydt" | "okul";
    minutes?: number;
    count?: number;
    topics?: string;
    withdrawn?: string;
    gift?: string;
    moodle?: string;
  },
) {
  const options = settings.form === "ydt" ? 5 : 4;
  const entry = await makeContent(services.database, {
    sinif: settings.form === "ydt" ? 12 : 8,
    type: 1,
    konuIng: "Practice Exam",
    konuTr: "Deneme",
  });
  const stored =
    settings.moodle === undefined
      ? await services.practice.setQuiz(entry, "gift", settings.gift ?? denemeQuiz(settings.count ?? 10, options))
      : await services.practice.setQuiz(entry, "moodle", settings.moodle);
  if (!stored.ok) throw new Error(JSON.stringify(stored));
  const count = stored.count;
  const read = await services.deneme.saveSettings(entry.id, {
    form: settings.form,
    minutes: String(settings.minutes ?? 20),
    topics: settings.topics ?? "",
    withdrawn: settings.withdrawn ?? "",
  });
  if (!read?.ok) throw new Error(JSON.stringify(read));
  return { entry, count, options };
}
