import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/** True for the signed-in admin (the root loader says so); the server checks again on every write. */
export function useIsAdmin(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.user?.isAdmin === true;
}

/** True for a signed-in teacher ('Ödev ver' on a content page); the server checks again on every write. */
export function useIsTeacher(): boolean {
  return useRouteLoaderData<typeof rootLoader>("root")?.user?.isTeacher === true;
}
