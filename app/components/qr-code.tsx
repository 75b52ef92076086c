/** A QR code drawn on the server as one SVG path (app/routes/classes/class-pages.server.ts's qrPath): no script, no inline style, with a quiet zone of 4 modules. */
export function QrCode({
  qr,
  title,
  titleId,
  size = 240,
  testId,
}: {
  qr: { size: number; d: string };
  title: string;
  titleId: string;
  size?: number;
  testId?: string;
}) {
  const quiet = 4;
  const box = qr.size + 2 * quiet;
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      width={size}
      height={size}
      role="img"
      aria-labelledby={titleId}
      shapeRendering="crispEdges"
      className="rounded bg-white"
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}
