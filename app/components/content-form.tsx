import { useEffect, useRef, useState, type DragEvent, type FormEvent, type ReactNode, useId } from "react";
import type { EntryJson } from "#core/content.ts";
import { parseContentForm, MAX_TITLE_LENGTH, MAX_UNIT, type ContentFormValues } from "#core/content-form.ts";
import { CONTENT_TYPES, FILE_TYPE_LABELS, FILE_TYPES, isContentTypeCode, type FileType } from "#core/content-types.ts";
import { carriesPractice } from "#core/practice.ts";
import { detectFileKind, FILE_ACCEPT, MAGIC_BYTES_NEEDED, MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { MAX_TRANSCRIPT_CHARS, TRANSCRIPT_FIELDS } from "#core/transcript.ts";
import { formatFileSize } from "#core/file-size.ts";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { trAdmin } from "#core/messages/admin.ts";
import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import { checkPractice, PRACTICE_FIELDS, PREVIEW_INTENT, quizFormatOf, type PracticeAnswers } from "#core/practice-draft.ts";
import { termLabel } from "#core/terms.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { Field, FormError, primaryButton } from "./form-field";
import { PracticeFields, type PracticeDefaults } from "./practice/practice-fields";

/** An entry as the JSON API answers it (docs/product.md): docs/product.md's fields plus id, url and fileUrl. */
export type SavedEntry = EntryJson;

export interface ContentFormProps {
  /** Where the form posts without JavaScript (the page's own action). */
  action: string;
  /** Where it goes with JavaScript, so the upload can report its progress. */
  api: { method: "POST" | "PATCH"; url: string };
  defaults: ContentFormValues;
  /** On an edit: the file the entry has now (kept unless a new one is chosen). */
  current?: { fileType: FileType; name: string | null; url: string | null };
  /** Errors the server found after a post without JavaScript. */
  errors?: Record<string, string>;
  formError?: string | null;
  /** The entry's word list and quiz now (the edit form). */
  practiceDefaults?: PracticeDefaults;
  /** An audio entry's transcript now (the edit form). */
  transcriptDefault?: string;
  /** The server's answer about the word list and quiz sent (a preview, or a refused save). */
  practice?: PracticeAnswers;
  /** After "Önizle" without JavaScript: whether a chosen file had to be left behind. */
  previewed?: { fileDropped: boolean } | null;
  submitLabel: string;
  /** After a save through the API. Returns true to clear titles, file and link for the next entry. */
  onSaved(entry: SavedEntry): boolean | void;
}

const controlClass =
  "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

function ErrorText({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

function SelectField({
  label,
  name,
  defaultValue,
  error,
  placeholder,
  children,
  onChange,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  placeholder: string;
  children: ReactNode;
  onChange?: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue ?? ""}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
        onChange={(e) => onChange?.(e.target.value)}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {children}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

const secondaryButton = "min-h-11 rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100";

const percentFormat = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 0 });

type Upload = { state: "sending"; fraction: number } | { state: "done" } | null;

/**
 * The admin's add/edit form (docs/product.md), one component for both. Without
 * JavaScript it is a plain multipart post to the page. With JavaScript the same
 * rules run before anything is sent, a file can be dropped on the file field,
 * and the form goes to the JSON API through XMLHttpRequest, whose upload events
 * drive a real progress bar.
 */
export function ContentForm({
  action,
  api,
  defaults,
  current,
  errors: serverErrors,
  formError: serverFormError,
  practiceDefaults = {},
  transcriptDefault = "",
  practice,
  previewed,
  submitLabel,
  onSaved,
}: ContentFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [formError, setFormError] = useState<string | null>(serverFormError ?? null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<Upload>(null);
  const [focusTick, setFocusTick] = useState(0);
  // The chosen content type decides which of the word list and the quiz the form offers.
  const [type, setType] = useState(defaults.icerikTuru ?? "");
  // A new round of the practice fields (emptied) for the next entry after an add.
  const [round, setRound] = useState(0);
  const sending = upload?.state === "sending";
  const typeCode = Number(type);
  const offersPractice = !isContentTypeCode(typeCode) || carriesPractice(typeCode);

  // After a failed check, move the keyboard to the first field that needs attention.
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  useEffect(() => () => xhrRef.current?.abort(), []);

  function choose(file: File | null) {
    setChosen(file);
    setUpload(null);
    setErrors(({ file: _file, ...rest }) => rest);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file || !fileRef.current || sending) return;
    const one = new DataTransfer();
    one.items.add(file);
    fileRef.current.files = one.files;
    choose(file);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const picked = data.get("file");
    const file = picked instanceof File && (picked.size > 0 || picked.name !== "") ? picked : null;
    const facts = file ? { size: file.size, kind: detectFileKind(new Uint8Array(await file.slice(0, MAGIC_BYTES_NEEDED).arrayBuffer())) } : null;
    const raw = Object.fromEntries([...data.entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
    const checked = parseContentForm(raw, facts, current && { fileType: current.fileType, hasFile: current.name !== null });
    // The word list and quiz by the server's rules too (a hidden part is disabled, so not sent).
    const practiceChecked = checkPractice(checked.success ? checked.data.icerikTuru : null, {
      words: raw[PRACTICE_FIELDS.words],
      quiz: raw[PRACTICE_FIELDS.quiz],
      quizFormat: quizFormatOf(raw[PRACTICE_FIELDS.quizFormat]),
    });
    setFormError(null);
    if (!checked.success || !practiceChecked.ok) {
      setErrors({ ...(checked.success ? {} : checked.errors), ...(practiceChecked.ok ? {} : practiceChecked.errors) });
      setFocusTick((n) => n + 1);
      return;
    }
    setErrors({});
    if (!file) data.delete("file");
    // A chosen word-list or quiz file is already in its text field.
    data.delete(PRACTICE_FIELDS.wordsFile);
    data.delete(PRACTICE_FIELDS.quizFile);
    send(data);
  }

  function send(data: FormData) {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    setUpload({ state: "sending", fraction: 0 });
    xhr.open(api.method, api.url);
    xhr.responseType = "json";
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (e) => {
      if (e.lengthComputable && e.total > 0) setUpload({ state: "sending", fraction: e.loaded / e.total });
    });
    xhr.addEventListener("load", () => {
      xhrRef.current = null;
      const body = xhr.response as (SavedEntry & { code?: string; message?: string; errors?: Record<string, string> }) | null;
      if (xhr.status === 200 || xhr.status === 201) {
        setUpload({ state: "done" });
        if (onSaved(body as SavedEntry) === true) clearForNext();
        return;
      }
      setUpload(null);
      const fieldErrors = body?.errors ?? {};
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length ? null : (body?.message ?? trAdmin.saveFailed));
      setFocusTick((n) => n + 1);
    });
    xhr.addEventListener("error", () => {
      xhrRef.current = null;
      setUpload(null);
      setFormError(trAdmin.uploadInterrupted);
    });
    xhr.addEventListener("abort", () => {
      xhrRef.current = null;
      setUpload(null);
      setFormError(trAdmin.uploadCancelled);
    });
    xhr.send(data);
  }

  /** Keeps grade, unit, type, file type and term for the next entry; clears what is unique to this one. */
  function clearForNext() {
    const form = formRef.current;
    if (!form) return;
    for (const name of ["konuIng", "konuTr", "link"]) {
      const input = form.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = "";
    }
    if (fileRef.current) fileRef.current.value = "";
    setChosen(null);
    setRound((n) => n + 1);
    form.querySelector<HTMLInputElement>('input[name="konuIng"]')?.focus();
  }

  const percent = upload?.state === "sending" ? percentFormat.format(upload.fraction) : percentFormat.format(1);
  const fileError = errors.file;
  const fileHint = `PDF en fazla ${formatFileSize(MAX_PDF_BYTES)}, resim (PNG, JPEG, WebP, GIF) en fazla ${formatFileSize(MAX_IMAGE_BYTES)}, ses (MP3, M4A, Ogg) en fazla ${formatFileSize(MAX_AUDIO_BYTES)}.`;

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-describedby={formError ? `${id}-form-error` : undefined}
    >
      <div id={`${id}-form-error`}>
        <FormError message={formError} />
      </div>
      {previewed && (
        <div role="status" className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900">
          <p className="font-semibold">{trPracticeAdmin.previewDone}</p>
          {previewed.fileDropped && <p className="mt-1">{trPracticeAdmin.fileNotKept}</p>}
        </div>
      )}
      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">İçerik bilgileri</legend>
        <SelectField label="Sınıf" name="sinif" defaultValue={defaults.sinif} error={errors.sinif} placeholder="Sınıf seçin">
          {GRADES.map((g) => (
            <option key={g} value={g}>
              {gradeLabel(g)}
            </option>
          ))}
        </SelectField>
        <Field
          label="Ünite"
          name="unite"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_UNIT}
          required
          defaultValue={defaults.unite}
          error={errors.unite}
        />
        <Field
          label="İngilizce Başlık"
          name="konuIng"
          lang="en"
          required
          maxLength={MAX_TITLE_LENGTH}
          autoComplete="off"
          defaultValue={defaults.konuIng}
          error={errors.konuIng}
        />
        <Field label="Türkçe Başlık" name="konuTr" required maxLength={MAX_TITLE_LENGTH} autoComplete="off" defaultValue={defaults.konuTr} error={errors.konuTr} />
        <SelectField label="İçerik Türü" name="icerikTuru" defaultValue={defaults.icerikTuru} error={errors.icerikTuru} placeholder="İçerik türü seçin" onChange={setType}>
          {CONTENT_TYPES.map((t) => (
            <option key={t.code} value={t.code}>
              {t.label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Dosya Türü" name="fileType" defaultValue={defaults.fileType} error={errors.fileType} placeholder="Dosya türü seçin">
          {FILE_TYPES.map((t) => (
            <option key={t} value={t}>
              {FILE_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Dönem" name="donem" defaultValue={defaults.donem} error={errors.donem} placeholder="Dönem seçin">
          {[1, 2].map((d) => (
            <option key={d} value={d}>
              {termLabel(d)}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">İçerik: PDF, resim ya da ses için bir dosya, video için bir bağlantı</legend>
        {/* The drop zone is the file field's frame; the input inside stays the keyboard's way in. */}
        <div
          onDragEnter={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragOver={(e) => e.preventDefault()}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
          data-testid="drop-zone"
          className={`rounded-xl border-2 border-dashed p-4 ${dragging ? "border-brand-700 bg-brand-50" : fileError ? "border-red-700" : "border-slate-400"}`}
        >
          <label htmlFor={`${id}-file`} className="mb-1 block font-medium">
            Dosya
          </label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            type="file"
            name="file"
            accept={FILE_ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ""}`}
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            className="block w-full text-slate-900 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900 hover:file:bg-brand-50"
          />
          <p id={`${id}-file-hint`} className="mt-2 text-sm text-slate-700">
            {hydrated ? "Dosyayı buraya sürükleyip bırakın ya da seçin. " : ""}
            {fileHint}
            {current?.name && (
              <>
                {" "}
                Şimdiki dosya:{" "}
                {current.url ? (
                  <a href={current.url} className="font-medium text-brand-800 underline underline-offset-4">
                    {current.name}
                  </a>
                ) : (
                  current.name
                )}
                ; yeni bir dosya seçmezseniz bu dosya kalır.
              </>
            )}
          </p>
          {chosen && (
            <p className="mt-1 text-sm font-medium text-slate-900">
              Seçilen dosya: {chosen.name} · {formatFileSize(chosen.size)}
            </p>
          )}
          <ErrorText id={`${id}-file-error`} error={fileError} />
        </div>
        <div>
          <Field
            label="Video Bağlantısı"
            name="link"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://www.youtube.com/watch?v=…"
            defaultValue={defaults.link}
            error={errors.link}
          />
          <p className="mt-2 text-sm text-slate-700">YouTube bağlantısı; sitede çerezsiz gömülü oynatıcıyla gösterilir.</p>
        </div>
      </fieldset>

      <fieldset disabled={sending} className="space-y-2">
        <legend className="mb-2 font-semibold text-slate-900">{trAdmin.transcriptLabel}</legend>
        <p id={`${id}-transcript-hint`} className="text-sm text-slate-700">
          {trAdmin.transcriptHint}
        </p>
        <label htmlFor={`${id}-transcript`} className="block font-medium">
          Metin
        </label>
        <textarea
          key={`transcript-${round}`}
          id={`${id}-transcript`}
          name={TRANSCRIPT_FIELDS.text}
          rows={5}
          maxLength={MAX_TRANSCRIPT_CHARS}
          defaultValue={round ? "" : transcriptDefault}
          aria-invalid={errors.transcript ? true : undefined}
          aria-describedby={`${id}-transcript-hint${errors.transcript ? ` ${id}-transcript-error` : ""}`}
          className={`${controlClass} font-mono text-sm`}
        />
        <label htmlFor={`${id}-transcript-file`} className="block font-medium">
          {trAdmin.transcriptFileLabel}
        </label>
        <input key={`transcript-file-${round}`} id={`${id}-transcript-file`} type="file" name={TRANSCRIPT_FIELDS.file} accept=".vtt,.txt,text/vtt,text/plain" className="block w-full text-slate-900" />
        <ErrorText id={`${id}-transcript-error`} error={errors.transcript} />
      </fieldset>

      <PracticeFields key={round} type={type} defaults={round ? {} : practiceDefaults} answers={round ? undefined : practice} errors={errors} disabled={sending} />

      {upload && (
        <div className="space-y-1" data-testid="upload-progress">
          <div className="flex justify-between text-sm font-medium">
            <span id={`${id}-progress-label`}>{upload.state === "done" ? trAdmin.uploaded : "Yükleniyor…"}</span>
            <span aria-hidden="true">{percent}</span>
          </div>
          <progress
            max={100}
            value={upload.state === "done" ? 100 : Math.round(upload.fraction * 100)}
            aria-labelledby={`${id}-progress-label`}
            aria-valuetext={percent}
            className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
          />
        </div>
      )}

      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
          {sending ? "Yükleniyor..." : submitLabel}
        </button>
        {/* Without JavaScript the word list's and quiz's preview is the server's; after the save
            button, so Enter in a field still saves. */}
        {!hydrated && offersPractice && (
          <button type="submit" name={PREVIEW_INTENT.name} value={PREVIEW_INTENT.value} formNoValidate className={secondaryButton}>
            {trPracticeAdmin.preview}
          </button>
        )}
        {sending && (
          <button type="button" onClick={() => xhrRef.current?.abort()} className={secondaryButton}>
            İptal
          </button>
        )}
      </div>
    </form>
  );
}
