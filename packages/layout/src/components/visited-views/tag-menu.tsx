import {
  ContextMenu,
  ContextMenuContent,
  ContextMenuItem,
  ContextMenuSeparator,
  ContextMenuTrigger,
  useMessages,
} from '@cep/ui';
import { useEffect, useRef } from 'react';
import type { VisitedView } from '../../state/tags-view-store';
import { tagsViewMessages } from './tags-view-messages';

/** A tag's menu asked for: by a right-click, a long press, or the menu key / Shift+F10. */
export interface TagMenuRequest {
  view: VisitedView;
  clientX: number;
  clientY: number;
  /** Asked for from the keyboard: the menu opens at its first item. */
  keyboard: boolean;
}

export interface TagMenuProps {
  request: TagMenuRequest;
  onOpenChange: (open: boolean) => void;
  onRefresh: (view: VisitedView) => void;
  onClose: (view: VisitedView) => void;
  onCloseOthers: (view: VisitedView) => void;
  onCloseAll: (view: VisitedView) => void;
}

/**
 * The tags' context menu (Radix ContextMenu), one for the strip, loaded with the first request.
 * Its trigger is a hidden anchor the strip's request is passed to as the `contextmenu` event the
 * tag received; Radix opens the menu at that point, as it did on the tag itself.
 */
export function TagMenu({
  request,
  onOpenChange,
  onRefresh,
  onClose,
  onCloseOthers,
  onCloseAll,
}: TagMenuProps) {
  const t = useMessages(tagsViewMessages);
  const anchor = useRef<HTMLSpanElement>(null);
  const { view } = request;

  // Passive, so it runs after the menu root's own effects (its keyboard/pointer listeners); and a
  // task later, so out of the tag's own contextmenu event, which is still being dispatched when the
  // menu was already loaded.
  useEffect(() => {
    const timer = setTimeout(() => {
      // The key that asked came before this menu was there: tell Radix the keyboard is in use.
      if (request.keyboard) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
      anchor.current?.dispatchEvent(
        new MouseEvent('contextmenu', {
          bubbles: true,
          cancelable: true,
          clientX: request.clientX,
          clientY: request.clientY,
        }),
      );
    });
    return () => clearTimeout(timer);
  }, [request]);

  return (
    <ContextMenu onOpenChange={onOpenChange}>
      <ContextMenuTrigger asChild>
        <span ref={anchor} hidden data-slot="tag-menu-anchor" />
      </ContextMenuTrigger>
      <ContextMenuContent
        data-slot="tag-menu"
        // Spec §9: 105 px (6.5625rem, so it grows with the font); a minimum, so a longer label
        // (English, the largest font) widens it instead of being cut. Radix keeps it in the window.
        className="min-w-[6.5625rem]!"
        collisionPadding={4}
      >
        <ContextMenuItem onSelect={() => onRefresh(view)}>{t.refresh}</ContextMenuItem>
        {!view.affix && <ContextMenuItem onSelect={() => onClose(view)}>{t.close}</ContextMenuItem>}
        <ContextMenuSeparator />
        <ContextMenuItem onSelect={() => onCloseOthers(view)}>{t.closeOthers}</ContextMenuItem>
        <ContextMenuItem onSelect={() => onCloseAll(view)}>{t.closeAll}</ContextMenuItem>
      </ContextMenuContent>
    </ContextMenu>
  );
}
