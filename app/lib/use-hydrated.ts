import { useEffect, useState, useSyncExternalStore } from "react";
import { clientRender } from "./hydration-slices";

/**
 * False on the server and while the page hydrates, true after: for controls that need
 * JavaScript. A component mounted later (client-side navigation) starts at true.
 *
 * Written out, not left to `useSyncExternalStore`'s server snapshot: Preact, the
 * browser's renderer (decision 0034), ignores that snapshot and does not correct the
 * server's attributes while it hydrates, so what a hydrating render shows must be
 * exactly what the server showed.
 */
export function useHydrated(): boolean {
  // The page hydrates in slices, after its first effects have run (app/lib/hydration-slices.tsx),
  // some long after the others: a component starts as a client render only outside them.
  const [hydrated, setHydrated] = useState(clientRender);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** `useSyncExternalStore` that shows the server's value while the page hydrates (see above). */
export function useBrowserStore<T>(subscribe: (onChange: () => void) => () => void, inBrowser: () => T, onServer: () => T): T {
  const hydrated = useHydrated();
  const value = useSyncExternalStore(subscribe, inBrowser, onServer);
  return hydrated ? value : onServer();
}
