import { flashcardsAction, flashcardsLoader } from "#app/lib/flashcards.server.ts";
import type { Route } from "./+types/flashcards";

/** GET and POST /alistirma/kartlar: a signed-in pupil's Leitner boxes (app/lib/flashcards.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => flashcardsLoader(request, context);
export const action = ({ request, context }: Route.ActionArgs) => flashcardsAction(request, context);
