import { Kbd, cn, useMessages } from '@cep/ui';
import { ExternalLink } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { routeSearchMessages } from './messages';
import type { RouteSearchItem } from './route-search-item';
import { useRouteSearch } from './use-route-search';

export interface RouteSearchPanelProps {
  /** Called with the page the person picked (Enter or a click). */
  onPick: (item: RouteSearchItem) => void;
}

/**
 * The search box and its results: an ARIA 1.2 combobox (focus stays in the input, the active
 * option is `aria-activedescendant`) over a listbox. Up/Down move (wrapping), Enter picks.
 */
export function RouteSearchPanel({ onPick }: RouteSearchPanelProps) {
  const t = useMessages(routeSearchMessages);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useRouteSearch(query, true);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const current = results.length > 0 ? Math.min(active, results.length - 1) : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return; // An IME is still composing a Chinese word.
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current - 1 + count) % count);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      onPick(results[current]!);
    }
  };

  const searching = query.trim() !== '';
  return (
    <div data-slot="route-search-panel" className="flex min-h-0 flex-col gap-3">
      <input
        type="text"
        role="combobox"
        aria-label={t.title}
        aria-autocomplete="list"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t.placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-slot="route-search-input"
        className={cn(
          'min-h-11 w-full rounded-md border border-border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground',
          'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus hc:border-foreground',
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t.results}
        data-slot="route-search-results"
        className="max-h-[min(24rem,50dvh)] overflow-y-auto empty:hidden"
      >
        {results.map((item, index) => (
          // The keyboard drives the options through the combobox (aria-activedescendant).
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- see above
          <li
            key={item.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            data-slot="route-search-option"
            data-external={item.external ? '' : undefined}
            // The input keeps focus (and the caret) while the pointer picks.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActive(index)}
            onClick={() => onPick(item)}
            ref={(element) => {
              if (index === current) element?.scrollIntoView({ block: 'nearest' });
            }}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-1.5',
              'aria-selected:bg-primary-subtle aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-focus',
            )}
          >
            <span className="flex items-center gap-1.5 text-base text-foreground">
              {item.trail.length > 0 && (
                <span className="text-muted-foreground">{item.trail.join(' › ')} ›</span>
              )}
              <span className="font-medium">{item.title}</span>
              {item.external && (
                <>
                  <ExternalLink aria-hidden="true" className="size-[1em] shrink-0" />
                  <span className="sr-only">{t.newTab}</span>
                </>
              )}
            </span>
            <span className="truncate text-sm text-muted-foreground">{item.path}</span>
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={cn('text-sm text-muted-foreground', results.length > 0 && 'sr-only')}
      >
        {searching ? (results.length > 0 ? t.found(results.length) : t.none) : ''}
      </p>
      <p
        aria-hidden="true"
        data-slot="route-search-hints"
        className="hidden flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex"
      >
        <span className="inline-flex items-center gap-1">
          <Kbd>↑</Kbd>
          <Kbd>↓</Kbd> {t.hintMove}
        </span>
        <span className="inline-flex items-center gap-1">
          <Kbd>Enter</Kbd> {t.hintOpen}
        </span>
        <span className="inline-flex items-center gap-1">
          <Kbd>Esc</Kbd> {t.hintClose}
        </span>
      </p>
    </div>
  );
}
