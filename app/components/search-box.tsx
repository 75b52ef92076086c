import { trSearch } from "#core/messages/search.ts";
import { MAX_QUERY } from "#core/search.ts";

/**
 * The search form: a plain GET to /ara, so it works without JavaScript. With
 * it, the first time the box gets focus, the suggestions script is fetched and turns the
 * box into a combobox (app/browser/search-suggest-client.ts): a pupil who never searches
 * never downloads it.
 */
export function SearchBox({
  id,
  name,
  defaultValue,
  large = false,
}: {
  id: string;
  name: string;
  defaultValue?: string;
  large?: boolean;
}) {
  const suggest = (event: React.FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void import("#app/browser/search-suggest-client.ts").then(({ suggestInto }) => suggestInto(input));
  };
  return (
    <form role="search" aria-label={name} action="/ara" method="get" className="relative flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {trSearch.label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={MAX_QUERY}
        placeholder={trSearch.placeholder}
        autoComplete="off"
        onFocus={suggest}
        className={`min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 ${large ? "text-lg" : "text-base"}`}
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-lg bg-brand-900 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {trSearch.submit}
      </button>
    </form>
  );
}
