import { cn, useMessages, VisuallyHidden } from '@cep/ui';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { useSnapshot } from 'valtio';
import { useLayout } from '../../context/layout-context';
import { findRoute } from '../../routes/flatten-routes';
import { useStores } from '../../context/stores-context';
import type { VisitedView } from '../../state/tags-view-store';
import { tagsViewMessages } from './tags-view-messages';
import { TagItem } from './tag-item';
import type { TagMenuRequest } from './tag-menu';
import { scrollLeftToShow, wheelToScrollLeft } from './tag-scroll';
import { useTagActions } from './use-tag-actions';
import { useVisitedViewTracking } from './use-visited-view-tracking';

/** The tags' menu (Radix ContextMenu) is loaded with the first request, not with the shell. */
const TagMenu = lazy(() => import('./tag-menu').then((module) => ({ default: module.TagMenu })));

export interface TagsViewProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /**
   * Where the app mounts `RedirectView` (as `{redirectPath}/*`); Refresh goes through it.
   * @default '/redirect'
   */
  redirectPath?: string;
}

/**
 * The strip of visited pages under the navbar (spec §2, §4, §9). Reads the routes from
 * `LayoutProvider` and the tags from its tags store; adds a tag on each route change. Click a
 * tag to go back to it (with its query), middle-click or × to close it, right-click for Refresh,
 * Close, Close Others and Close All. From the keyboard the strip is one Tab stop: arrow keys, Home
 * and End move between tags, Enter opens one, Delete closes it, Shift+F10 or the menu key open
 * its menu. A mouse wheel scrolls it sideways; the active tag is kept in view.
 */
export function TagsView({ redirectPath = '/redirect', className, ...props }: TagsViewProps) {
  useVisitedViewTracking();
  const t = useMessages(tagsViewMessages);
  const { flatRoutes, titleOf } = useLayout();
  const { visitedViews } = useSnapshot(useStores().tags.state);
  const actions = useTagActions(redirectPath);
  const { activePath } = actions;
  const stripRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef<string | null>(null);
  const [focusedPath, setFocusedPath] = useState<string>();
  const hintId = useId();
  const [menuRequest, setMenuRequest] = useState<TagMenuRequest | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  /** The last input in the strip was a key (the menu then opens at its first item). */
  const keyboard = useRef(false);

  const has = (path: string | undefined) => visitedViews.some((view) => view.path === path);
  const tabbablePath = has(focusedPath)
    ? focusedPath
    : has(activePath)
      ? activePath
      : visitedViews[0]?.path;

  const tagLinks = () =>
    Array.from(stripRef.current?.querySelectorAll<HTMLElement>('[data-slot="tag-link"]') ?? []);

  // After an action removed or moved tags, the focus goes to the tag it named (or the active one).
  useLayoutEffect(() => {
    const wanted = focusAfterRender.current;
    if (wanted === null) return;
    focusAfterRender.current = null;
    const links = tagLinks();
    const target =
      links.find((link) => link.dataset.path === wanted) ??
      links.find((link) => link.getAttribute('aria-current') === 'page') ??
      links[0];
    target?.focus();
  });

  // Spec §9: the active tag is kept in view, 4 px from the strip's edge.
  const tagCount = visitedViews.length;
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const tag = strip?.querySelector<HTMLElement>('[data-slot="tag"][data-active]');
    if (!strip || !tag) return;
    strip.scrollLeft = scrollLeftToShow(strip, { left: tag.offsetLeft, width: tag.offsetWidth });
  }, [activePath, tagCount]);

  // A vertical wheel scrolls the strip sideways. Not React's onWheel: that one is passive, and the
  // page must not scroll as well while the strip moves.
  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const onWheel = (event: WheelEvent) => {
      const delta = wheelToScrollLeft(event, strip.clientWidth);
      if (delta === 0) return;
      const before = strip.scrollLeft;
      strip.scrollLeft = before + delta;
      // At either end the wheel goes back to scrolling the page.
      if (strip.scrollLeft !== before) event.preventDefault();
    };
    strip.addEventListener('wheel', onWheel, { passive: false });
    return () => strip.removeEventListener('wheel', onWheel);
  }, []);

  const then = (path: string | undefined) => {
    focusAfterRender.current = path ?? '';
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, view: VisitedView) => {
    const links = tagLinks();
    const index = links.indexOf(event.currentTarget);
    const move: Record<string, number | undefined> = {
      ArrowRight: Math.min(index + 1, links.length - 1),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: links.length - 1,
    };
    const to = move[event.key];
    if (to !== undefined && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      links[to]?.focus();
    } else if (event.key === 'Delete' && !view.affix) {
      event.preventDefault();
      then(actions.close(view));
    }
  };

  return (
    <nav
      data-slot="tags-view"
      aria-label={t.label}
      className={cn('border-b border-border bg-background', className)}
      {...props}
    >
      <VisuallyHidden id={hintId}>{t.keyboardHint}</VisuallyHidden>
      <div
        ref={stripRef}
        data-slot="tags-view-strip"
        // `relative`: the tags' offsetLeft is then measured inside the scrolled content.
        className="relative [scrollbar-width:thin] overflow-x-auto overflow-y-hidden"
        onKeyDownCapture={() => (keyboard.current = true)}
        onPointerDownCapture={() => (keyboard.current = false)}
      >
        <ul className="flex w-max items-center gap-1.5 px-2 py-1.5">
          {visitedViews.map((view) => {
            const route = findRoute(flatRoutes, view.path);
            return (
              <TagItem
                key={view.path}
                view={view}
                title={(route && titleOf(route)) || view.title}
                active={view.path === activePath}
                tabbable={view.path === tabbablePath}
                hintId={hintId}
                onFocus={(focused) => setFocusedPath(focused.path)}
                onKeyDown={onKeyDown}
                onClose={(target) => then(actions.close(target))}
                onMenu={(target, point) =>
                  setMenuRequest({ view: target, ...point, keyboard: keyboard.current })
                }
                menuOpen={menuOpen && menuRequest?.view.path === view.path}
              />
            );
          })}
        </ul>
      </div>
      {menuRequest && (
        <Suspense fallback={null}>
          <TagMenu
            request={menuRequest}
            onOpenChange={setMenuOpen}
            onRefresh={(target) => then(actions.refresh(target))}
            onClose={(target) => then(actions.close(target))}
            onCloseOthers={(target) => then(actions.closeOthers(target))}
            onCloseAll={() => then(actions.closeAll())}
          />
        </Suspense>
      )}
    </nav>
  );
}
