import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own entry (docs/decisions/0058). Hydration is concurrent: in a transition,
 * so the browser can paint and take a tap between its pieces, and every <Suspense> on the
 * page (each card, the bar, the footer) hydrates apart, the one tapped first.
 *
 * A hydration mismatch React recovers from is still a bug: said on the console, where the
 * browser tests (tests/e2e/fixtures.ts) fail on it.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error, info) {
        console.error("React recovered from an error while hydrating:", error, info.componentStack ?? "");
      },
    },
  );
});
