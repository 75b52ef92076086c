import { redirect, type AppLoadContext } from "react-router";
import { getUser } from "./session.server";

/** /login and /signup are hidden from a signed-in visitor: straight to the home page. */
export async function redirectIfSignedIn(request: Request, context: AppLoadContext): Promise<null> {
  if (await getUser(request, context)) throw redirect("/");
  return null;
}
