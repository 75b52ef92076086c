/**
 * A native <progress> (no inline style: the Content-Security-Policy allows none), styled
 * like the single form's upload bar, with its label for screen readers.
 */
export function ProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <progress
      max={100}
      value={percent}
      aria-label={label}
      aria-valuetext={`%${percent}`}
      className="h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700"
    />
  );
}
