import { cloneElement, Suspense, useLayoutEffect, useState, type ReactElement, type ReactNode } from "react";

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
 *
 * A slice far down a long page (a grade's sixty cards) waits, besides, until it comes near
 * the screen, or until it is touched or focused: a pupil who reads the top of the page
 * never pays for the rest, and one who scrolls pays a card at a time. Until then it is the
 * server's HTML, which works (its links and forms need no script).
 */
const inBrowser = typeof document !== "undefined";

/**
 * True while Preact hydrates: during the first pass, and while a slice that has just been
 * let in renders. Only a slice mounted then suspends: one mounted later (a list that
 * appears once scripts run) has no server HTML to keep and renders at once.
 */
let hydrating = inBrowser;

/** True once every slice due at load is in (slices waiting to come near the screen aside). */
let settled = false;
/**
 * True while slices are being let in, one per task, or will be: from the start (the first pass
 * starts the queue when it returns) until the queue runs dry; a slice that comes near the
 * screen later starts it again.
 */
let draining = inBrowser;
const waiting: (() => void)[] = [];
const onSettled: (() => void)[] = [];
const channel = inBrowser ? new MessageChannel() : null;

/** One slice in per task; a MessageChannel message runs sooner than a timer, and without its 4 ms clamp. */
function letNextIn() {
  const next = waiting.shift();
  if (!next) {
    draining = false;
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

/** Lets `join` in with the others, one per task, starting the queue again if it had run dry. */
function enqueue(join: () => void) {
  waiting.push(join);
  if (!draining) {
    draining = true;
    channel?.port2.postMessage(null);
  }
}

/**
 * True when what renders now is made by the client, not the server's HTML being taken up:
 * false during the first pass and while any slice hydrates (one near the screen may do so
 * long after the others).
 */
export const clientRender = () => settled && !hydrating;

/** Runs `then` once every slice has hydrated (at once if they have). */
export function whenPageSettled(then: () => void) {
  if (settled) then();
  else onSettled.push(then);
}

interface Turn {
  due: boolean;
  entered: boolean;
  promise: Promise<void>;
  /** Settles the promise: the slice hydrates in the microtasks that follow (once). */
  letIn: () => void;
}

function makeTurn(): Turn {
  let resolve!: () => void;
  const turn = { due: false, entered: false, promise: new Promise<void>((r) => (resolve = r)) } as Turn;
  turn.letIn = () => {
    if (turn.due) return;
    turn.due = true;
    resolve();
  };
  return turn;
}

function queueTurn(): Turn {
  const turn = makeTurn();
  enqueue(turn.letIn);
  return turn;
}

/** The attribute a near-the-screen slice's element carries, so it can be watched before it hydrates. */
const NEAR_ATTRIBUTE = "data-slice";
/** Slices waiting to come near the screen, by the name on their element. */
const nearWaiting = new Map<string, (() => void)[]>();
let nearObserver: IntersectionObserver | null = null;
const elementsNamed = (name: string) => document.querySelectorAll(`[${NEAR_ATTRIBUTE}="${CSS.escape(name)}"]`);
const nameOf = (element: Element) => element.getAttribute(NEAR_ATTRIBUTE) ?? "";

/** Lets in the slices named `name`: with the others when they come near the screen, at once when touched or focused. */
function wake(name: string, now: boolean) {
  const turns = nearWaiting.get(name);
  if (!turns) return;
  for (const element of elementsNamed(name)) nearObserver?.unobserve(element);
  // A tap or a key on a slice not yet in, queued or not: it hydrates in this event's
  // microtasks, before the click that follows (a letIn already run does nothing).
  if (now) {
    nearWaiting.delete(name);
    for (const letIn of turns) letIn();
  } else for (const letIn of turns) enqueue(letIn);
}

function watchNear(): IntersectionObserver {
  // A little below the screen too: a card scrolled into view is already alive.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(nameOf(entry.target), false);
    },
    { rootMargin: "300px 0px" },
  );
  const touched = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(`[${NEAR_ATTRIBUTE}]`) : null;
    if (element) wake(nameOf(element), true);
  };
  for (const type of ["pointerdown", "focusin", "keydown"]) document.addEventListener(type, touched, { capture: true });
  return observer;
}

function nearTurn(name: string): Turn {
  const turn = makeTurn();
  const turns = nearWaiting.get(name);
  if (turns) turns.push(turn.letIn);
  else nearWaiting.set(name, [turn.letIn]);
  nearObserver ??= watchNear();
  // The server's element is in the document while the page hydrates.
  for (const element of elementsNamed(name)) nearObserver.observe(element);
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
function Gate({ children, near }: { children: ReactNode; near?: string }) {
  const [turn] = useState(() => (hydrating && !settled ? (near ? nearTurn(near) : queueTurn()) : null));
  // The slice's children have rendered and hydrated when its layout effects run.
  useLayoutEffect(() => {
    hydrating = false;
  });
  if (turn && !turn.due) throw turn.promise;
  if (turn) enter(turn);
  return children;
}

/**
 * `near`: the slice waits until it comes near the screen (or is touched); its one element
 * then carries `data-slice` with this name, on the server and in the browser alike. Names
 * need not be unique: slices of the same name go in together.
 */
export function HydrationSlice({ children, near }: { children: ReactElement<Record<string, unknown>>; near?: string }) {
  const element = near ? cloneElement(children, { [NEAR_ATTRIBUTE]: near }) : children;
  if (!inBrowser) return element;
  return (
    <Suspense fallback={null}>
      <Gate near={near}>{element}</Gate>
    </Suspense>
  );
}
