import { contentTypeByCode } from "#core/content-types.ts";
import type { ContentEntry } from "#core/content.ts";
import { gradeLabel } from "#core/grades.ts";
import { unitTitle, type UnitNames } from "#core/units.ts";

/**
 * schema.org's LearningResource for an entry's page, so search engines know the
 * grade (educationalLevel) and the kind of material (learningResourceType); named
 * in Turkish and in English, as the page shows it.
 */
export function learningResource(entry: ContentEntry, pageUrl: string, image: string, unitNames?: UnitNames) {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: entry.konuTr,
    alternateName: entry.konuIng,
    url: pageUrl,
    image,
    inLanguage: ["en", "tr"],
    educationalLevel: gradeLabel(entry.sinif),
    learningResourceType: contentTypeByCode(entry.icerikTuru).label,
    teaches: `${unitTitle(entry.sinif, entry.unite, unitNames)}: ${entry.konuIng}`,
    isAccessibleForFree: true,
    publisher: { "@type": "Organization", name: "Merdiven" },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped, so no title can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
