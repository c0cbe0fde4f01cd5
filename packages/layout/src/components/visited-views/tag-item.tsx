import { cn, useMessages } from '@cep/ui';
import { X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { VisitedView } from '../../state/tags-view-store';
import { tagsViewMessages } from './tags-view-messages';

/** What a tag asks of the strip; the strip does the navigation and moves the focus. */
export interface TagItemProps {
  view: VisitedView;
  /** The route's current title (follows the language), else the one stored with the tag. */
  title: string;
  /** The page showing now. */
  active: boolean;
  /** The one tag in the Tab order (roving tabindex). */
  tabbable: boolean;
  /** `id` of the keyboard hint read as the tag's description. */
  hintId: string;
  onFocus: (view: VisitedView) => void;
  onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>, view: VisitedView) => void;
  onClose: (view: VisitedView) => void;
  /** Asks for the tag's menu at a point (the strip loads and opens it). */
  onMenu: (view: VisitedView, point: { clientX: number; clientY: number }) => void;
  /** The tag's menu is open. */
  menuOpen: boolean;
}

/** How long a touch or pen press lasts before it opens the menu (as Radix's ContextMenu). */
const longPressMs = 700;

/**
 * One tag: a link to the page, a × for tags that can close, and its context menu (right-click,
 * long-press, the menu key or Shift+F10 on the focused tag: the strip opens it). A middle click
 * closes it, as a browser tab does.
 */
export function TagItem({
  view,
  title,
  active,
  tabbable,
  hintId,
  onFocus,
  onKeyDown,
  onClose,
  onMenu,
  menuOpen,
}: TagItemProps) {
  const t = useMessages(tagsViewMessages);
  const longPress = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clearLongPress = () => clearTimeout(longPress.current);
  useEffect(() => clearLongPress, []);
  return (
    <li
      data-slot="tag"
      data-state={menuOpen ? 'open' : 'closed'}
      // No iOS callout over the long press that opens the menu.
      style={{ WebkitTouchCallout: 'none' }}
      onContextMenu={(event: MouseEvent<HTMLLIElement>) => {
        clearLongPress();
        event.preventDefault();
        onMenu(view, { clientX: event.clientX, clientY: event.clientY });
      }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') return;
        clearLongPress();
        const point = { clientX: event.clientX, clientY: event.clientY };
        longPress.current = setTimeout(() => onMenu(view, point), longPressMs);
      }}
      onPointerMove={(event) => event.pointerType !== 'mouse' && clearLongPress()}
      onPointerCancel={(event) => event.pointerType !== 'mouse' && clearLongPress()}
      onPointerUp={(event) => event.pointerType !== 'mouse' && clearLongPress()}
      data-active={active ? '' : undefined}
      data-affix={view.affix ? '' : undefined}
      className={cn(
        'inline-flex shrink-0 items-center rounded-sm border border-border bg-background text-sm text-foreground',
        'hover:bg-muted motion-safe:transition-colors',
        'data-active:border-primary data-active:bg-primary data-active:font-semibold data-active:text-primary-foreground',
        // High contrast: the active tag is black like the others, so besides the dot it is underlined.
        'hc:data-active:border-foreground hc:data-active:underline hc:data-active:underline-offset-4',
        'forced-colors:data-active:border-[Highlight]',
        // The focus ring goes round the whole tag (link and ×), not the link alone.
        'has-[[data-slot=tag-link]:focus-visible]:outline-3 has-[[data-slot=tag-link]:focus-visible]:outline-offset-2 has-[[data-slot=tag-link]:focus-visible]:outline-focus',
      )}
    >
      <Link
        to={view.fullPath}
        data-slot="tag-link"
        data-path={view.path}
        aria-current={active ? 'page' : undefined}
        aria-describedby={hintId}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocus(view)}
        onKeyDown={(event) => {
          onKeyDown(event, view);
          // The menu key or Shift+F10 (keyboards do not always fire `contextmenu`): the menu opens
          // beside the tag, as @cep/ui's `ContextMenuTrigger` does.
          const menuKey = event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
          if (event.defaultPrevented || !menuKey) return;
          event.preventDefault();
          const rect = (
            event.currentTarget.closest('li') ?? event.currentTarget
          ).getBoundingClientRect();
          onMenu(view, { clientX: rect.left + 8, clientY: rect.top + 8 });
        }}
        onMouseDown={(event) => {
          // The middle button would start the browser's autoscroll.
          if (event.button === 1) event.preventDefault();
        }}
        onAuxClick={(event) => {
          if (event.button !== 1) return;
          // A middle click on a link opens a new browser tab; here it closes the tag instead.
          event.preventDefault();
          onClose(view);
        }}
        className={cn(
          'inline-flex min-h-9 items-center gap-1.5 rounded-sm px-2.5 whitespace-nowrap',
          // Transparent, so forced-colours mode still draws it (the tag draws the visible ring).
          'focus-visible:outline-hidden',
          !view.affix && 'pr-1',
        )}
      >
        {active && (
          <span
            data-slot="tag-dot"
            aria-hidden="true"
            className="size-2 shrink-0 rounded-full bg-current"
          />
        )}
        {title}
      </Link>
      {!view.affix && (
        <button
          type="button"
          data-slot="tag-close"
          // Out of the Tab order (Delete closes the focused tag); still a button for pointers
          // and screen readers' browse mode.
          tabIndex={-1}
          aria-label={t.closeTag(title)}
          title={t.closeTag(title)}
          onClick={() => onClose(view)}
          className={cn(
            'mr-1 inline-flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-full',
            'hover:bg-background hover:text-foreground hover:ring-1 hover:ring-border',
            'focus-visible:outline-3 focus-visible:outline-focus',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
