import { useEffect } from "react";
import { useIsAdmin } from "#app/lib/use-is-admin.ts";

/**
 * Tells the server that this entry was opened (decision 0045): one beacon per
 * view, sent by the page's script, so a page answered from a cache is counted too and a
 * prefetch, a crawler or an offline copy is not. The request carries nothing but the
 * entry's number; the admin's own views are not counted.
 */
export function CountOpening({ id }: { id: number }) {
  const isAdmin = useIsAdmin();
  useEffect(() => {
    // Offline the beacon could only fail (and say so in the console); the opening is not counted.
    if (isAdmin || !navigator.onLine) return;
    const url = `/api/v1/contents/${id}/opened`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
  }, [id, isAdmin]);
  return null;
}
