import { Dialog, DialogContent, DialogDescription, DialogTitle, useMessages } from '@cep/ui';
import { routeSearchMessages } from './messages';
import { RouteSearchPanel } from './route-search-panel';
import type { RouteSearchItem } from './route-search-item';

export interface RouteSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (item: RouteSearchItem) => void;
  /** Where focus goes when the dialog closes (it has no Radix trigger to return to). */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * The route search's dialog: loaded the first time the search opens (`RouteSearch` imports it
 * lazily), with the panel and its search code, so the shell's first page does not carry them.
 */
export function RouteSearchDialog({
  open,
  onOpenChange,
  onPick,
  returnFocusTo,
}: RouteSearchDialogProps) {
  const t = useMessages(routeSearchMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="route-search-dialog"
        className="top-[12dvh]! max-w-xl! translate-y-0! gap-3! p-4!"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle className="pr-10">{t.title}</DialogTitle>
        <DialogDescription className="sr-only">{t.placeholder}</DialogDescription>
        {/* Mounted only while open: each opening starts with an empty query. */}
        {open && <RouteSearchPanel onPick={onPick} />}
      </DialogContent>
    </Dialog>
  );
}
