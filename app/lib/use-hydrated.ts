import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for controls that need
 * JavaScript. A component mounted later (client-side navigation) starts at true.
 * React renders the server's snapshot while it hydrates and then the browser's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
