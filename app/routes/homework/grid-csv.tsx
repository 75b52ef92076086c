import { gridCsvResponse } from "./grid.server";
import type { Route } from "./+types/grid-csv";

/** /sinifim/{id}/odevler.csv: the grid for Excel (UTF-8 with BOM, ';'), the class's teacher or an admin only. */
export const loader = ({ request, context, params }: Route.LoaderArgs) => gridCsvResponse(request, context, params.id);
