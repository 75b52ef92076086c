import type { AppLoadContext } from "react-router";
import type { Dashboard } from "#core/dashboard.ts";
import { dashboardOf } from "#server/content/dashboard.ts";

/** Everything /admin shows (server/content/dashboard.ts), for the admin the route has already checked. */
export const dashboardData = ({ services }: AppLoadContext): Promise<Dashboard> => dashboardOf(services);
