import { Check, Search } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { fieldBoxVariants } from '../input';
import { searchSelectMessages } from './messages';

type SearchSelectSize = 'sm' | 'md' | 'lg';

const optionSize: Record<SearchSelectSize, string> = {
  sm: 'min-h-10 text-sm',
  md: 'min-h-10 text-base',
  lg: 'min-h-13 text-lg',
};

/** One result of a search. */
export interface SearchOption {
  /** The value the caller keeps (non-empty). */
  value: string;
  /** What the box shows once chosen, and the option's first line. */
  label: string;
  /** A second, quieter line (a job, a ward) that tells two people of one name apart. */
  description?: string;
}

export interface SearchSelectProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'size' | 'type' | 'role'
> {
  /** The chosen option, or null. */
  value: SearchOption | null;
  /** Called with the option chosen, or null as soon as the text no longer names it. */
  onValueChange: (option: SearchOption | null) => void;
  /**
   * Finds the options for the typed text (trimmed; empty when the list is opened with ArrowDown),
   * usually on the server. A newer search aborts the older one through `signal`.
   */
  search: (text: string, signal: AbortSignal) => Promise<readonly SearchOption[]>;
  /**
   * Waits this long after the last key before searching.
   * @default 250
   */
  debounceMs?: number;
  /**
   * Box height and text size; `lg` is the patient-screen size (≥ 44 px).
   * @default 'md'
   */
  size?: SearchSelectSize;
  /**
   * Marks the choice as wrong (`aria-invalid`, `data-invalid`, a danger border); FormField's
   * `aria-invalid` does the same.
   * @selector [data-invalid]
   * @default false
   */
  invalid?: boolean;
}

type Results =
  | { kind: 'idle' | 'searching' | 'failed'; options: readonly SearchOption[] }
  | { kind: 'done'; options: readonly SearchOption[] };

/**
 * A choice from more options than a list can hold (every doctor of a hospital): the person types,
 * the caller's `search` finds matches (on the server), and one is chosen with the arrow keys and
 * Enter, or by pointer. The WAI-ARIA combobox pattern: focus stays in the box, the active option
 * is `aria-activedescendant`, Escape closes the list, and the number found is announced. Text that
 * names no option is put back when the box is left, so what is shown is always what is chosen.
 * Input props (`id`, `aria-*`) go to the box, so FormField can wire it.
 */
function SearchSelect({
  value,
  onValueChange,
  search,
  debounceMs = 250,
  size = 'md',
  invalid = false,
  disabled = false,
  placeholder,
  className,
  onKeyDown,
  onBlur,
  ...props
}: SearchSelectProps) {
  const t = useMessages(searchSelectMessages);
  const listId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const [text, setText] = useState(value?.label ?? '');
  // The box follows a value the caller changes (a reset, a chosen option): state adjusted while
  // rendering, as React recommends for state derived from a prop.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value?.label ?? '');
  }
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<Results>({ kind: 'idle', options: [] });
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      running.current?.abort();
    },
    [],
  );

  const isInvalid = invalid || props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const options = results.options;

  function find(query: string, delay: number) {
    clearTimeout(timer.current);
    running.current?.abort();
    setOpen(true);
    setResults((before) => ({ kind: 'searching', options: before.options }));
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      running.current = controller;
      search(query.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults({ kind: 'done', options: found });
          setActive(found.length > 0 ? 0 : -1);
        },
        () => {
          if (!controller.signal.aborted) setResults({ kind: 'failed', options: [] });
        },
      );
    }, delay);
  }

  function close() {
    clearTimeout(timer.current);
    running.current?.abort();
    setOpen(false);
    setActive(-1);
  }

  function choose(option: SearchOption) {
    close();
    setText(option.label);
    onValueChange(option);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) find(value ? '' : text, 0);
        else setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          // Closes the list only, not a dialog the box sits in.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    close();
    setText(value?.label ?? '');
  }

  const status =
    results.kind === 'searching'
      ? t.searching
      : results.kind === 'failed'
        ? t.failed
        : results.kind === 'done'
          ? options.length === 0
            ? t.noResults
            : t.found(options.length)
          : '';

  return (
    <PopoverPrimitive.Root open={open && !disabled}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={anchor} data-slot="search-select" className={cn('relative w-full', className)}>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-[1.1em] -translate-y-1/2 text-muted-foreground"
          />
          <input
            {...props}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-invalid={isInvalid || undefined}
            data-invalid={isInvalid ? '' : undefined}
            data-disabled={disabled ? '' : undefined}
            disabled={disabled}
            placeholder={placeholder ?? t.placeholder}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (value) onValueChange(null);
              find(event.target.value, debounceMs);
            }}
            onKeyDown={handleKeyDown}
            onBlur={handleBlur}
            className={cn(
              fieldBoxVariants({ size }),
              'pr-3 pl-9 placeholder:text-muted-foreground',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
            )}
          />
          <span className="sr-only" aria-live="polite">
            {open ? status : ''}
          </span>
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          // Focus stays in the box: the list is pointed at, never focused.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else close();
          }}
          onEscapeKeyDown={() => close()}
          data-slot="search-select-content"
          className={cn(
            'z-50 max-h-72 max-w-[calc(100vw-1rem)] min-w-(--radix-popover-trigger-width) overflow-y-auto',
            'rounded-md border border-border bg-background p-1 text-foreground shadow-md hc:border-foreground',
          )}
        >
          {options.length > 0 ? (
            <ul
              id={listId}
              role="listbox"
              aria-labelledby={props['aria-labelledby']}
              aria-label={props['aria-labelledby'] ? undefined : (placeholder ?? t.placeholder)}
              className="m-0 list-none p-0"
            >
              {options.map((option, index) => {
                const selected = option.value === value?.value;
                return (
                  // Chosen by keyboard through the box (aria-activedescendant), never focused itself.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={option.value}
                    id={`${listId}-${index}`}
                    role="option"
                    aria-selected={selected}
                    data-active={index === active ? '' : undefined}
                    // Keeps the focus in the box, so its blur does not close the list first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                    onPointerMove={() => setActive(index)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1',
                      optionSize[size],
                      'data-active:bg-muted hc:data-active:outline-2 hc:data-active:outline-foreground',
                      'forced-colors:data-active:outline-2 forced-colors:data-active:outline-[Highlight]',
                    )}
                  >
                    <Check
                      aria-hidden="true"
                      className={cn('size-[1.1em] shrink-0', selected ? 'visible' : 'invisible')}
                    />
                    <span className="flex flex-col">
                      <span>{option.label}</span>
                      {option.description && (
                        <span className="text-sm text-muted-foreground">{option.description}</span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : (
            <p id={listId} className="m-0 px-2 py-2 text-sm text-muted-foreground">
              {status}
            </p>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { SearchSelect };
