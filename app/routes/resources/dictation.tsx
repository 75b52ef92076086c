import { dictationLoader } from "#app/lib/practice.server.tsx";
import type { Route } from "./+types/dictation";

/** GET /alistirma/dikte: a dictation's sentence, for the device's speech when 'Cümleyi dinle' is pressed (decision 0077). */
export const loader = ({ request, context }: Route.LoaderArgs) => dictationLoader(request, context);
