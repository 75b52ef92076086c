/** The download button every file viewer shows; `?indir` makes the server answer with an attachment. */
export function DownloadLink({ href, label, detail }: { href: string; label: string; detail?: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
        <path d="M10 2a1 1 0 0 1 1 1v8.6l2.3-2.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L9 11.6V3a1 1 0 0 1 1-1Zm-7 13a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {label}
      {detail && <span className="font-normal text-brand-100">({detail})</span>}
    </a>
  );
}
