import { RenderingCancelledException, TextLayer, type PDFDocumentProxy, type RenderTask } from "pdfjs-dist";
import { useCallback, useEffect, useRef, type CSSProperties } from "react";
import { trViewer } from "#core/messages/viewer.ts";
import { CSS_PX_PER_PT, outputScale, pageBox } from "./pdf-zoom";

// One page of the pdf.js viewer (pdf-document.tsx): a box of its size at once, drawn only near the screen.

export type Size = { width: number; height: number };

/** Empties a holder; a zero-sized canvas gives its pixels back at once (Safari waits for GC otherwise). */
function replaceCanvas(holder: HTMLElement, canvas?: HTMLCanvasElement) {
  for (const old of holder.querySelectorAll("canvas")) old.width = old.height = 0;
  if (canvas) holder.replaceChildren(canvas);
  else holder.replaceChildren();
}

const isCancel = (error: unknown) =>
  error instanceof RenderingCancelledException || (error as Error)?.name === "AbortException";

interface Drawing {
  pdf: PDFDocumentProxy;
  number: number;
  zoom: number;
  size: Size;
  holder: HTMLElement;
  text: HTMLElement;
  onSize: (page: number, size: Size) => void;
  onFail: (error: unknown) => void;
}

/** Draws a page's canvas and text layer into its holders; returns what cancels the drawing. */
function drawPage({ pdf, number, zoom, size, holder, text, onSize, onFail }: Drawing): () => void {
  let cancelled = false;
  let renderTask: RenderTask | null = null;
  let textLayer: TextLayer | null = null;
  (async () => {
    const page = await pdf.getPage(number);
    if (cancelled) return;
    const natural = page.getViewport({ scale: 1 });
    if (Math.abs(natural.width - size.width) > 0.5 || Math.abs(natural.height - size.height) > 0.5) {
      onSize(number, { width: natural.width, height: natural.height });
    }
    const viewport = page.getViewport({ scale: zoom * CSS_PX_PER_PT });
    const ratio = outputScale(viewport.width, viewport.height, window.devicePixelRatio);
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.className = "absolute inset-0 h-full w-full";
    canvas.setAttribute("aria-hidden", "true");
    renderTask = page.render({
      canvasContext: canvas.getContext("2d", { alpha: false })!,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    await renderTask.promise;
    if (cancelled) return;
    // Swap only when the new drawing is ready: no white flash while zooming.
    replaceCanvas(holder, canvas);
    text.replaceChildren();
    textLayer = new TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
    await textLayer.render();
  })().catch((error) => {
    if (!cancelled && !isCancel(error)) onFail(error);
  });
  return () => {
    cancelled = true;
    renderTask?.cancel();
    textLayer?.cancel();
  };
}

/** One page: a box of the right size at once, its canvas and text only while near the screen. */
export function PdfPage({
  pdf,
  number,
  total,
  size,
  zoom,
  near,
  onSize,
  onFail,
  register,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  total: number;
  size: Size;
  zoom: number;
  near: boolean;
  onSize: (page: number, size: Size) => void;
  onFail: (error: unknown) => void;
  register: (page: number, element: HTMLDivElement | null) => void;
}) {
  const canvasHolder = useRef<HTMLDivElement>(null);
  const textHolder = useRef<HTMLDivElement>(null);
  const box = pageBox(size, zoom);
  const ref = useCallback((element: HTMLDivElement | null) => register(number, element), [register, number]);

  useEffect(() => {
    const holder = canvasHolder.current!;
    const text = textHolder.current!;
    if (!near) {
      // Far from the screen: give the memory back (a phone keeps only a few pages drawn).
      replaceCanvas(holder);
      text.replaceChildren();
      return;
    }
    return drawPage({ pdf, number, zoom, size, holder, text, onSize, onFail });
  }, [pdf, number, zoom, near, size, onSize, onFail]);

  const style = { width: box.width, height: box.height, "--scale-factor": zoom * CSS_PX_PER_PT } as CSSProperties;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`${trViewer.page} ${number} / ${total}`}
      data-page={number}
      className="relative mx-auto scroll-mt-32 bg-white shadow-md ring-1 ring-slate-300"
      style={style}
    >
      <div ref={canvasHolder} />
      <div ref={textHolder} className="textLayer" />
    </div>
  );
}
