import { Suspense } from "react";
import { trCommon } from "../../core/messages/common";
import { trLists } from "../../core/messages/lists";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPanel } from "../components/error-panel";
import { Footer } from "../components/footer";
import { MarksSync } from "../components/marks/marks-sync";
import { NavBar } from "../components/nav-bar";
import { TwoStepPrompt } from "../components/two-step-prompt";
import { titled } from "../lib/meta";
import type { loader as rootLoader } from "../root";
import type { Route } from "./+types/site-layout";

/** Every page but login and signup: navigation bar, page, footer. */
function Frame({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <Suspense>
        <NavBar user={root?.user ?? null} />
      </Suspense>
      <Suspense>
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-8">
          <TwoStepPrompt prompt={root?.twoStepPrompt} />
          <MarksSync />
          {children}
        </main>
      </Suspense>
      <Suspense>
        <Footer />
      </Suspense>
    </>
  );
}

/** Used when a page below failed and this layout's boundary shows the error. */
export const meta: Route.MetaFunction = ({ error }) => {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return titled(status === 404 ? trCommon.notFound : status === 503 ? trLists.loadFailed : trCommon.somethingWentWrong);
};

export default function SiteLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** Errors inside a page keep the navigation, so the pupil can go on. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Frame>
      <ErrorPanel status={isRouteErrorResponse(error) ? error.status : 500} />
    </Frame>
  );
}
