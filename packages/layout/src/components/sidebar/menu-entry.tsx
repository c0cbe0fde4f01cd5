import { cn } from '@cep/ui';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { LazyMenu, lazyPart } from '../lazy-menu';
import type { FlyoutPartProps } from './menu-flyout';
import { useMenuState, type MenuState } from './menu-context';
import { MenuIcon } from './menu-icons';
import type { VisibleEntry } from './menu-model';
import { indentOf, menuEntryVariants } from './menu-styles';
import { TitleTip } from './title-tip';

export interface MenuEntryProps {
  entry: VisibleEntry;
  /** 1-based position among its siblings (`aria-posinset`). */
  position: number;
  /** How many siblings it has, itself included (`aria-setsize`). */
  siblings: number;
}

/** One entry of the tree and, for an open submenu, its entries: a link, an inline submenu or a flyout. */
export function MenuEntry(props: MenuEntryProps) {
  const state = useMenuState();
  if (!props.entry.node.children) return <MenuLink {...props} />;
  return state.collapsed ? <FlyoutGroup {...props} /> : <InlineGroup {...props} />;
}

/**
 * The attributes every tree entry shares: tree position, roving tab stop, keys, look. (`role` and
 * `onKeyDown` too; a group's `div` also spells them out, for the a11y lint to see.)
 */
function treeItemProps(state: MenuState, { entry, position, siblings }: MenuEntryProps) {
  const { node, level } = entry;
  const { navigation, collapsed } = state;
  return {
    role: 'treeitem',
    'aria-level': level,
    'aria-setsize': siblings,
    'aria-posinset': position,
    tabIndex: navigation.tabStop === node.key ? 0 : -1,
    ref: navigation.register(node.key),
    onFocus: () => navigation.onFocus(node.key),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => navigation.onKeyDown(entry, event),
    'data-slot': 'sidebar-entry',
    className: menuEntryVariants({ collapsed }),
    style: collapsed ? undefined : { paddingLeft: indentOf(level) },
  } as const;
}

function MenuLink(props: MenuEntryProps) {
  const state = useMenuState();
  const { node, level } = props.entry;
  const { collapsed, messages } = state;
  const title = state.titleOf(node.route);
  const active = node.path === state.activePath;
  const common = {
    ...treeItemProps(state, props),
    'data-active': active ? '' : undefined,
    'data-external': node.external ? '' : undefined,
  };
  const content = (
    <>
      <MenuIcon name={node.icon} icons={state.icons} placeholder={collapsed || level === 1} />
      <span className={collapsed ? 'sr-only' : 'min-w-0 flex-1'}>{title}</span>
      {node.external && !collapsed && (
        <ExternalLink aria-hidden className="size-[1em] shrink-0 text-muted-foreground" />
      )}
      {node.external && <span className="sr-only">{messages.opensInNewTab}</span>}
    </>
  );
  // The page shown is the "page"; a list lit up for its hidden detail page (activeMenu) is
  // only the current item of the menu.
  const current = node.path === state.currentPath ? 'page' : active ? 'true' : undefined;
  const link = node.external ? (
    // A new tab must not get a handle on this window (reverse tabnabbing) nor our URL.
    <a href={node.path} target="_blank" rel="noopener noreferrer" {...common}>
      {content}
    </a>
  ) : (
    <Link to={node.path} aria-current={current} {...common}>
      {content}
    </Link>
  );
  return <li role="none">{collapsed ? <TitleTip title={title}>{link}</TitleTip> : link}</li>;
}

function InlineGroup(props: MenuEntryProps) {
  const state = useMenuState();
  const { node, level } = props.entry;
  const children = node.children ?? [];
  const open = state.isOpen(node.key);
  const listId = useId();
  const titleId = useId();
  const title = state.titleOf(node.route);
  return (
    <li role="none">
      <div
        {...treeItemProps(state, props)}
        tabIndex={state.navigation.tabStop === node.key ? 0 : -1}
        // ARIA 1.2 dropped aria-selected from treeitem's required states; a navigation tree marks
        // the page with aria-current (APG), and "not selected" on every entry would be noise.
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
        role="treeitem"
        onKeyDown={(event) => state.navigation.onKeyDown(props.entry, event)}
        aria-expanded={open}
        // The list is the entry's sibling in the DOM; aria-owns makes it the entry's child (APG).
        aria-owns={open ? listId : undefined}
        // Named by its title alone: from content it would take in the owned list's titles too.
        aria-labelledby={titleId}
        data-state={open ? 'open' : 'closed'}
        data-holds-active={state.activeGroups.has(node.key) ? '' : undefined}
        onClick={() => state.setOpen(node.key, !open)}
      >
        <MenuIcon name={node.icon} icons={state.icons} placeholder={level === 1} />
        <span id={titleId} className="min-w-0 flex-1">
          {title}
        </span>
        <ChevronDown
          aria-hidden
          className={cn(
            'size-[1em] shrink-0 motion-safe:transition-transform',
            open && 'rotate-180',
          )}
        />
      </div>
      {open && (
        <ul role="group" id={listId} aria-labelledby={titleId} data-slot="sidebar-submenu">
          {children.map((child, index) => (
            <MenuEntry
              key={child.key}
              entry={{ node: child, level: level + 1, parentKey: node.key }}
              position={index + 1}
              siblings={children.length}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The flyout itself (Radix Menu) is loaded on first use, not with the shell. */
const flyoutPart = lazyPart<FlyoutPartProps>(() =>
  import('./menu-flyout').then((module) => module.FlyoutPart),
);

/** A submenu of the collapsed sidebar: its icon opens the entries as a flyout to the right. */
function FlyoutGroup(props: MenuEntryProps) {
  const state = useMenuState();
  const { node } = props.entry;
  const title = state.titleOf(node.route);
  return (
    <li role="none">
      <LazyMenu
        part={flyoutPart}
        open={state.isOpen(node.key)}
        onOpenChange={(open: boolean) => state.setOpen(node.key, open)}
        title={title}
        nodes={node.children ?? []}
        frame={(trigger) => <TitleTip title={title}>{trigger}</TitleTip>}
        trigger={
          <div
            {...treeItemProps(state, props)}
            data-holds-active={state.activeGroups.has(node.key) ? '' : undefined}
          >
            <MenuIcon name={node.icon} icons={state.icons} placeholder />
            <span className="sr-only">{title}</span>
          </div>
        }
      />
    </li>
  );
}
