import { useRef, useState, type FormEvent } from "react";
import { data, Form, Link, redirect, useNavigate } from "react-router";
import { FILE_ACCEPT } from "#core/file-kinds.ts";
import { isManifestName, type OnDuplicate } from "#core/imports.ts";
import { trImports } from "#core/messages/imports.ts";
import { FormError, primaryButton } from "#app/components/form-field.tsx";
import { ImportDropArea } from "#app/components/import-drop-area.tsx";
import { ProgressBar } from "#app/components/progress-bar.tsx";
import { importAction } from "#app/lib/imports.server.ts";
import { chooseFolders, keepFiles, pathOf, send } from "#app/browser/import-client.ts";
import { titled } from "#app/lib/meta.ts";
import { requireAdmin } from "#app/lib/session.server.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => titled(trImports.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { recent: await context.services.imports.recent(10) };
}

/** Without JavaScript: every chosen file (and a .zip, and the .csv list) in one multipart post. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const result = await importAction(context, user.id, request);
  if (!result.ok) return data({ formError: result.message }, { status: result.status });
  return redirect(`/admin/ice-aktar/${result.id}`);
}

const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Istanbul",
});
const fileInput =
  "block w-full rounded-lg border border-slate-500 bg-white p-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-semibold";

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(actionData?.formError ?? null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dropped, setDropped] = useState<File[]>([]);

  /**
   * With JavaScript: the list of files goes first (rows wait for their bytes), then the
   * table page sends each file on its own. A .zip goes whole, with a progress bar.
   * Dropped files (ImportDropArea) join the picked ones here and go the same way.
   */
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const all = [...form.querySelectorAll<HTMLInputElement>('input[type="file"]')]
      .flatMap((input) => [...(input.files ?? [])])
      .concat(dropped);
    const onDuplicate = (new FormData(form).get("onDuplicate") as OnDuplicate | null) ?? "skip";
    const manifestFile = all.find((f) => isManifestName(pathOf(f)));
    const files = all.filter((f) => f !== manifestFile);
    if (!files.length) return setError(trImports.noFiles);
    setError(null);
    setProgress(0);
    const hasZip = files.some((f) => f.name.toLowerCase().endsWith(".zip"));
    let answer;
    if (hasZip) {
      const body = new FormData();
      body.set("onDuplicate", onDuplicate);
      if (manifestFile) body.set("manifest", manifestFile, manifestFile.name);
      for (const f of files) body.append("files", f, pathOf(f));
      answer = await send("POST", "/api/v1/imports", body, setProgress);
    } else {
      const manifest = manifestFile ? await manifestFile.text() : null;
      const list = { files: files.map((f) => ({ path: pathOf(f), size: f.size })), manifest, onDuplicate };
      answer = await send("POST", "/api/v1/imports", JSON.stringify(list), () => {}, "application/json");
    }
    setProgress(null);
    if (!answer.ok || !answer.body?.id) return setError(answer.body?.message ?? trImports.badRequest);
    if (!hasZip) keepFiles(answer.body.id, files);
    navigate(`/admin/ice-aktar/${answer.body.id}`);
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-extrabold text-brand-900">{trImports.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">{trImports.intro}</p>
      </div>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        onSubmit={hydrated ? submit : undefined}
        className="max-w-3xl space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <FormError message={error} />
        {hydrated && <ImportDropArea files={dropped} onFiles={setDropped} />}
        <div>
          <label htmlFor="ice-aktar-dosyalar" className="mb-1 block font-medium">
            {trImports.chooseFiles} <span className="font-normal text-slate-700">({trImports.chooseZip})</span>
          </label>
          <input
            id="ice-aktar-dosyalar"
            type="file"
            name="files"
            multiple
            accept={`${FILE_ACCEPT},.zip,application/zip,.csv,text/csv`}
            className={fileInput}
          />
        </div>
        {hydrated && (
          <div>
            <label htmlFor="ice-aktar-klasor" className="mb-1 block font-medium">
              {trImports.chooseFolder}
            </label>
            {/* The folder's files come with their paths (5/3/kelimeler/…), from which the fields are proposed. */}
            <input id="ice-aktar-klasor" ref={chooseFolders} type="file" name="folder" multiple className={fileInput} />
          </div>
        )}
        <div>
          <label htmlFor="ice-aktar-liste" className="mb-1 block font-medium">
            {trImports.manifest}
          </label>
          <input
            id="ice-aktar-liste"
            type="file"
            name="manifest"
            accept=".csv,text/csv"
            aria-describedby="ice-aktar-liste-ipucu"
            className={fileInput}
          />
          <p id="ice-aktar-liste-ipucu" className="mt-1 text-sm text-slate-700">
            {trImports.manifestHint}
          </p>
        </div>
        <fieldset>
          <legend className="mb-1 font-medium">{trImports.onDuplicate}</legend>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="onDuplicate" value="skip" defaultChecked /> {trImports.skip}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input type="radio" name="onDuplicate" value="replace" /> {trImports.replace}
          </label>
        </fieldset>
        {progress !== null && <ProgressBar label={trImports.uploading} fraction={progress} />}
        <button type="submit" disabled={progress !== null} className={primaryButton}>
          {progress !== null ? trImports.uploading : trImports.upload}
        </button>
      </Form>

      <section
        aria-labelledby="son-ice-aktarmalar"
        className="max-w-3xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="son-ice-aktarmalar" className="text-xl font-bold text-brand-900">
          {trImports.recent}
        </h2>
        {loaderData.recent.length === 0 ? (
          <p className="mt-2">{trImports.noImports}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {loaderData.recent.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/admin/ice-aktar/${r.id}`}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {dateFormat.format(new Date(r.createdAt))}
                </Link>{" "}
                <span className="text-slate-700">· {trImports.counts(r.counts)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
