// The search box: a plain GET form to /search?q=…, so it works without JavaScript. With JavaScript it
// acts on Enter or the icon only when the trimmed text is not empty: an empty search is no search.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';

export function SearchForm({
  defaultValue = '',
  className = '',
  autoFocus = false,
  testId = 'search-input',
}: {
  defaultValue?: string;
  className?: string;
  autoFocus?: boolean;
  testId?: string;
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> element would wrap it for the same role.
    <form
      method="get"
      action="/search"
      role="search"
      className={`relative ${className}`}
      onSubmit={(e) => {
        e.preventDefault();
        const input = e.currentTarget.elements.namedItem('q') as HTMLInputElement;
        const q = input.value.trim();
        if (!q) {
          input.focus();
          return;
        }
        input.blur();
        void navigate(`/search?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <input
        id={id}
        key={defaultValue}
        type="search"
        name="q"
        defaultValue={defaultValue}
        autoFocus={autoFocus}
        placeholder="Search sofas, beds, tables…"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        data-testid={testId}
        className="h-11 w-full rounded-full border border-sand-dark bg-white pr-12 pl-4 text-base text-ink placeholder:text-ink/50 focus:border-kauri focus:outline-2 focus:outline-offset-0 focus:outline-kauri/30"
      />
      <button
        type="submit"
        aria-label="Search"
        data-testid="search-submit"
        className="absolute top-0 right-0 grid size-11 place-items-center rounded-full text-kauri hover:bg-kauri-light focus-visible:outline-2 focus-visible:outline-kauri"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
