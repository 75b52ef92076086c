import { Suspense } from "react";
import { trCommon } from "#core/messages/common.ts";
import { trLists } from "#core/messages/lists.ts";
import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ErrorPanel } from "#app/components/error-panel.tsx";
import { Footer } from "#app/components/footer.tsx";
import { MarksSync } from "#app/components/marks/marks-sync.tsx";
import { NavBar } from "#app/components/nav-bar.tsx";
import { TwoStepPrompt } from "#app/components/two-step-prompt.tsx";
import { titled } from "#app/lib/meta.ts";
import type { loader as rootLoader } from "#app/root.tsx";
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
