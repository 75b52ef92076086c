import { options, type VNode } from "preact";
import { startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { markPageHydrated } from "./lib/hydration-slices";

/**
 * The browser runs Preact in React's place (decision 0034). Two differences from React
 * meet this entry, and both are bridged here, not in the pages:
 *
 * - Preact hydrates a document into its <html> element, so the root's <html> must not
 *   make a second one: it stands for the element that is already there (its `lang` is
 *   the server's and never changes).
 * - React's server moves into <head> what the page's tree does not hold there: the
 *   script preloads of <Scripts/> and the image preloads it adds itself. They have done
 *   their work by now; left in place, Preact would pair the page's own <link>s with them
 *   by position (a canonical link turned into a stylesheet fetches the page as CSS).
 * - The router's first render waits for the page's data (a stream) by throwing the
 *   promise of it. React lets a root wait; Preact would drop the server's HTML. So the
 *   wait happens before hydration: the first call starts the decoding and throws that
 *   promise, once.
 */
function TheDocument({ children }: { children?: ReactNode }) {
  return children;
}
const nextVNode = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") vnode.type = TheDocument as unknown as VNode["type"];
  nextVNode?.(vnode);
};

const callRouter = HydratedRouter as (props: object) => unknown;

async function pageData() {
  try {
    callRouter({});
  } catch (waiting) {
    if (waiting instanceof Promise) await waiting;
    else throw waiting;
  }
}

/**
 * Makes the router ahead of the first render, in a task of its own (issue 23). The second
 * call, with the data there, makes the router (a module-level value that the render then
 * uses) and stops at its first hook, which only a render may call.
 */
function makeRouter() {
  try {
    callRouter({});
  } catch {
    // The hook outside a render: expected, the router is made.
  }
}

/** A task boundary: the browser may handle a tap or paint a frame between what comes before and after. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function withoutHoistedLinks() {
  for (const link of document.head.querySelectorAll('link[rel="preload"][as="image"], link[rel^="modulepreload"]')) link.remove();
}

// Evaluating the modules, making the router and the page's first hydration pass are three
// tasks, and each of the page's slices one more (issue 23: no task a pupil would feel).
void pageData()
  .then(nextTask)
  .then(makeRouter)
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      withoutHoistedLinks();
      // No <StrictMode>: Preact has none, and React's (in development) renders twice, which
      // would count the page's element ids twice (app/lib/element-ids.tsx).
      hydrateRoot(document, <HydratedRouter />);
      // Preact's hydration has returned: the slices it left go in now, one per task.
      markPageHydrated();
    }),
  );
