import { suggestionsAnswer } from "#app/lib/search.server.ts";
import type { Route } from "./+types/search-suggestions";

/** GET /ara/oneriler?q=: suggestions for the search box as the pupil types (app/lib/search.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => suggestionsAnswer(context, request);
