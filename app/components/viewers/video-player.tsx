import { useEffect, useRef, useState } from "react";
import { trViewer } from "#core/messages/viewer.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 68 48" className="h-12 w-16 drop-shadow" focusable="false">
      <path
        d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3Z"
        className="fill-red-700"
      />
      <path d="M45 24 27 14v20Z" className="fill-white" />
    </svg>
  );
}

const posterBox =
  "group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-slate-900";
const compactBox =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 text-left font-semibold text-brand-800 shadow-sm ring-1 ring-brand-700 hover:bg-brand-50";

/**
 * A click-to-play facade (docs/product.md: privacy for children, and a fast page): a
 * local poster and a play button; nothing is requested from the video host until
 * the pupil presses play, in either mode (so no thumbnail from the video site,
 * ever). Then the no-cookie embed, in a 16:9 frame. Without JavaScript the poster
 * is a plain link to the video. `compact` (data-saver mode): no poster box, only a
 * text button that says a video costs a lot of data.
 */
export function VideoPlayer({
  embedUrl,
  title,
  compact = false,
}: {
  embedUrl: string;
  title: string;
  compact?: boolean;
}) {
  const hydrated = useHydrated();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const action = hydrated ? trViewer.playVideo : trViewer.watchVideo;
  const face = compact ? (
    <>
      <span aria-hidden="true">▶</span>
      <span>
        {action} <span className="font-normal">({trViewer.videoDataCost})</span>
      </span>
    </>
  ) : (
    <>
      <span className="absolute inset-0 bg-linear-to-br from-brand-900 via-brand-800 to-slate-900" aria-hidden="true" />
      <span className="relative flex flex-col items-center gap-3 px-6 text-center">
        <PlayIcon />
        <span className="text-lg font-semibold text-white" lang="en">
          {title}
        </span>
        <span className="rounded-full bg-white px-4 py-2 text-base font-bold text-brand-900 group-hover:bg-accent-400">
          {action}
        </span>
      </span>
    </>
  );
  const box = compact ? compactBox : posterBox;

  return (
    <section aria-label="Video" className="space-y-2">
      {playing ? (
        <iframe
          ref={frame}
          src={`${embedUrl}?autoplay=1`}
          title={title}
          className="aspect-video w-full rounded-2xl bg-black"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-frame"
        />
      ) : hydrated ? (
        <button type="button" className={box} onClick={() => setPlaying(true)}>
          {face}
        </button>
      ) : (
        <a href={embedUrl} className={box} rel="noopener noreferrer">
          {face}
        </a>
      )}
      <p className="text-sm text-slate-700">{trViewer.videoNotice}</p>
    </section>
  );
}
