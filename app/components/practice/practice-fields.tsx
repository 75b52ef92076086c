import { useEffect, useMemo, useState, type ChangeEvent, useId } from "react";
import { isContentTypeCode } from "#core/content-types.ts";
import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import { QUIZ_FORMATS } from "#core/practice.ts";
import {
  carriesPart,
  MAX_PRACTICE_FILE_BYTES,
  PRACTICE_FIELDS,
  type PracticeAnswer,
  type PracticeAnswers,
  type PracticePart,
} from "#core/practice-form.ts";
import type { QuizFormat } from "#core/quiz-formats.ts";
import type { checkPractice as checkPracticeType } from "#core/practice-draft.ts";
import { PracticePreview } from "./practice-preview";

/** What an entry has now (the edit form), as text to edit. */
export interface PracticeDefaults {
  words?: string;
  quiz?: string;
  quizFormat?: QuizFormat;
  /** The stored quiz as Moodle XML, to download (the edit form, when a quiz is stored). */
  quizExport?: string;
}

const textareaClass =
  "min-h-48 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 font-mono text-sm text-slate-900 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

const PARTS = {
  words: {
    legend: trPracticeAdmin.wordsLegend,
    hint: trPracticeAdmin.wordsHint,
    label: trPracticeAdmin.wordsLabel,
    fileLabel: trPracticeAdmin.wordsFile,
    accept: ".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain",
  },
  quiz: {
    legend: trPracticeAdmin.quizLegend,
    hint: trPracticeAdmin.quizHint,
    label: trPracticeAdmin.quizLabel,
    fileLabel: trPracticeAdmin.quizFile,
    accept: ".txt,.gift,.xml,text/plain,application/xml,text/xml",
  },
} as const;
const FILE_FIELDS = { words: PRACTICE_FIELDS.wordsFile, quiz: PRACTICE_FIELDS.quizFile } as const;

/** The text the live preview reads: the field's, once typing has paused. */
function usePaused(text: string, ms = 300): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return paused;
}

/** A chosen file's text (UTF-8), or why it cannot be read. */
async function readText(file: File): Promise<{ text: string } | { error: string }> {
  if (file.size > MAX_PRACTICE_FILE_BYTES) return { error: trPracticeAdmin.fileTooLarge };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer()) };
  } catch {
    return { error: trPracticeAdmin.fileNotText };
  }
}

/** A chosen file's text put into the field, or why it could not be; `fileError` until the next file or text. */
function useFileText(setText: (text: string) => void) {
  const [fileError, setFileError] = useState<string | null>(null);
  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const read = await readText(file);
    // The file's text goes into the field: one text to preview, to correct and to send.
    input.value = "";
    if ("error" in read) {
      setFileError(read.error);
      return;
    }
    setFileError(null);
    setText(read.text);
  }
  return { fileError, onFile };
}

/** The quiz's format (GIFT, Aiken, …): the text is read in the one chosen. */
function QuizFormatChoice({ format, onChange }: { format: QuizFormat; onChange: (format: QuizFormat) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4">
      <legend className="float-left mr-4 font-medium">{trPracticeAdmin.formatLabel}</legend>
      {QUIZ_FORMATS.map((f) => (
        <label key={f} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={PRACTICE_FIELDS.quizFormat}
            value={f}
            checked={format === f}
            onChange={() => onChange(f)}
          />
          {trPracticeAdmin[f]}
        </label>
      ))}
    </fieldset>
  );
}

/** The part's text box with its label and, when there is one, its message; described by the hint, the message and the preview's problems. */
function PartText({
  id,
  part,
  label,
  text,
  onChange,
  message,
  problems,
}: {
  id: string;
  part: PracticePart;
  label: string;
  text: string;
  onChange: (text: string) => void;
  message: string | undefined;
  /** Whether the preview lists bad lines. */
  problems: boolean;
}) {
  const invalid = Boolean(message || problems);
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null, problems ? `${id}-problems` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={`${id}-text`} className="mb-1 block font-medium">
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        name={PRACTICE_FIELDS[part]}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        spellCheck={false}
        className={textareaClass}
      />
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {message}
        </p>
      )}
    </div>
  );
}

