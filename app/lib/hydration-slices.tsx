import { Suspense, useLayoutEffect, useState, type ReactNode } from "react";

/**
 * Hydration in slices (issue 23, docs/decisions/0048).
 *
 * The page already works from its HTML; hydrating it all at once kept a cheap phone's
 * main thread busy for a few hundred milliseconds in one piece, and a tap in that time
 * did nothing. Preact (the browser's renderer, decision 0034) keeps the server's DOM of
 * a component that suspends while the page hydrates and takes it up again when the
 * component's promise settles. So during the page's first hydration every slice
 * suspends once, and the slices are then let in one per task, in the page's order: the
 * browser gets to handle a tap or paint a frame between two of them.
 *
 * Slices nest: a slice's inner slices suspend when it hydrates, and go in after it. A
 * slice's children must render exactly one element: Preact keeps the one DOM node it
 * stands on. On the server, and for every render once the page has hydrated (client-side
 * navigation), a slice is just its children.
 */
const inBrowser = typeof document !== "undefined";

/**
 * True while Preact hydrates: during the first pass, and while a slice that has just been
 * let in renders. Only a slice mounted then suspends: one mounted later (a list that
 * appears once scripts run) has no server HTML to keep and renders at once.
 */
let hydrating = inBrowser;

/** True once every slice is in: from then on, every component rendered is a client render. */
let settled = false;
const waiting: (() => void)[] = [];
const onSettled: (() => void)[] = [];
const channel = inBrowser ? new MessageChannel() : null;

/** One slice in per task; a MessageChannel message runs sooner than a timer, and without its 4 ms clamp. */
function letNextIn() {
  const next = waiting.shift();
  if (!next) {
    settled = true;
    for (const run of onSettled.splice(0)) run();
    return;
  }
  // Preact hydrates the slice in this task's microtasks, when its promise settles; the
  // slices inside it suspend in turn and join the end of the queue.
  next();
  channel?.port2.postMessage(null);
}
if (channel) channel.port1.onmessage = letNextIn;

/** Called by entry.client once the first hydration pass has returned: the waiting slices go in, one per task. */
export function markPageHydrated() {
  hydrating = false;
  channel?.port2.postMessage(null);
}

/** False on the server and until the page's last slice has hydrated. */
export const pageSettled = () => settled;

/** Runs `then` once every slice has hydrated (at once if they have). */
export function whenPageSettled(then: () => void) {
  if (settled) then();
  else onSettled.push(then);
}

interface Turn {
  due: boolean;
  entered: boolean;
  promise: Promise<void>;
}

function queueTurn(): Turn {
  const turn = { due: false, entered: false } as Turn;
  turn.promise = new Promise<void>((resolve) =>
    waiting.push(() => {
      turn.due = true;
      resolve();
    }),
  );
  return turn;
}

/**
 * The slice's first render after its turn is a hydration: the slices mounted inside it
 * take turns too. Set during the render on purpose (an effect would come too late: the
 * children render right after), and undone by the slice's layout effect.
 */
function enter(turn: Turn) {
  if (turn.entered) return;
  turn.entered = true;
  hydrating = true;
}

/**
 * Suspends, while the page hydrates, until its turn. A render before then (the router's
 * own state settles in a second render of the page, right after the first) suspends
 * again on the same promise; Preact keeps the instance, and this state, throughout.
 */
function Gate({ children }: { children: ReactNode }) {
  const [turn] = useState(() => (hydrating && !settled ? queueTurn() : null));
  // The slice's children have rendered and hydrated when its layout effects run.
  useLayoutEffect(() => {
    hydrating = false;
  });
  if (turn && !turn.due) throw turn.promise;
  if (turn) enter(turn);
  return children;
}

export function HydrationSlice({ children }: { children: ReactNode }) {
  if (!inBrowser) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
