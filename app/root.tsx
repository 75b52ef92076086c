import { useCallback, useEffect } from "react";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { dataSaverRequested } from "#core/data-saver.ts";
import { THEME_COLOR } from "#core/web-manifest.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPanel } from "./components/error-panel";
import { ToastProvider, useToast } from "./components/toaster";
import { useHomeworkSync } from "./components/homework-sync";
import { useNonce } from "./lib/nonce";
import { canonicalPath, DEFAULT_SHARE_IMAGE } from "./lib/meta";
import { keepOpenedPage, startOfflineReading } from "./browser/offline-client";
import { RELEASE_AFTER_PAINT } from "./lib/paint-first";
import { HOLD_EARLY_TAPS, takeEarlyTaps } from "./browser/early-taps";
import { marksOf } from "./lib/marks.server";
import { getUser } from "./lib/session.server";
import { readToast } from "./lib/toast.server";
import { twoStepPrompt } from "./lib/two-step.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: Route.MetaFunction = () => [{ title: "Merdiven" }];

/** How many of a pupil's homework items are not done yet (0 when the database cannot say: the menu still shows 'Ödevlerim'). */
async function openHomework(context: Route.LoaderArgs["context"], userId: number): Promise<number> {
  const items = await context.services.homework.mine(userId).catch(() => []);
  return items.filter((item) => !item.doneAt).length;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { toast, headers } = await readToast(request, context.secureCookies);
  // Pages stay readable when the database is down: the visitor is then simply not signed in.
  const user = await getUser(request, context).catch(() => null);
  return data(
    {
      toast,
      user: user && {
        email: user.email,
        name: user.name ?? null,
        isAdmin: user.role === "admin",
        isTeacher: user.role === "teacher",
        // 'Ödevlerim' in the menu of a pupil in a class.
        inClass: user.role === "user" && (await context.services.homework.inAnyClass(user.id).catch(() => false)),
        // 'Ödevlerim (N)': what is still to do, first in a pupil's menu and as a badge beside the phone's 'Menü'.
        homeworkOpen: user.role === "user" ? await openHomework(context, user.id) : 0,
        // The account its homework on the device belongs to (docs/decisions/0076); pages of a signed-in pupil are private.
        id: user.id,
      },
      twoStepPrompt: await twoStepPrompt(context, user).catch(() => null),
      // A signed-in pupil's saved, done and recent entries (a visitor's stay on the device: app/lib/marks.ts).
      marks: await marksOf(context, user),
      googleEnabled: Boolean(context.services.config.GOOGLE_CLIENT_ID),
      // Decided from the request, so the very first HTML is already the light one.
      dataSaver: dataSaverRequested(request.headers),
      // Canonical and share links are absolute on the public address, never on the request's Host.
      siteUrl: context.services.config.siteUrl,
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
        {/* The one render-blocking file, ahead of the script preloads (React moves those up here): on a slow line it is fetched first. */}
        <link rel="stylesheet" href={stylesheet} />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Taps before the scripts listen (app/browser/early-taps.ts); the nonce is empty in the browser, as below. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HOLD_EARLY_TAPS }} />
        <Meta />
        <SeoLinks />
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

/**
 * The page's one address (canonical), and the absolute address and picture of a
 * shared link. A route may name its own picture as `shareImage` in its loader data
 * (content pages: the entry's picture or its drawn card, server/http/og-card.ts).
 */
function SeoLinks() {
  const root = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const { pathname, search } = useLocation();
  if (!root) return null;
  const own = matches
    .map((m) => (m.data as { shareImage?: unknown } | undefined)?.shareImage)
    .reverse()
    .find((v): v is string => typeof v === "string");
  const url = new URL(canonicalPath(pathname, search), root.siteUrl).toString();
  const image = new URL(own ?? DEFAULT_SHARE_IMAGE, root.siteUrl).toString();
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Merdiven" />
      <meta property="og:locale" content="tr_TR" />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Offline reading (docs/decisions/0008): the service worker is registered after the page has loaded,
  // and pages reached by client-side navigation are kept too.
  const { pathname, search } = useLocation();
  useEffect(startOfflineReading, []);
  // Scripts have taken over the page: said on <html> for whoever waits for it (the browser tests).
  // The parts in a <Suspense> of their own may still hydrate after this; a tap on one hydrates it first.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    takeEarlyTaps();
  }, []);
  // The server knows the data-saver choice (its cookie is HttpOnly): the page passes it on.
  const { dataSaver } = loaderData;
  useEffect(() => keepOpenedPage(pathname + search, dataSaver), [pathname, search, dataSaver]);
  const pupil = loaderData.user?.inClass ? loaderData.user.id : null;
  return (
    <ToastProvider initial={loaderData.toast}>
      <HomeworkSync signedIn={Boolean(loaderData.user)} pupil={pupil} />
      <Outlet />
    </ToastProvider>
  );
}

/** A pupil's homework tries kept on the device are sent when online (docs/decisions/0076); what came of them is told in a toast. */
function HomeworkSync({ signedIn, pupil }: { signedIn: boolean; pupil: number | null }) {
  const { show } = useToast();
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  const refresh = useCallback(() => void revalidate(), [revalidate]);
  useHomeworkSync(signedIn, pupil, show, refresh);
  return null;
}

/** The top-level boundary (docs/product.md): 'Something went wrong.', no details for visitors. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-16">
      <ErrorPanel status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  );
}
