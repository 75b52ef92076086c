import { marksAction } from "#app/lib/marks.server.ts";
import type { Route } from "./+types/marks";

/** POST /isaretler: 'Kaydet', 'Tamamladım', an opened entry, and the device's marks at sign-in (app/lib/marks.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => marksAction(request, context);
