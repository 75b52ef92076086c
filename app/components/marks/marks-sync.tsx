import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { trMarks } from "../../../core/messages/marks";
import { clearDeviceMarks, forgetDeviceCards, readDeviceCards, readDeviceMarks } from "../../lib/device-marks";
import { CARDS_PATH } from "../../lib/practice";
import { MARKS_PATH, useMarks } from "../../lib/marks";
import { useToast } from "../toaster";

/**
 * At sign-in (or sign-up), what this device kept while signed out goes into the account,
 * once (the flashcards' boxes too): the server merges without duplicates, the device forgets its copy, and the page
 * says so.
 */
export function MarksSync() {
  const { signedIn } = useMarks();
  const fetcher = useFetcher<{ ok: boolean }>();
  const toast = useToast();
  const sent = useRef(false);
  const told = useRef(false);
  const cardsSent = useRef(false);
  useEffect(() => {
    if (!signedIn || sent.current) return;
    const device = readDeviceMarks();
    if (device.saved.length + device.done.length + device.recent.length === 0) return;
    sent.current = true;
    void fetcher.submit({ intent: "merge", device: JSON.stringify(device) }, { method: "post", action: MARKS_PATH });
  }, [signedIn, fetcher]);
  // The flashcards' boxes too (issue 20), in a request of their own: the server keeps the lower box of a word.
  useEffect(() => {
    if (!signedIn || cardsSent.current) return;
    const device = readDeviceCards();
    if (!device) return;
    cardsSent.current = true;
    const body = new FormData();
    body.set("intent", "merge");
    body.set("device", device);
    fetch(CARDS_PATH, { method: "POST", body })
      .then((response) => response.ok && forgetDeviceCards())
      .catch(() => {});
  }, [signedIn]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data?.ok || told.current) return;
    told.current = true;
    clearDeviceMarks();
    toast.show("success", trMarks.merged);
  }, [fetcher.state, fetcher.data, toast]);
  return null;
}