function PracticePartFields({
  part,
  type,
  defaults,
  answer,
  error,
  disabled,
  checkPractice,
}: {
  part: PracticePart;
  type: string;
  defaults: PracticeDefaults;
  /** The server's answer to a post (a preview, or a refused save). */
  answer: PracticeAnswer | undefined;
  /** The field's message from the server or the form's own check. */
  error: string | undefined;
  disabled: boolean;
  checkPractice: typeof checkPracticeType | null;
}) {
  const id = useId();
  const { legend, hint, label, fileLabel, accept } = PARTS[part];
  const [text, setText] = useState(answer?.text ?? defaults[part] ?? "");
  const [format, setFormat] = useState<QuizFormat>(answer?.format ?? defaults.quizFormat ?? "gift");
  const { fileError, onFile } = useFileText(setText);
  const paused = usePaused(text);
  const code = Number(type);
  // Shown for the types that take this part, and while the type is not chosen yet (without
  // JavaScript the form cannot follow the choice); kept, with its error, when sent to the wrong type.
  const shown = !isContentTypeCode(code) || carriesPart(part, code) || Boolean(answer?.error || error);

  // With JavaScript the preview follows the text as it is typed; before that (and without
  // JavaScript) it is the server's, after "Önizle".
  // The parsers come after the page (docs/decisions/0117): until they are here the server's answer stands.
  const checking = checkPractice !== null;
  const live = useMemo(
    () =>
      checkPractice
        ? checkPractice(isContentTypeCode(code) ? code : null, { [part]: paused, quizFormat: format }).answers[part]
        : undefined,
    [checkPractice, code, part, paused, format],
  );
  const shownAnswer = checking ? live : answer;
  // The server's message stands until scripts run; from then on the field's own check, as it is now.
  const message = (checking ? (fileError ?? live?.error) : (error ?? answer?.error)) ?? undefined;

  return (
    <fieldset
      hidden={!shown}
      disabled={disabled || !shown}
      className="space-y-3 rounded-xl border border-slate-300 p-4"
    >
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        {hint} {!checking && trPracticeAdmin.previewHint}
      </p>
      {part === "quiz" && <QuizFormatChoice format={format} onChange={setFormat} />}
      <PartText
        id={id}
        part={part}
        label={label}
        text={text}
        onChange={setText}
        message={message}
        problems={Boolean(shownAnswer?.problems.length)}
      />
      <label className="block">
        <span className="font-medium">{fileLabel}</span>{" "}
        <input type="file" name={FILE_FIELDS[part]} accept={accept} onChange={onFile} className="mt-1 block" />
      </label>
      {part === "quiz" && defaults.quizExport && (
        <p>
          <a href={defaults.quizExport} download className="font-semibold text-brand-700 underline">
            {trPracticeAdmin.quizExport}
          </a>
        </p>
      )}
      <PracticePreview id={`${id}-problems`} answer={shownAnswer} live={checking} />
    </fieldset>
  );
}

/**
 * The add/edit form's word list (types 2, 6, 7) and online quiz (types 1, 3, 8):
 * pasted or read from a file, previewed with each bad line before anything is saved, and
 * saved with the entry in one go. Without JavaScript the form's "Önizle" asks the server,
 * which keeps what was typed; with it the preview follows the typing.
 */
export function PracticeFields({
  type,
  defaults,
  answers,
  errors,
  disabled,
  checkPractice,
}: {
  /** The content type chosen on the form (its select's value). */
  type: string;
  defaults: PracticeDefaults;
  answers?: PracticeAnswers;
  errors: Record<string, string>;
  disabled: boolean;
  /** The parsers of the live preview, once they have arrived (null until then). */
  checkPractice: typeof checkPracticeType | null;
}) {
  return (
    <>
      {(["words", "quiz"] as const).map((part) => (
        <PracticePartFields
          key={part}
          part={part}
          type={type}
          defaults={defaults}
          answer={answers?.[part]}
          error={errors[PRACTICE_FIELDS[part]]}
          disabled={disabled}
          checkPractice={checkPractice}
        />
      ))}
    </>
  );
}
