import { redirect } from "react-router";
import { endSession } from "#app/lib/session.server.ts";
import type { Route } from "./+types/logout";

/** POST only: the session ends on the server, browser storage is cleared, the home page reloads. */
export const action = ({ request, context }: Route.ActionArgs) => endSession(request, context);

export const loader = () => redirect("/");
