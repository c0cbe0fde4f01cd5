import { ContextMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  createMenuRows,
  type MenuCheckboxItemProps,
  type MenuGroupProps,
  type MenuItemProps,
  type MenuLabelProps,
  type MenuRadioGroupProps,
  type MenuRadioItemProps,
  type MenuSeparatorProps,
  type MenuSubContentProps,
  type MenuSubProps,
  type MenuSubTriggerProps,
} from '../dropdown-menu/menu-items';
import { menuContentClassName } from '../dropdown-menu/menu-styles';

export type ContextMenuProps = ComponentProps<typeof MenuPrimitive.Root>;

/** A menu of actions on a region, opened by right-click, long-press or the keyboard's menu key. */
function ContextMenu(props: ContextMenuProps) {
  return <MenuPrimitive.Root data-slot="context-menu" {...props} />;
}

export type ContextMenuTriggerProps = ComponentProps<typeof MenuPrimitive.Trigger>;

/**
 * The region that opens the menu on right-click. Give it `tabIndex={0}` (or wrap a focusable
 * element with `asChild`) and the keyboard opens it too: the menu key or Shift+F10 open the menu
 * beside the region, as the browser's own context menu would. Anything it offers should also be
 * reachable another way (e.g. a DropdownMenu on the row).
 */
function ContextMenuTrigger({ onKeyDown, ...props }: ContextMenuTriggerProps) {
  return (
    <MenuPrimitive.Trigger
      data-slot="context-menu-trigger"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const menuKey = event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
        if (event.defaultPrevented || !menuKey) return;
        // Radix listens for `contextmenu` only; keyboards do not always fire it, so raise one at
        // the region's top-left corner (Radix positions the menu at the event's coordinates).
        event.preventDefault();
        const rect = event.currentTarget.getBoundingClientRect();
        event.currentTarget.dispatchEvent(
          new MouseEvent('contextmenu', {
            bubbles: true,
            cancelable: true,
            clientX: rect.left + 8,
            clientY: rect.top + 8,
          }),
        );
      }}
      {...props}
    />
  );
}

export type ContextMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

/** The floating list at the pointer, portalled to `document.body`. */
function ContextMenuContent({ className, ...props }: ContextMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="context-menu-content"
        className={cn(
          menuContentClassName,
          'max-h-(--radix-context-menu-content-available-height)',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

// The rows (items, checkbox and radio rows, labels, separators, submenus): shared with DropdownMenu.
const rows = /* @__PURE__ */ createMenuRows(MenuPrimitive, {
  slot: 'context-menu',
  name: 'ContextMenu',
});

/** Groups related rows (pair with a `ContextMenuLabel`). */
export const ContextMenuGroup = rows.Group;
export type ContextMenuGroupProps = MenuGroupProps;
/** An action row; `onSelect` runs on click, Enter or Space. `variant="danger"` for destructive ones. */
export const ContextMenuItem = rows.Item;
export type ContextMenuItemProps = MenuItemProps;
/** A row that toggles an option; a check mark (not colour) shows it is on. */
export const ContextMenuCheckboxItem = rows.CheckboxItem;
export type ContextMenuCheckboxItemProps = MenuCheckboxItemProps;
/** A set of mutually exclusive rows. */
export const ContextMenuRadioGroup = rows.RadioGroup;
export type ContextMenuRadioGroupProps = MenuRadioGroupProps;
/** One choice of a radio group; a filled dot marks the chosen one. */
export const ContextMenuRadioItem = rows.RadioItem;
export type ContextMenuRadioItemProps = MenuRadioItemProps;
/** A heading over a group of rows (not focusable). */
export const ContextMenuLabel = rows.Label;
export type ContextMenuLabelProps = MenuLabelProps;
/** A rule between groups. */
export const ContextMenuSeparator = rows.Separator;
export type ContextMenuSeparatorProps = MenuSeparatorProps;
/** A nested menu: a `ContextMenuSubTrigger` row and its `ContextMenuSubContent`. */
export const ContextMenuSub = rows.Sub;
export type ContextMenuSubProps = MenuSubProps;
/** The row that opens a submenu (ArrowRight, Enter or hover). */
export const ContextMenuSubTrigger = rows.SubTrigger;
export type ContextMenuSubTriggerProps = MenuSubTriggerProps;
/** The nested list, portalled to `document.body`. */
export const ContextMenuSubContent = rows.SubContent;
export type ContextMenuSubContentProps = MenuSubContentProps;

export { ContextMenu, ContextMenuContent, ContextMenuTrigger };
