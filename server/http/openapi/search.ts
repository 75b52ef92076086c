import { SEARCH_RANKED_AT_MOST } from "#core/search.ts";
import { errorAnswer, integer, json, ref } from "./shared";

// The query is read by hand (core/search.ts readQuery, readFilters), so its parameters are written here.
const query = (name: string, schema: object, required = false) => ({ name, in: "query", required, schema });

const match = {
  allOf: [
    ref("ContentEntry"),
    {
      type: "object",
      required: ["snippet"],
      properties: {
        snippet: {
          type: ["string", "null"],
          description: "Text of the PDF around the words found in it; null when only a title matched",
        },
      },
    },
  ],
};

export const searchPaths = {
  "/search": {
    get: {
      summary:
        "Search both titles and the text inside PDFs (Turkish-aware: 'sinav' finds 'Sınav'; English stems; in titles one wrong letter forgiven)",
      description:
        "Ranked: the whole query inside a title first, then a match in a title, then one inside the file only, then a near spelling of a title; " +
        "within each, whole words before prefixes, then full-text rank, then similarity. `snippet` quotes the PDF's text around the words when they were found there. " +
        "60 searches a minute per signed-in account, or per address for visitors; another site's images, frames and fetches " +
        "(`Sec-Fetch-Site: cross-site`, not a top-level navigation) get 403 `cross-site` without a search (decision 0093).",
      parameters: [
        query("q", { type: "string", minLength: 2, maxLength: 100 }, true),
        query("grade", { type: "integer", minimum: 2, maximum: 12 }),
        query("type", { type: "integer", minimum: 1, maximum: 9 }),
        query("term", { enum: [1, 2] }),
        query("page", { type: "integer", minimum: 1, maximum: 1000, default: 1 }),
      ],
      responses: {
        "200": {
          description: "A page of matches, best first",
          content: json({
            type: "object",
            required: ["items", "total", "more", "page", "pageSize"],
            properties: {
              items: { type: "array", items: match },
              total: {
                type: "integer",
                description: `How many were found; when \`more\` is true, at least this many (${SEARCH_RANKED_AT_MOST})`,
              },
              more: {
                type: "boolean",
                description: "More were found than are ranked: narrow the query or add a filter",
              },
              page: integer,
              pageSize: integer,
            },
          }),
        },
        "400": errorAnswer("An empty, too short or too long query, or a bad filter (a Turkish message)"),
        "403": errorAnswer("Asked for by another site's page (`cross-site`): no search made, nothing spent"),
        "429": errorAnswer("Too many searches from this account or address"),
      },
    },
  },
};
