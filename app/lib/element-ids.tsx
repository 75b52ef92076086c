import { createContext, useContext, useState, type ReactNode } from "react";

/**
 * Ids for labels, hints and dialogs that are the same in the server's HTML and in the
 * browser. React's `useId` cannot give that here: the server renders with React and the
 * browser runs Preact (decision 0034), and each numbers by its own rule. Both render the
 * page's tree in the same order, so a counter per page render gives the same ids on both
 * sides; the counter lives in the render (context), never in the module, so two requests
 * rendered at once do not share it.
 */
function counter(): () => string {
  let next = 0;
  return () => `e${next++}`;
}
const NextId = createContext<(() => string) | null>(null);
const outsideAPage = counter();

export function ElementIds({ children }: { children: ReactNode }) {
  const [nextId] = useState(counter);
  return <NextId.Provider value={nextId}>{children}</NextId.Provider>;
}

/** An id unique on the page, kept for the component's life. */
export function useElementId(): string {
  const [id] = useState(useContext(NextId) ?? outsideAPage);
  return id;
}
