import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { trMarks } from "../../../core/messages/marks";
import { clearDeviceMarks, readDeviceMarks } from "../../lib/device-marks";
import { MARKS_PATH, useMarks } from "../../lib/marks";
import { useToast } from "../toaster";

/**
 * At sign-in (or sign-up), what this device kept while signed out goes into the account,
 * once: the server merges without duplicates, the device forgets its copy, and the page
 * says so.
 */
export function MarksSync() {
  const { signedIn } = useMarks();
  const fetcher = useFetcher<{ ok: boolean }>();
  const toast = useToast();
  const sent = useRef(false);
  const told = useRef(false);
  useEffect(() => {
    if (!signedIn || sent.current) return;
    const device = readDeviceMarks();
    if (device.saved.length + device.done.length + device.recent.length === 0) return;
    sent.current = true;
    void fetcher.submit({ intent: "merge", device: JSON.stringify(device) }, { method: "post", action: MARKS_PATH });
  }, [signedIn, fetcher]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || told.current) return;
    told.current = true;
    clearDeviceMarks();
    toast.show("success", trMarks.merged);
  }, [fetcher.state, fetcher.data, toast]);
  return null;
}
