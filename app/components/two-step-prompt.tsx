import { Link, useLocation } from "react-router";

/** An admin without two-step login is asked to switch it on, on every page but the set-up page itself. */
export function TwoStepPrompt({ prompt }: { prompt: { text: string; link: string; href: string } | null | undefined }) {
  const { pathname } = useLocation();
  if (!prompt || pathname === prompt.href) return null;
  return (
    <p className="mb-6 rounded-lg border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950">
      {prompt.text}{" "}
      <Link to={prompt.href} className="font-semibold underline underline-offset-4">
        {prompt.link}
      </Link>
    </p>
  );
}
