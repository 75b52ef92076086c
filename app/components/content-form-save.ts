import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
import type { EntryJson } from "#core/content.ts";
import { trAdmin } from "#core/messages/admin.ts";
import { PREVIEW_INTENT } from "#core/practice-form.ts";
import type { CurrentFile } from "./content-form-check";

// How the admin's add/edit form (app/components/content-form.tsx) checks and sends an entry with
// JavaScript: the server's rules first, then the JSON API through XMLHttpRequest, whose upload
// events drive the progress bar.

export type Upload = { state: "sending"; fraction: number } | { state: "done" } | null;

type Answer = EntryJson & { code?: string; message?: string; errors?: Record<string, string> };

interface SendEvents {
  progress(fraction: number): void;
  saved(entry: EntryJson): void;
  refused(body: Answer | null): void;
  failed(message: string): void;
}

/** Sends the entry to the JSON API; the request, so that it can be cancelled. */
function sendEntry(api: { method: "POST" | "PATCH"; url: string }, data: FormData, on: SendEvents): XMLHttpRequest {
  const xhr = new XMLHttpRequest();
  xhr.open(api.method, api.url);
  xhr.responseType = "json";
  xhr.setRequestHeader("Accept", "application/json");
  xhr.upload.addEventListener("progress", (e) => {
    if (e.lengthComputable && e.total > 0) on.progress(e.loaded / e.total);
  });
  xhr.addEventListener("load", () => {
    const body = xhr.response as Answer | null;
    if (xhr.status === 200 || xhr.status === 201) on.saved(body as EntryJson);
    else on.refused(body);
  });
  xhr.addEventListener("error", () => on.failed(trAdmin.uploadInterrupted));
  xhr.addEventListener("abort", () => on.failed(trAdmin.uploadCancelled));
  xhr.send(data);
  return xhr;
}

/**
 * The form checked by the server's rules before anything is sent. The checks (zod and the quiz
 * parsers, ~40 KB) load on the first save, not with the page (docs/decisions/0117); the server
 * checks every request again anyway.
 */
async function checkedForm(
  form: HTMLFormElement,
  current?: CurrentFile,
): Promise<{ data: FormData } | { errors: Record<string, string> } | { failed: string }> {
  const checker = await import("./content-form-check").catch(() => null);
  if (!checker) return { failed: trAdmin.uploadInterrupted };
  return checker.checkEntry(form, current);
}

/**
 * 'Önizle' is offered only while the live preview's parsers have not arrived (decision 0117): it
 * goes to the server as a plain form, which answers with its preview and keeps what was typed.
 */
function forServerPreview(event: FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  return submitter?.name === PREVIEW_INTENT.name && submitter.value === PREVIEW_INTENT.value;
}

/** A file dropped on the drop zone becomes the file field's, as if chosen. */
function dropInto(field: HTMLInputElement | null, file: File, choose: (file: File) => void) {
  if (!field) return;
  const one = new DataTransfer();
  one.items.add(file);
  field.files = one.files;
  choose(file);
}

/** The upload under way, if any: cancelled when the form goes away. */
function useUploadRequest(): RefObject<XMLHttpRequest | null> {
  const xhrRef = useRef<XMLHttpRequest | null>(null);
  useEffect(() => () => xhrRef.current?.abort(), []);
  return xhrRef;
}

/** After a failed check, the keyboard moves to the first field that needs attention: call the answer. */
function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick, formRef]);
  return () => setFocusTick((n) => n + 1);
}

/** Empties the titles, the link and the file: what is unique to an entry. */
function clearUnique(form: HTMLFormElement, fileInput: HTMLInputElement | null) {
  for (const name of ["konuIng", "konuTr", "link"]) {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = "";
  }
  if (fileInput) fileInput.value = "";
}

interface SaveOptions {
  api: { method: "POST" | "PATCH"; url: string };
  current?: CurrentFile;
  serverErrors?: Record<string, string>;
  serverFormError?: string | null;
  /** Returns true to clear titles, file and link for the next entry. */
  onSaved(entry: EntryJson): boolean | void;
}

/** The form's state with JavaScript: errors, the chosen file, the upload, and the round of the fields to empty. */
export function useEntrySave({ api, current, serverErrors, serverFormError, onSaved }: SaveOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const xhrRef = useUploadRequest();
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  const [formError, setFormError] = useState<string | null>(serverFormError ?? null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>(null);
  // A new round of the practice fields (emptied) for the next entry after an add.
  const [round, setRound] = useState(0);
  const sending = upload?.state === "sending";

  const focusInvalid = useFocusFirstInvalid(formRef);

  function choose(file: File | null) {
    setChosen(file);
    setUpload(null);
    setErrors(({ file: _file, ...rest }) => rest);
  }

  /** Keeps grade, unit, type, file type and term for the next entry; clears what is unique to this one. */
  function clearForNext() {
    const form = formRef.current;
    if (!form) return;
    clearUnique(form, fileRef.current);
    setChosen(null);
    setRound((n) => n + 1);
    form.querySelector<HTMLInputElement>('input[name="konuIng"]')?.focus();
  }

  const events: SendEvents = {
    progress: (fraction) => setUpload({ state: "sending", fraction }),
    saved(entry) {
      xhrRef.current = null;
      setUpload({ state: "done" });
      if (onSaved(entry) === true) clearForNext();
    },
    refused(body) {
      xhrRef.current = null;
      setUpload(null);
      const fieldErrors = body?.errors ?? {};
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length ? null : (body?.message ?? trAdmin.saveFailed));
      focusInvalid();
    },
    failed(message) {
      xhrRef.current = null;
      setUpload(null);
      setFormError(message);
    },
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (forServerPreview(event)) return;
    event.preventDefault();
    if (sending) return;
    const checked = await checkedForm(event.currentTarget, current);
    setFormError("failed" in checked ? checked.failed : null);
    if ("failed" in checked) return;
    if ("errors" in checked) {
      setErrors(checked.errors);
      focusInvalid();
      return;
    }
    setErrors({});
    setUpload({ state: "sending", fraction: 0 });
    xhrRef.current = sendEntry(api, checked.data, events);
  }

  const dropFile = (file: File) => {
    if (!sending) dropInto(fileRef.current, file, choose);
  };

  const cancel = () => xhrRef.current?.abort();
  return { formRef, fileRef, errors, formError, chosen, upload, sending, round, choose, dropFile, onSubmit, cancel };
}
