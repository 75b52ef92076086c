import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** True in data-saver mode (the root loader decides it from the request: core/data-saver.ts). */
export function useDataSaver(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.dataSaver === true;
}

/**
 * How links prefetch the next page: on intent normally; never in data-saver mode,
 * where a finger that starts a scroll on a card would otherwise fetch a page nobody opens.
 */
export function useLinkPrefetch(): "intent" | "none" {
  return useDataSaver() ? "none" : "intent";
}
