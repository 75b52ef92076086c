import { useState, type DragEvent, type ReactNode, type RefObject, useId } from "react";
import { MAX_TITLE_LENGTH, MAX_UNIT, type ContentFormValues } from "#core/content-fields.ts";
import { CONTENT_TYPES, FILE_TYPE_LABELS, FILE_TYPES, type FileType } from "#core/content-types.ts";
import { FILE_ACCEPT, MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "#core/file-kinds.ts";
import { MAX_TRANSCRIPT_CHARS, TRANSCRIPT_FIELDS } from "#core/transcript.ts";
import { formatFileSize } from "#core/file-size.ts";
import { GRADES, gradeLabel } from "#core/grades.ts";
import { trAdmin } from "#core/messages/admin.ts";
import { termLabel } from "#core/terms.ts";
import { Field } from "./form-field";

// The sections of the admin's add/edit form (app/components/content-form.tsx), in their order on
// the page. Each takes the form's one id (useId) and builds its element ids from it, as the form did.
// The upload's progress and the buttons, which end the form, are in content-form-actions.tsx.

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

/** A select's options, as [value, label] pairs. */
function Options({ pairs }: { pairs: readonly (readonly [string | number, string])[] }) {
  return pairs.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

const GRADE_OPTIONS = GRADES.map((g) => [g, gradeLabel(g)] as const);
const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((t) => [t.code, t.label] as const);
const FILE_TYPE_OPTIONS = FILE_TYPES.map((t) => [t, FILE_TYPE_LABELS[t]] as const);
const TERM_OPTIONS = [1, 2].map((d) => [d, termLabel(d)] as const);

/** A title, English or Turkish: required, as long as a title may be. */
function TitleField({
  label,
  name,
  lang,
  defaultValue,
  error,
}: {
  label: string;
  name: string;
  lang?: string;
  defaultValue?: string;
  error?: string;
}) {
  return (
    <Field
      label={label}
      name={name}
      lang={lang}
      required
      maxLength={MAX_TITLE_LENGTH}
      autoComplete="off"
      defaultValue={defaultValue}
      error={error}
    />
  );
}

/** Grade, unit, titles, content type, file type and term. */
export function EntryFields({
  defaults,
  errors,
  sending,
  onTypeChange,
}: {
  defaults: ContentFormValues;
  errors: Record<string, string>;
  sending: boolean;
  onTypeChange(value: string): void;
}) {
  return (
    <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">İçerik bilgileri</legend>
      <SelectField
        label="Sınıf"
        name="sinif"
        defaultValue={defaults.sinif}
        error={errors.sinif}
        placeholder="Sınıf seçin"
      >
        <Options pairs={GRADE_OPTIONS} />
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
      <TitleField
        label="İngilizce Başlık"
        name="konuIng"
        lang="en"
        defaultValue={defaults.konuIng}
        error={errors.konuIng}
      />
      <TitleField label="Türkçe Başlık" name="konuTr" defaultValue={defaults.konuTr} error={errors.konuTr} />
      <SelectField
        label="İçerik Türü"
        name="icerikTuru"
        defaultValue={defaults.icerikTuru}
        error={errors.icerikTuru}
        placeholder="İçerik türü seçin"
        onChange={onTypeChange}
      >
        <Options pairs={CONTENT_TYPE_OPTIONS} />
      </SelectField>
      <SelectField
        label="Dosya Türü"
        name="fileType"
        defaultValue={defaults.fileType}
        error={errors.fileType}
        placeholder="Dosya türü seçin"
      >
        <Options pairs={FILE_TYPE_OPTIONS} />
      </SelectField>
      <SelectField
        label="Dönem"
        name="donem"
        defaultValue={defaults.donem}
        error={errors.donem}
        placeholder="Dönem seçin"
      >
        <Options pairs={TERM_OPTIONS} />
      </SelectField>
    </fieldset>
  );
}

const fileHint = `PDF en fazla ${formatFileSize(MAX_PDF_BYTES)}, resim (PNG, JPEG, WebP, GIF) en fazla ${formatFileSize(MAX_IMAGE_BYTES)}, ses (MP3, M4A, Ogg) en fazla ${formatFileSize(MAX_AUDIO_BYTES)}.`;

/** The file (a drop zone around its field) or the video link. */
export function FileFields({
  id,
  defaults,
  current,
  errors,
  sending,
  chosen,
  fileRef,
  hydrated,
  onChoose,
  onDropFile,
}: {
  id: string;
  defaults: ContentFormValues;
  current?: { fileType: FileType; name: string | null; url: string | null };
  errors: Record<string, string>;
  sending: boolean;
  chosen: File | null;
  fileRef: RefObject<HTMLInputElement | null>;
  hydrated: boolean;
  onChoose(file: File | null): void;
  onDropFile(file: File): void;
}) {
  const [dragging, setDragging] = useState(false);
  const fileError = errors.file;

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onDropFile(file);
  }

  return (
    <fieldset disabled={sending} className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-slate-900">
        İçerik: PDF, resim ya da ses için bir dosya, video için bir bağlantı
      </legend>
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
          onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
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
        <p className="mt-2 text-sm text-slate-700">
          YouTube bağlantısı; sitede çerezsiz gömülü oynatıcıyla gösterilir.
        </p>
      </div>
    </fieldset>
  );
}

/** An audio entry's transcript: typed, or a .vtt/.txt file. */
export function TranscriptFields({
  id,
  errors,
  sending,
  round,
  transcriptDefault,
}: {
  id: string;
  errors: Record<string, string>;
  sending: boolean;
  round: number;
  transcriptDefault: string;
}) {
  return (
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
      <input
        key={`transcript-file-${round}`}
        id={`${id}-transcript-file`}
        type="file"
        name={TRANSCRIPT_FIELDS.file}
        accept=".vtt,.txt,text/vtt,text/plain"
        className="block w-full text-slate-900"
      />
      <ErrorText id={`${id}-transcript-error`} error={errors.transcript} />
    </fieldset>
  );
}
