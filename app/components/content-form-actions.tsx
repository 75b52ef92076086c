import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import { PREVIEW_INTENT } from "#core/practice-form.ts";
import { primaryButton } from "./form-field";

// The end of the admin's add/edit form (app/components/content-form.tsx), after its sections
// (content-form-sections.tsx): the buttons that send it, preview it without JavaScript or cancel
// the sending.

const secondaryButton =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100";

/** Save, the preview without JavaScript, and cancel while sending. */
export function FormActions({
  submitLabel,
  sending,
  livePreview,
  offersPractice,
  onCancel,
}: {
  submitLabel: string;
  sending: boolean;
  /** Whether the preview follows the typing (the parsers have arrived): then no 'Önizle'. */
  livePreview: boolean;
  offersPractice: boolean;
  onCancel(): void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
        {sending ? "Yükleniyor..." : submitLabel}
      </button>
      {/* Until the preview follows the typing (and without JavaScript) the word list's and quiz's
            preview is the server's; after the save button, so Enter in a field still saves. */}
      {!livePreview && offersPractice && (
        <button
          type="submit"
          name={PREVIEW_INTENT.name}
          value={PREVIEW_INTENT.value}
          formNoValidate
          className={secondaryButton}
        >
          {trPracticeAdmin.preview}
        </button>
      )}
      {sending && (
        <button type="button" onClick={onCancel} className={secondaryButton}>
          İptal
        </button>
      )}
    </div>
  );
}

/** After 'Önizle' was answered by the server: the preview is below, and a chosen file was not kept. */
export function PreviewedNotice({ fileDropped }: { fileDropped: boolean }) {
  return (
    <div role="status" className="rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">{trPracticeAdmin.previewDone}</p>
      {fileDropped && <p className="mt-1">{trPracticeAdmin.fileNotKept}</p>}
    </div>
  );
}
