import { trExercises } from "#core/messages/exercises.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import type { WordRow } from "#core/word-list.ts";
import type { PrintLinks as Links } from "#core/practice-view.ts";
import { PrintLinks } from "./print-links";
import { DataTable } from "#app/components/data-table.tsx";

const practiceButton = "min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800";

/** The practice buttons, hidden until the practice script shows the ones the device can run, and the print links. */
function PracticeButtons({ print }: { print: Links }) {
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <button type="button" data-practice="cards" hidden className={practiceButton}>
        {trExercises.cards}
      </button>
      <button type="button" data-practice="self-test" hidden className={practiceButton}>
        {trExercises.selfTest}
      </button>
      <button type="button" data-practice="speak" hidden className={practiceButton}>
        {trSpeakingButton.open}
      </button>
      <PrintLinks links={print} />
    </div>
  );
}

/** One word's row, with its 'Dinle' button (hidden until the device has an English voice). */
function WordLine({ word: w }: { word: WordRow }) {
  return (
    <tr className="border-t border-slate-200">
      <td className="px-3 py-2 font-semibold" lang="en">
        {w.english}
      </td>
      <td className="px-3 py-2">{w.turkish}</td>
      <td className="px-3 py-2 text-slate-800" lang="en">
        {w.example ?? ""}
      </td>
      <td className="px-3 py-2 print:hidden">
        <button
          type="button"
          data-say={w.english}
          hidden
          aria-label={trExercises.listenTo(w.english)}
          className="min-h-11 rounded-lg border border-slate-500 px-3 text-sm font-semibold hover:bg-slate-100"
        >
          <span aria-hidden="true">🔊 </span>
          {trExercises.listen}
        </button>
      </td>
    </tr>
  );
}

/**
 * The word list as a plain table (server-rendered HTML; app/lib/practice.server.tsx).
 * The 'Dinle' buttons and the practice buttons are `hidden` until the page's practice
 * script finds what they need (speech synthesis, JavaScript at all); without JavaScript a
 * line says that 'Dinle ve söyle' needs it.
 */
export function WordTable({ words, print }: { words: WordRow[]; print: Links }) {
  return (
    <section
      id="kelimeler"
      aria-labelledby="kelimeler-baslik"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kelimeler-baslik" className="text-xl font-bold text-brand-900">
          {trExercises.wordsTitle}
        </h2>
        <PracticeButtons print={print} />
      </div>
      <noscript>
        <p className="text-sm text-slate-700">{trSpeakingButton.needsScripts}</p>
      </noscript>
      <div data-practice-panel="" />
      {/* Wider than a phone, the table scrolls sideways: a named region in the tab order lets the
          keyboard reach and scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable), with
          or without the 'Dinle' buttons inside it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be focusable */}
      <div className="overflow-x-auto" role="region" aria-label={trExercises.wordsCaption(words.length)} tabIndex={0}>
        <DataTable
          caption={trExercises.wordsCaption(words.length)}
          columns={[
            { label: trExercises.english },
            { label: trExercises.turkish },
            { label: trExercises.example },
            { label: trExercises.listen, hidden: true, className: "print:hidden" },
          ]}
        >
          {words.map((w) => (
            <WordLine key={w.english} word={w} />
          ))}
        </DataTable>
      </div>
    </section>
  );
}
