import { trClassPrint } from "#core/messages/class-print.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** The class's printable pages' button (the cards, the parent's letter): with JavaScript it prints; without, a line says how. */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button
      type="button"
      onClick={() => window.print()}
      className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
    >
      {label}
    </button>
  ) : (
    <p>{trClassPrint.cardsPrintHint}</p>
  );
}
