import { lazy, Suspense, useState, useId } from "react";
import type { EntryJson } from "#core/content.ts";
import type { ContentFormValues } from "#core/content-fields.ts";
import { isContentTypeCode, type FileType } from "#core/content-types.ts";
import { carriesPractice } from "#core/practice.ts";
import type { PracticeAnswers } from "#core/practice-form.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { FormError } from "./form-field";
import { PracticeFields, type PracticeDefaults } from "./practice/practice-fields";
import { usePracticeCheck } from "./practice/use-practice-check";
import { EntryFields, FileFields, TranscriptFields } from "./content-form-sections";
import { FormActions, PreviewedNotice } from "./content-form-actions";
import { useEntrySave } from "./content-form-save";

const UploadProgress = lazy(() => import("./content-form-progress").then((m) => ({ default: m.UploadProgress })));

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
  // The word-list and quiz parsers of the live preview come after the page (decision 0117); until
  // they are here, the server's 'Önizle' stays, so a dropped line never leaves the admin without one.
  const checkPractice = usePracticeCheck(hydrated);
  const { formRef, fileRef, errors, formError, chosen, upload, sending, round, choose, dropFile, onSubmit, cancel } =
    useEntrySave({ api, current, serverErrors, serverFormError, onSaved });
  // The chosen content type decides which of the word list and the quiz the form offers.
  const [type, setType] = useState(defaults.icerikTuru ?? "");
  const typeCode = Number(type);
  const offersPractice = !isContentTypeCode(typeCode) || carriesPractice(typeCode);

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
      {previewed && <PreviewedNotice fileDropped={previewed.fileDropped} />}
      <EntryFields defaults={defaults} errors={errors} sending={sending} onTypeChange={setType} />
      <FileFields
        id={id}
        defaults={defaults}
        current={current}
        errors={errors}
        sending={sending}
        chosen={chosen}
        fileRef={fileRef}
        hydrated={hydrated}
        onChoose={choose}
        onDropFile={dropFile}
      />
      <TranscriptFields id={id} errors={errors} sending={sending} round={round} transcriptDefault={transcriptDefault} />
      <PracticeFields
        key={round}
        type={type}
        defaults={round ? {} : practiceDefaults}
        answers={round ? undefined : practice}
        errors={errors}
        disabled={sending}
        checkPractice={checkPractice}
      />
      {upload && (
        <Suspense>
          <UploadProgress id={id} upload={upload} />
        </Suspense>
      )}
      <FormActions
        submitLabel={submitLabel}
        sending={sending}
        livePreview={checkPractice !== null}
        offersPractice={offersPractice}
        onCancel={cancel}
      />
    </form>
  );
}
