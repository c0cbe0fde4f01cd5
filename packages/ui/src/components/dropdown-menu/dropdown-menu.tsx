import { DropdownMenu as MenuPrimitive } from 'radix-ui';
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
} from './menu-items';
import { menuContentClassName } from './menu-styles';

export type DropdownMenuProps = ComponentProps<typeof MenuPrimitive.Root>;

/** A menu of actions opened from a button (Radix: arrows, typeahead, Escape). */
function DropdownMenu(props: DropdownMenuProps) {
  return <MenuPrimitive.Root data-slot="dropdown-menu" {...props} />;
}

export type DropdownMenuTriggerProps = ComponentProps<typeof MenuPrimitive.Trigger>;

/** The button that opens the menu; use `asChild` to wrap a `Button`. */
function DropdownMenuTrigger(props: DropdownMenuTriggerProps) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export type DropdownMenuContentProps = ComponentProps<typeof MenuPrimitive.Content>;

/** The floating list, portalled to `document.body`. */
function DropdownMenuContent({ className, sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        sideOffset={sideOffset}
        className={cn(
          menuContentClassName,
          'max-h-(--radix-dropdown-menu-content-available-height)',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

// The rows (items, checkbox and radio rows, labels, separators, submenus): shared with ContextMenu.
const rows = /* @__PURE__ */ createMenuRows(MenuPrimitive, {
  slot: 'dropdown-menu',
  name: 'DropdownMenu',
});

/** Groups related rows (pair with a `DropdownMenuLabel`). */
export const DropdownMenuGroup = rows.Group;
export type DropdownMenuGroupProps = MenuGroupProps;
/** An action row; `onSelect` runs on click, Enter or Space. `variant="danger"` for destructive ones. */
export const DropdownMenuItem = rows.Item;
export type DropdownMenuItemProps = MenuItemProps;
/** A row that toggles an option; a check mark (not colour) shows it is on. */
export const DropdownMenuCheckboxItem = rows.CheckboxItem;
export type DropdownMenuCheckboxItemProps = MenuCheckboxItemProps;
/** A set of mutually exclusive rows. */
export const DropdownMenuRadioGroup = rows.RadioGroup;
export type DropdownMenuRadioGroupProps = MenuRadioGroupProps;
/** One choice of a radio group; a filled dot marks the chosen one. */
export const DropdownMenuRadioItem = rows.RadioItem;
export type DropdownMenuRadioItemProps = MenuRadioItemProps;
/** A heading over a group of rows (not focusable). */
export const DropdownMenuLabel = rows.Label;
export type DropdownMenuLabelProps = MenuLabelProps;
/** A rule between groups. */
export const DropdownMenuSeparator = rows.Separator;
export type DropdownMenuSeparatorProps = MenuSeparatorProps;
/** A nested menu: a `DropdownMenuSubTrigger` row and its `DropdownMenuSubContent`. */
export const DropdownMenuSub = rows.Sub;
export type DropdownMenuSubProps = MenuSubProps;
/** The row that opens a submenu (ArrowRight, Enter or hover). */
export const DropdownMenuSubTrigger = rows.SubTrigger;
export type DropdownMenuSubTriggerProps = MenuSubTriggerProps;
/** The nested list, portalled to `document.body`. */
export const DropdownMenuSubContent = rows.SubContent;
export type DropdownMenuSubContentProps = MenuSubContentProps;

export { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger };
