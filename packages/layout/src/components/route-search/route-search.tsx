import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  Kbd,
  cn,
  useMessages,
} from '@cep/ui';
import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeSearchMessages } from './messages';
import { RouteSearchPanel } from './route-search-panel';
import type { RouteSearchItem } from './search-routes';
import { useSearchShortcut } from './use-search-shortcut';

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
 * Enter or a click goes there with react-router; an external link opens in a new tab.
 * Needs a `LayoutProvider` and a router above it.
 */
export function RouteSearch({ shortcut = true, className }: RouteSearchProps) {
  const t = useMessages(routeSearchMessages);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const trigger = useRef<HTMLButtonElement>(null);
  // Where focus goes back to: what had it when the search opened (the trigger, or wherever
  // Ctrl+K was pressed).
  const returnFocus = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
    setOpen(true);
  }, []);
  useSearchShortcut(show, shortcut);

  const pick = (item: RouteSearchItem) => {
    setOpen(false);
    if (item.external) window.open(item.path, '_blank', 'noopener,noreferrer');
    else void navigate(item.path);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        ref={trigger}
        variant="ghost"
        aria-haspopup="dialog"
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
      <DialogContent
        data-slot="route-search-dialog"
        className="top-[12dvh]! max-w-xl! translate-y-0! gap-3! p-4!"
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current?.isConnected ? returnFocus.current : trigger.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle className="pr-10">{t.title}</DialogTitle>
        <DialogDescription className="sr-only">{t.placeholder}</DialogDescription>
        {/* Mounted only while open: each opening starts with an empty query. */}
        {open && <RouteSearchPanel onPick={pick} />}
      </DialogContent>
    </Dialog>
  );
}
