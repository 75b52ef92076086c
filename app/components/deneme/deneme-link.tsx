import { Link } from "react-router";

/**
 * An exam entry's way to its deneme (decision 0121), on the entry's page above its quiz. Its
 * words come from the page's loader, so the page loads no deneme messages.
 */
export function DenemeLink({ href, label, hint }: { href: string; label: string; hint: string }) {
  return (
    <p className="rounded-2xl bg-brand-50 p-4 print:hidden" data-testid="deneme-link">
      <Link to={href} className="inline-flex min-h-11 items-center text-lg font-bold text-brand-800 underline">
        {label}
      </Link>
      <span className="block text-slate-700">{hint}</span>
    </p>
  );
}
