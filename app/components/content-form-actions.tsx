import { trAdmin } from "#core/messages/admin.ts";
import { trPracticeAdmin } from "#core/messages/practice-admin.ts";
import { PREVIEW_INTENT } from "#core/practice-form.ts";
import { primaryButton } from "./form-field";
import type { Upload } from "./content-form-save";

// The end of the admin's add/edit form (app/components/content-form.tsx), after its sections
// (content-form-sections.tsx): the upload's progress while the entry is sent, and the buttons
// that send it, preview it without JavaScript or cancel the sending.

const secondaryButton =
  "min-h-11 rounded-lg border border-slate-500 bg-white px-5 py-2 font-semibold text-slate-900 hover:bg-slate-100";

const percentFormat = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 0 });

/** The upload's progress bar, while it is sent and once it is done. */
export function UploadProgress({ id, upload }: { id: string; upload: NonNullable<Upload> }) {
  const percent = upload.state === "sending" ? percentFormat.format(upload.fraction) : percentFormat.format(1);
  return (
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
  );
}

/** Save, the preview without JavaScript, and cancel while sending. */
export function FormActions({
  submitLabel,
  sending,
  hydrated,
  offersPractice,
  onCancel,
}: {
  submitLabel: string;
  sending: boolean;
  hydrated: boolean;
  offersPractice: boolean;
  onCancel(): void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" disabled={sending} className={`${primaryButton} sm:w-auto`}>
        {sending ? "Yükleniyor..." : submitLabel}
      </button>
      {/* Without JavaScript the word list's and quiz's preview is the server's; after the save
            button, so Enter in a field still saves. */}
      {!hydrated && offersPractice && (
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
