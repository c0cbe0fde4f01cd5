import { useRef, useState, type KeyboardEvent } from 'react';
import type { VisibleEntry } from './menu-model';

/*
 * The sidebar's keyboard follows the WAI-ARIA APG "Navigation Treeview" pattern, written here
 * rather than taken from a library, after looking at the candidates:
 * - Radix (our primitive kit) has no tree, and its NavigationMenu is a row of flyouts: it has no
 *   nested, inline-expanding vertical levels and no Up/Down/Left/Right tree model.
 * - React Aria's NavigationTree fits the pattern but is alpha, and would bring a second headless
 *   system (with its own focus and press handling) beside Radix into every app of the shell.
 * - headless-tree / react-arborist target data trees (flat virtualised rows, selection, drag and
 *   drop); their item props are for buttons, while ours are router links with aria-current.
 * The model is small: one tab stop (roving tabindex) over the entries visible now, in reading
 * order, which the menu model already computes (`visibleEntries`).
 */

/** What the menu needs from the keyboard model. */
export interface TreeNavigationOptions {
  /** The entries a person can reach now, in reading order. */
  entries: readonly VisibleEntry[];
  /** Whether a submenu entry is open (inline in the tree, or its flyout when collapsed). */
  isOpen: (key: string) => boolean;
  /** Opens or closes a submenu entry. */
  setOpen: (key: string, open: boolean) => void;
  /** The entry that takes the tab stop when none was focused yet: the highlighted page. */
  preferredKey: string | undefined;
}

export interface TreeNavigation {
  /** The one entry with `tabIndex=0`; every other entry has -1. */
  tabStop: string | undefined;
  /** Ref callback for an entry's element, so keys can move focus to it. */
  register: (key: string) => (element: HTMLElement | null) => void;
  /** Focus landed on an entry (by key, click or Tab): it becomes the tab stop. */
  onFocus: (key: string) => void;
  /** The tree's keys on one entry. */
  onKeyDown: (entry: VisibleEntry, event: KeyboardEvent<HTMLElement>) => void;
}

/** Roving tabindex and the APG tree keys over the sidebar's visible entries. */
export function useTreeNavigation({
  entries,
  isOpen,
  setOpen,
  preferredKey,
}: TreeNavigationOptions): TreeNavigation {
  const elements = useRef(new Map<string, HTMLElement>());
  const [focused, setFocused] = useState<string>();

  const visible = (key: string | undefined) =>
    key !== undefined && entries.some((entry) => entry.node.key === key);
  // The last focused entry keeps the stop while visible; else the highlighted page, else the first.
  const tabStop = visible(focused)
    ? focused
    : visible(preferredKey)
      ? preferredKey
      : entries[0]?.node.key;

  const focus = (entry: VisibleEntry | undefined) => {
    if (!entry) return;
    setFocused(entry.node.key);
    elements.current.get(entry.node.key)?.focus();
  };

  const typeAhead = (from: number, char: string) => {
    const ordered = [...entries.slice(from + 1), ...entries.slice(0, from + 1)];
    return ordered.find((entry) =>
      elements.current
        .get(entry.node.key)
        ?.textContent?.trim()
        .toLocaleLowerCase()
        .startsWith(char.toLocaleLowerCase()),
    );
  };

  const onKeyDown = (entry: VisibleEntry, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const index = entries.findIndex((item) => item.node.key === entry.node.key);
    const { key, children } = entry.node;
    const isGroup = children !== undefined;
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(entries[index + 1]);
        break;
      case 'ArrowUp':
        focus(entries[index - 1]);
        break;
      case 'Home':
        focus(entries[0]);
        break;
      case 'End':
        focus(entries.at(-1));
        break;
      case 'ArrowRight':
        if (!isGroup) break;
        if (!isOpen(key)) setOpen(key, true);
        else if (entries[index + 1]?.parentKey === key) focus(entries[index + 1]);
        break;
      case 'ArrowLeft':
        if (isGroup && isOpen(key)) setOpen(key, false);
        else focus(entries.find((item) => item.node.key === entry.parentKey));
        break;
      case 'Enter':
      case ' ':
        if (isGroup) setOpen(key, !isOpen(key));
        // A link follows itself on Enter; Space is the tree's "activate" too (APG).
        else if (event.key === ' ') event.currentTarget.click();
        else handled = false;
        break;
      default:
        if (event.key.length === 1 && event.key.trim() !== '') focus(typeAhead(index, event.key));
        else handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  return {
    tabStop,
    register: (key) => (element) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    },
    onFocus: setFocused,
    onKeyDown,
  };
}
