import { trAdmin } from "#core/messages/admin.ts";
import type { Upload } from "./content-form-save";

// The upload's progress on the admin's add/edit form. It shows only once a save is under way, so
// it comes with the first save rather than with the page (decision 0117).

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
