import { useEffect } from "react";
import { Link, Outlet } from "react-router";
import { forgetDay } from "#app/browser/review-day.ts";

/** Log-in and sign-up: no navigation bar and no footer (docs/product.md), just the form. */
export default function AuthLayout() {
  // Whoever signs in next on this phone gets none of the day's review cards kept for the offline page (decision 0120).
  useEffect(forgetDay, []);
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
      <Link
        to="/"
        className="mb-6 flex min-h-11 items-center justify-center gap-2 self-center rounded-md text-2xl font-bold text-brand-800"
      >
        <img src="/favicon.svg" alt="" width="36" height="36" />
        Merdiven
      </Link>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <Outlet />
      </div>
    </main>
  );
}
