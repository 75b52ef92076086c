import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { contentPath } from "#core/content.ts";
import type { KeptEntry } from "#core/marks.ts";
import { contentTypeByCode, FILE_TYPE_LABELS } from "#core/content-types.ts";
import { termLabel } from "#core/terms.ts";
import { truncateTitle } from "#core/text.ts";
import { useDataSaver, useLinkPrefetch } from "#app/lib/data-saver.ts";
import { IMAGE_MIME, THUMBNAIL, thumbnailUrl } from "#core/images.ts";
import { useIsAdmin } from "#app/lib/use-is-admin.ts";
import { MarkButton, StarIcon } from "./marks/mark-button";
import { UnitLabel } from "./unit-label";

/**
 * A card of docs/product.md: type tag, term, unit (exam-like types show the term
 * instead of the unit) and the English title cut at 16 characters. The whole
 * title stays available to screen readers and as a tooltip.
 */
type HeadingLevel = 2 | 3 | 4 | 5;

/** The admin's icons, loaded for the admin alone (admin-only code stays out of pupils' pages). */
const CardAdminActions = lazy(() => import("./admin-entry-actions").then((m) => ({ default: m.CardAdminActions })));

/** A card's entry: the list pages also give the address of a file that has a thumbnail. */
export type CardEntry = KeptEntry & { thumbOf?: string | null };

/**
 * A glance at the material: a picture's thumbnail, or a PDF's first page, a few
 * kilobytes each, fetched only as the card comes near the screen, never in data-saver mode.
 * Decorative: the card's title says what it is.
 */
function Thumbnail({ file }: { file: string }) {
  return (
    <picture className="shrink-0">
      <source type={IMAGE_MIME.avif} srcSet={thumbnailUrl(file, "avif")} />
      <source type={IMAGE_MIME.webp} srcSet={thumbnailUrl(file, "webp")} />
      <img
        src={thumbnailUrl(file, "jpg")}
        alt=""
        width={THUMBNAIL.shownWidth}
        height={THUMBNAIL.shownHeight}
        loading="lazy"
        decoding="async"
        className="h-28 w-20 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    </picture>
  );
}

export function ContentCard({
  entry,
  headingLevel = 2,
  isAdmin = false,
}: {
  entry: CardEntry;
  headingLevel?: HeadingLevel;
  isAdmin?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const type = contentTypeByCode(entry.icerikTuru);
  const short = truncateTitle(entry.konuIng);
  const prefetch = useLinkPrefetch();
  const thumb = useDataSaver() ? null : (entry.thumbOf ?? null);
  return (
    <article className="relative flex h-full flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 focus-within:ring-2 focus-within:ring-accent-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800">{type.tag}</span>
          <span className="text-slate-700">{termLabel(entry.donem)}</span>
          {!type.examLike && (
            <span className="text-slate-700">
              <UnitLabel grade={entry.sinif} unit={entry.unite} />
            </span>
          )}
        </p>
        {/* docs/product.md: the admin also sees a delete icon on each card (and, here, an edit icon). */}
        {isAdmin && (
          <Suspense>
            <CardAdminActions entry={entry} />
          </Suspense>
        )}
      </div>
      <div className="mt-3 flex items-start justify-between gap-3">
        <Heading className="text-lg font-bold text-slate-900">
          <Link
            to={contentPath(entry)}
            className="after:absolute after:inset-0 after:content-['']"
            title={entry.konuIng}
            prefetch={prefetch}
          >
            <span lang="en" aria-hidden={short !== entry.konuIng ? true : undefined}>
              {short}
            </span>
            {short !== entry.konuIng && (
              <span className="sr-only" lang="en">
                {entry.konuIng}
              </span>
            )}
          </Link>
        </Heading>
        {thumb && <Thumbnail file={thumb} />}
      </div>
      {/* The star sits at the foot: the top row is full on a narrow card (the admin's icons). */}
      <div className="mt-1 flex flex-1 items-end justify-between gap-2">
        <p className="self-start text-sm text-slate-700">
          {entry.konuTr} · {FILE_TYPE_LABELS[entry.fileType]}
        </p>
        <MarkButton entry={entry} kind="saved" icon={StarIcon} compact />
      </div>
    </article>
  );
}

export function CardGrid({ entries, headingLevel }: { entries: CardEntry[]; headingLevel?: HeadingLevel }) {
  const isAdmin = useIsAdmin();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4" data-testid="cards">
      {entries.map((e) => (
        <Suspense key={e.id}>
          <li>
            <ContentCard entry={e} headingLevel={headingLevel} isAdmin={isAdmin} />
          </li>
        </Suspense>
      ))}
    </ul>
  );
}
