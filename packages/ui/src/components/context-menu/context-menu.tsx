import { Check, ChevronRight, Circle } from 'lucide-react';
import { ContextMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  menuContentClassName,
  menuIndicatorClassName,
  menuItemVariants,
  menuLabelClassName,
  menuSeparatorClassName,
  menuSubChevronClassName,
} from '../dropdown-menu/menu-styles';

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

export type ContextMenuGroupProps = ComponentProps<typeof MenuPrimitive.Group>;

/** Groups related rows (pair with a `ContextMenuLabel`). */
function ContextMenuGroup(props: ContextMenuGroupProps) {
  return <MenuPrimitive.Group data-slot="context-menu-group" {...props} />;
}

export interface ContextMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
  /**
   * `danger` for destructive actions; say it in the label too.
   * @default 'default'
   */
  variant?: 'default' | 'danger';
  /**
   * Indents the row to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

/** An action row; `onSelect` runs on click, Enter or Space. */
function ContextMenuItem({
  className,
  variant = 'default',
  inset = false,
  ...props
}: ContextMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="context-menu-item"
      data-variant={variant}
      className={cn(menuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

export type ContextMenuCheckboxItemProps = ComponentProps<typeof MenuPrimitive.CheckboxItem>;

/** A row that toggles an option; a check mark (not colour) shows it is on. */
function ContextMenuCheckboxItem({ className, children, ...props }: ContextMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="context-menu-checkbox-item"
      className={cn(menuItemVariants({ inset: true }), className)}
      {...props}
    >
      <span className={menuIndicatorClassName}>
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

export type ContextMenuRadioGroupProps = ComponentProps<typeof MenuPrimitive.RadioGroup>;

/** A set of mutually exclusive rows. */
function ContextMenuRadioGroup(props: ContextMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup data-slot="context-menu-radio-group" {...props} />;
}

export type ContextMenuRadioItemProps = ComponentProps<typeof MenuPrimitive.RadioItem>;

/** One choice of a radio group; a filled dot marks the chosen one. */
function ContextMenuRadioItem({ className, children, ...props }: ContextMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="context-menu-radio-item"
      className={cn(menuItemVariants({ inset: true }), className)}
      {...props}
    >
      <span className={menuIndicatorClassName}>
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden="true" className="size-2.5! fill-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

export interface ContextMenuLabelProps extends ComponentProps<typeof MenuPrimitive.Label> {
  /**
   * Indents the label to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

/** A heading over a group of rows (not focusable). */
function ContextMenuLabel({ className, inset = false, ...props }: ContextMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="context-menu-label"
      className={cn(menuLabelClassName, inset && 'pl-9', className)}
      {...props}
    />
  );
}

export type ContextMenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>;

/** A rule between groups. */
function ContextMenuSeparator({ className, ...props }: ContextMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      data-slot="context-menu-separator"
      className={cn(menuSeparatorClassName, className)}
      {...props}
    />
  );
}

export type ContextMenuSubProps = ComponentProps<typeof MenuPrimitive.Sub>;

/** A nested menu: a `ContextMenuSubTrigger` row and its `ContextMenuSubContent`. */
function ContextMenuSub(props: ContextMenuSubProps) {
  return <MenuPrimitive.Sub data-slot="context-menu-sub" {...props} />;
}

export interface ContextMenuSubTriggerProps extends ComponentProps<
  typeof MenuPrimitive.SubTrigger
> {
  /**
   * Indents the row to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

/** The row that opens a submenu (ArrowRight, Enter or hover). */
function ContextMenuSubTrigger({
  className,
  inset = false,
  children,
  ...props
}: ContextMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="context-menu-sub-trigger"
      className={cn(menuItemVariants({ inset }), 'data-[state=open]:bg-muted', className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden="true" className={menuSubChevronClassName} />
    </MenuPrimitive.SubTrigger>
  );
}

export type ContextMenuSubContentProps = ComponentProps<typeof MenuPrimitive.SubContent>;

/** The nested list, portalled to `document.body`. */
function ContextMenuSubContent({ className, ...props }: ContextMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="context-menu-sub-content"
        className={cn(menuContentClassName, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export {
  ContextMenu,
  ContextMenuCheckboxItem,
  ContextMenuContent,
  ContextMenuGroup,
  ContextMenuItem,
  ContextMenuLabel,
  ContextMenuRadioGroup,
  ContextMenuRadioItem,
  ContextMenuSeparator,
  ContextMenuSub,
  ContextMenuSubContent,
  ContextMenuSubTrigger,
  ContextMenuTrigger,
};
