import { useEffect, useId, useRef, useState } from "react";
import { formatFileSize } from "#core/file-size.ts";
import { trSpeakingButton } from "#core/messages/speaking-button.ts";
import { trViewer } from "#core/messages/viewer.ts";
import { formatNumberTr } from "#core/numbers.ts";
import { activeCue, clockTime, type Transcript } from "#core/transcript.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { DownloadLink } from "./download-link";

/** The speeds a pupil can choose: slower to follow, faster to revise. */
export const AUDIO_RATES = [0.75, 1, 1.25] as const;
export const REWIND_SECONDS = 5;

const rateText = (rate: number) => formatNumberTr(rate, rate % 1 === 0 ? 0 : 2);
const toolButton =
  "inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white";

/**
 * An audio entry's player (decision 0073). Without JavaScript it is the browser's own
 * `<audio controls>`, which loads nothing before it is played (`preload="none"`, in every mode),
 * and the transcript in a `<details>`. With JavaScript, real buttons beside it: 'Dinle' /
 * 'Duraklat', a 5-second rewind and three speeds (pressed state), each change said in a polite
 * live region; the transcript's line being played is marked (`aria-current`) and each timed
 * line can start the sound from its time. Below the transcript, 'Dinle ve söyle' (decision
 * 0078) practises its lines, with the line's own stretch of the sound as the model; its
 * script comes only when pressed.
 */
export function AudioPlayer({
  fileUrl,
  downloadUrl,
  size,
  contentType,
  transcript,
  dataSaver,
}: {
  fileUrl: string;
  downloadUrl: string;
  size: number;
  contentType: string;
  transcript: Transcript | null;
  dataSaver: boolean;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<number>(1);
  const [active, setActive] = useState(-1);
  const [said, setSaid] = useState("");
  const speakPanel = useRef<HTMLDivElement>(null);
  const speaking = useRef<AbortController | null>(null);
  // A line's model ends where its cue ends.
  const stopAt = useRef<number | null>(null);
  useEffect(() => () => speaking.current?.abort(), []);

  const element = () => audio.current!;
  const toggle = () => {
    stopAt.current = null;
    if (element().paused)
      void element()
        .play()
        .catch(() => {});
    else element().pause();
  };
  const rewind = () => {
    element().currentTime = Math.max(0, element().currentTime - REWIND_SECONDS);
    setSaid(trViewer.rewound);
  };
  const changeRate = (next: number) => {
    element().playbackRate = next;
    element().defaultPlaybackRate = next;
  };
  const playFrom = (seconds: number, until: number | null = null) => {
    stopAt.current = until;
    element().currentTime = seconds;
    void element()
      .play()
      .catch(() => {});
  };
  const timed = transcript?.timed === true;
  const openSpeaking = async () => {
    speaking.current?.abort();
    const own = new AbortController();
    speaking.current = own;
    const lines = (transcript?.cues ?? []).map((cue) => ({
      text: cue.text,
      transcript: true,
      play: cue.start !== null ? () => playFrom(cue.start!, cue.end) : null,
    }));
    const { openSpeaking: open } = await import("#app/browser/speak-client.ts");
    if (!own.signal.aborted && speakPanel.current) await open(speakPanel.current, lines, own.signal);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-brand-900">
        {trViewer.audioRegion}
      </h2>
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the transcript is in the page below (decision 0073); a <track> would be a request of its own */}
      <audio
        ref={audio}
        controls
        preload="none"
        className="w-full"
        data-testid="audio"
        onPlay={() => {
          setPlaying(true);
          setSaid(trViewer.playing);
        }}
        onPause={() => {
          setPlaying(false);
          setSaid(trViewer.paused);
        }}
        onRateChange={(e) => {
          const now = e.currentTarget.playbackRate;
          setRate(now);
          setSaid(trViewer.speedSet(rateText(now)));
        }}
        onTimeUpdate={
          timed
            ? (e) => {
                const now = e.currentTarget.currentTime;
                setActive(activeCue(transcript.cues, now));
                if (stopAt.current !== null && now >= stopAt.current) {
                  stopAt.current = null;
                  e.currentTarget.pause();
                }
              }
            : undefined
        }
      >
        <source src={fileUrl} type={contentType} />
        <a href={downloadUrl}>{trViewer.audioFallback}</a>
      </audio>
      {/* The same height before and after the scripts: two rows of buttons, or a note where there are none, so nothing below moves. */}
      <div className="flex min-h-[6.25rem] flex-col justify-center gap-3">
        {hydrated ? (
          <>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={toolButton} onClick={toggle}>
                <span aria-hidden="true">{playing ? "❚❚" : "▶"}</span>
                {playing ? trViewer.pause : trViewer.listen}
              </button>
              <button type="button" className={toolButton} onClick={rewind}>
                <span aria-hidden="true">↺</span>
                {trViewer.rewind}
              </button>
            </div>
            <div role="group" aria-labelledby={`${id}-speed`} className="flex flex-wrap items-center gap-2">
              <span id={`${id}-speed`} className="font-medium">
                {trViewer.speed}
              </span>
              {AUDIO_RATES.map((r) => (
                <button
                  key={r}
                  type="button"
                  className={toolButton}
                  aria-pressed={rate === r}
                  onClick={() => changeRate(r)}
                >
                  {trViewer.speedLabel(rateText(r))}
                </button>
              ))}
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-700">{trViewer.playerWithoutScripts}</p>
        )}
      </div>
      <p aria-live="polite" className="sr-only" data-testid="audio-status">
        {said}
      </p>
      {dataSaver && <p className="text-sm text-slate-700">{trViewer.audioDeferred}</p>}
      {transcript && transcript.cues.length > 0 && (
        <details className="rounded-lg ring-1 ring-slate-300">
          <summary className="min-h-11 cursor-pointer px-4 py-2 font-semibold text-brand-800">
            {trViewer.showTranscript}
          </summary>
          <ol aria-label={trViewer.transcriptTitle} className="space-y-1 px-4 pb-4">
            {transcript.cues.map((cue, i) => (
              <li
                key={i}
                aria-current={i === active ? "true" : undefined}
                className={`whitespace-pre-line rounded px-2 py-1 ${i === active ? "bg-amber-100 font-semibold text-slate-950" : "text-slate-800"}`}
              >
                {cue.start !== null &&
                  (hydrated ? (
                    <button
                      type="button"
                      className="mr-2 font-mono text-sm text-brand-800 underline underline-offset-4"
                      onClick={() => playFrom(cue.start!)}
                      aria-label={trViewer.playFrom(clockTime(cue.start))}
                    >
                      {clockTime(cue.start)}
                    </button>
                  ) : (
                    <span className="mr-2 font-mono text-sm text-slate-700">{clockTime(cue.start)}</span>
                  ))}
                {cue.asked ? <span>{trViewer.dictationCue}</span> : <span lang="en">{cue.text}</span>}
              </li>
            ))}
          </ol>
        </details>
      )}
      {transcript && transcript.cues.length > 0 && (
        <div className="space-y-3">
          {hydrated ? (
            <button type="button" className={toolButton} onClick={() => void openSpeaking()}>
              <span aria-hidden="true">🎤</span>
              {trSpeakingButton.open}
            </button>
          ) : (
            <p className="text-sm text-slate-700">{trSpeakingButton.needsScripts}</p>
          )}
          <div ref={speakPanel} />
        </div>
      )}
      <DownloadLink href={downloadUrl} label={trViewer.downloadAudio} detail={formatFileSize(size)} />
    </section>
  );
}
