/** 'Tamamladım': a ring, a tick once done (only entry pages use it). */
export function CheckIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={filled ? 3 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {filled ? <path d="M5 12.5 10 17l9-10" /> : <circle cx="12" cy="12" r="8.5" />}
    </svg>
  );
}
