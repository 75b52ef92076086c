import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPanel } from "./components/error-panel";
import { ToastProvider } from "./components/toaster";
import { useNonce } from "./lib/nonce";
import { getUser } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: Route.MetaFunction = () => [{ title: "Merdiven" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request);
  // Pages stay readable when the database is down: the visitor is then simply not signed in.
  const user = await getUser(request, context).catch(() => null);
  return data(
    {
      toast,
      user: user && { email: user.email, isAdmin: user.role === "admin" },
      googleEnabled: Boolean(context.services.config.GOOGLE_CLIENT_ID),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="tr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ToastProvider initial={loaderData.toast}>
      <Outlet />
    </ToastProvider>
  );
}

/** The top-level boundary (SPEC.md §8): 'Something went wrong.', no details for visitors. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <ErrorPanel status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  );
}
