import { Check, ChevronRight, Circle } from 'lucide-react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import {
  menuContentClassName,
  menuIndicatorClassName,
  menuItemVariants,
  menuLabelClassName,
  menuSeparatorClassName,
  menuSubChevronClassName,
} from './menu-styles';

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

export type DropdownMenuGroupProps = ComponentProps<typeof MenuPrimitive.Group>;

/** Groups related rows (pair with a `DropdownMenuLabel`). */
function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

export interface DropdownMenuItemProps extends ComponentProps<typeof MenuPrimitive.Item> {
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
function DropdownMenuItem({
  className,
  variant = 'default',
  inset = false,
  ...props
}: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      className={cn(menuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

export type DropdownMenuCheckboxItemProps = ComponentProps<typeof MenuPrimitive.CheckboxItem>;

/** A row that toggles an option; a check mark (not colour) shows it is on. */
function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: DropdownMenuCheckboxItemProps) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
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

export type DropdownMenuRadioGroupProps = ComponentProps<typeof MenuPrimitive.RadioGroup>;

/** A set of mutually exclusive rows. */
function DropdownMenuRadioGroup(props: DropdownMenuRadioGroupProps) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export type DropdownMenuRadioItemProps = ComponentProps<typeof MenuPrimitive.RadioItem>;

/** One choice of a radio group; a filled dot marks the chosen one. */
function DropdownMenuRadioItem({ className, children, ...props }: DropdownMenuRadioItemProps) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
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

export interface DropdownMenuLabelProps extends ComponentProps<typeof MenuPrimitive.Label> {
  /**
   * Indents the label to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

/** A heading over a group of rows (not focusable). */
function DropdownMenuLabel({ className, inset = false, ...props }: DropdownMenuLabelProps) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn(menuLabelClassName, inset && 'pl-9', className)}
      {...props}
    />
  );
}

export type DropdownMenuSeparatorProps = ComponentProps<typeof MenuPrimitive.Separator>;

/** A rule between groups. */
function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn(menuSeparatorClassName, className)}
      {...props}
    />
  );
}

export type DropdownMenuSubProps = ComponentProps<typeof MenuPrimitive.Sub>;

/** A nested menu: a `DropdownMenuSubTrigger` row and its `DropdownMenuSubContent`. */
function DropdownMenuSub(props: DropdownMenuSubProps) {
  return <MenuPrimitive.Sub data-slot="dropdown-menu-sub" {...props} />;
}

export interface DropdownMenuSubTriggerProps extends ComponentProps<
  typeof MenuPrimitive.SubTrigger
> {
  /**
   * Indents the row to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

/** The row that opens a submenu (ArrowRight, Enter or hover). */
function DropdownMenuSubTrigger({
  className,
  inset = false,
  children,
  ...props
}: DropdownMenuSubTriggerProps) {
  return (
    <MenuPrimitive.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(menuItemVariants({ inset }), 'data-[state=open]:bg-muted', className)}
      {...props}
    >
      {children}
      <ChevronRight aria-hidden="true" className={menuSubChevronClassName} />
    </MenuPrimitive.SubTrigger>
  );
}

export type DropdownMenuSubContentProps = ComponentProps<typeof MenuPrimitive.SubContent>;

/** The nested list, portalled to `document.body`. */
function DropdownMenuSubContent({ className, ...props }: DropdownMenuSubContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.SubContent
        data-slot="dropdown-menu-sub-content"
        className={cn(menuContentClassName, className)}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
};
