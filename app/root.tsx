import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { dataSaverRequested } from "../core/data-saver";
import { THEME_COLOR } from "../core/web-manifest";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPanel } from "./components/error-panel";
import { ToastProvider } from "./components/toaster";
import { useNonce } from "./lib/nonce";
import { keepOpenedPage, startOfflineReading } from "./lib/offline-client";
import { RELEASE_AFTER_PAINT } from "./lib/paint-first";
import { getUser } from "./lib/session.server";
import { readToast } from "./lib/toast.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
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
      // Decided from the request, so the very first HTML is already the light one.
      dataSaver: dataSaverRequested(request.headers),
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
        {/* With a precedence React puts the one render-blocking file ahead of the script preloads: on a slow line it is fetched first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-slate-50 font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* The browser hides a nonce from the page, so the client renders it empty: no mismatch to report. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RELEASE_AFTER_PAINT }} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Offline reading (docs/decisions/0008): the service worker is registered after the page has loaded,
  // and pages reached by client-side navigation are kept too.
  const { pathname, search } = useLocation();
  useEffect(startOfflineReading, []);
  // The server knows the data-saver choice (its cookie is HttpOnly): the page passes it on.
  const { dataSaver } = loaderData;
  useEffect(() => keepOpenedPage(pathname + search, dataSaver), [pathname, search, dataSaver]);
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
