import { Button, Kbd, cn, useMessages } from '@cep/ui';
import { Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeSearchMessages } from './messages';
import type { RouteSearchItem } from './route-search-item';
import { useSearchShortcut } from './use-search-shortcut';

// The dialog, the combobox and the search (fuse.js, then pinyin-pro) load the first time the
// search opens: most pages are reached from the menu, and the navbar draws on every first page.
const RouteSearchDialog = lazy(() =>
  import('./route-search-dialog').then((module) => ({ default: module.RouteSearchDialog })),
);

export interface RouteSearchProps {
  /**
   * Listen for Ctrl/⌘+K on the whole page. Turn it off when another part of the app owns the keys.
   * @default true
   */
  shortcut?: boolean;
  className?: string;
}

/**
 * The navbar's route search (spec §2): a button (and Ctrl/⌘+K) opens a dialog that finds the
 * layout's visible, titled pages by title, path, pinyin or initials (fuse.js, spec §9 options).
 * Enter or a click goes there with react-router; an external link opens in a new tab. The dialog
 * and the search code load when it first opens. Needs a `LayoutProvider` and a router above it.
 */
export function RouteSearch({ shortcut = true, className }: RouteSearchProps) {
  const t = useMessages(routeSearchMessages);
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (then kept, so closing animates).
  const [wanted, setWanted] = useState(false);
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  // Where focus goes back to: what had it when the search opened (the trigger, or wherever
  // Ctrl+K was pressed).
  const returnFocus = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setWanted(true);
    setOpen(true);
  }, []);
  useSearchShortcut(show, shortcut);

  const pick = (item: RouteSearchItem) => {
    setOpen(false);
    if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(item.path);
  };

  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts={shortcut ? 'Control+K Meta+K' : undefined}
        data-slot="route-search-trigger"
        className={cn('px-2.5!', className)}
        onClick={show}
      >
        <Search aria-hidden="true" />
        <span className="@max-4xl/navbar:sr-only">{t.title}</span>
        {shortcut && (
          // Said by aria-keyshortcuts; drawn for the eye only.
          <Kbd
            keys={['Mod', 'K']}
            platformAware
            aria-hidden="true"
            className="@max-4xl/navbar:hidden"
          />
        )}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <RouteSearchDialog
            open={open}
            onOpenChange={setOpen}
            onPick={pick}
            returnFocusTo={() =>
              returnFocus.current?.isConnected ? returnFocus.current : trigger.current
            }
          />
        </Suspense>
      )}
    </>
  );
}
