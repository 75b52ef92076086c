import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False on the server and during hydration, true after: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
