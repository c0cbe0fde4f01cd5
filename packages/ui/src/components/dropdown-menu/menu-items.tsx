import { Check, ChevronRight, Circle } from 'lucide-react';
import type { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
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

/*
 * The rows of a menu — items, checkbox and radio rows, labels, separators, submenus — are the same
 * in DropdownMenu and ContextMenu: both are Radix menus over one primitive (@radix-ui/react-menu),
 * with parts of the same props. One factory draws them for either; each menu adds only its own
 * root, trigger and content.
 */

/** The Radix parts the rows are made of (DropdownMenu's and ContextMenu's have the same props). */
export type MenuRowPrimitives = Pick<
  typeof DropdownMenuPrimitive,
  | 'Group'
  | 'Item'
  | 'CheckboxItem'
  | 'ItemIndicator'
  | 'RadioGroup'
  | 'RadioItem'
  | 'Label'
  | 'Separator'
  | 'Sub'
  | 'SubTrigger'
  | 'SubContent'
  | 'Portal'
>;

export type MenuGroupProps = ComponentProps<MenuRowPrimitives['Group']>;

export interface MenuItemProps extends ComponentProps<MenuRowPrimitives['Item']> {
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

export type MenuCheckboxItemProps = ComponentProps<MenuRowPrimitives['CheckboxItem']>;
export type MenuRadioGroupProps = ComponentProps<MenuRowPrimitives['RadioGroup']>;
export type MenuRadioItemProps = ComponentProps<MenuRowPrimitives['RadioItem']>;

export interface MenuLabelProps extends ComponentProps<MenuRowPrimitives['Label']> {
  /**
   * Indents the label to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

export type MenuSeparatorProps = ComponentProps<MenuRowPrimitives['Separator']>;
export type MenuSubProps = ComponentProps<MenuRowPrimitives['Sub']>;

export interface MenuSubTriggerProps extends ComponentProps<MenuRowPrimitives['SubTrigger']> {
  /**
   * Indents the row to line up with checkbox and radio rows.
   * @default false
   */
  inset?: boolean;
}

export type MenuSubContentProps = ComponentProps<MenuRowPrimitives['SubContent']>;

/**
 * The rows of one kind of menu: `Primitive` is Radix's `DropdownMenu` or `ContextMenu`, `slot`
 * the prefix of each part's `data-slot` (`dropdown-menu-item`, `context-menu-item`…) and `name`
 * the prefix of its display name in React's developer tools.
 */
export function createMenuRows(
  Primitive: MenuRowPrimitives,
  { slot, name }: { slot: string; name: string },
) {
  /** Groups related rows (pair with a label). */
  function Group(props: MenuGroupProps) {
    return <Primitive.Group data-slot={`${slot}-group`} {...props} />;
  }

  /** An action row; `onSelect` runs on click, Enter or Space. */
  function Item({ className, variant = 'default', inset = false, ...props }: MenuItemProps) {
    return (
      <Primitive.Item
        data-slot={`${slot}-item`}
        data-variant={variant}
        className={cn(menuItemVariants({ variant, inset }), className)}
        {...props}
      />
    );
  }

  /** A row that toggles an option; a check mark (not colour) shows it is on. */
  function CheckboxItem({ className, children, ...props }: MenuCheckboxItemProps) {
    return (
      <Primitive.CheckboxItem
        data-slot={`${slot}-checkbox-item`}
        className={cn(menuItemVariants({ inset: true }), className)}
        {...props}
      >
        <span className={menuIndicatorClassName}>
          <Primitive.ItemIndicator>
            <Check aria-hidden="true" />
          </Primitive.ItemIndicator>
        </span>
        {children}
      </Primitive.CheckboxItem>
    );
  }

  /** A set of mutually exclusive rows. */
  function RadioGroup(props: MenuRadioGroupProps) {
    return <Primitive.RadioGroup data-slot={`${slot}-radio-group`} {...props} />;
  }

  /** One choice of a radio group; a filled dot marks the chosen one. */
  function RadioItem({ className, children, ...props }: MenuRadioItemProps) {
    return (
      <Primitive.RadioItem
        data-slot={`${slot}-radio-item`}
        className={cn(menuItemVariants({ inset: true }), className)}
        {...props}
      >
        <span className={menuIndicatorClassName}>
          <Primitive.ItemIndicator>
            <Circle aria-hidden="true" className="size-2.5! fill-current" />
          </Primitive.ItemIndicator>
        </span>
        {children}
      </Primitive.RadioItem>
    );
  }

  /** A heading over a group of rows (not focusable). */
  function Label({ className, inset = false, ...props }: MenuLabelProps) {
    return (
      <Primitive.Label
        data-slot={`${slot}-label`}
        className={cn(menuLabelClassName, inset && 'pl-9', className)}
        {...props}
      />
    );
  }

  /** A rule between groups. */
  function Separator({ className, ...props }: MenuSeparatorProps) {
    return (
      <Primitive.Separator
        data-slot={`${slot}-separator`}
        className={cn(menuSeparatorClassName, className)}
        {...props}
      />
    );
  }

  /** A nested menu: a sub-trigger row and its sub-content. */
  function Sub(props: MenuSubProps) {
    return <Primitive.Sub data-slot={`${slot}-sub`} {...props} />;
  }

  /** The row that opens a submenu (ArrowRight, Enter or hover). */
  function SubTrigger({ className, inset = false, children, ...props }: MenuSubTriggerProps) {
    return (
      <Primitive.SubTrigger
        data-slot={`${slot}-sub-trigger`}
        className={cn(menuItemVariants({ inset }), 'data-[state=open]:bg-muted', className)}
        {...props}
      >
        {children}
        <ChevronRight aria-hidden="true" className={menuSubChevronClassName} />
      </Primitive.SubTrigger>
    );
  }

  /** The nested list, portalled to `document.body`. */
  function SubContent({ className, ...props }: MenuSubContentProps) {
    return (
      <Primitive.Portal>
        <Primitive.SubContent
          data-slot={`${slot}-sub-content`}
          className={cn(menuContentClassName, className)}
          {...props}
        />
      </Primitive.Portal>
    );
  }

  const rows = {
    Group,
    Item,
    CheckboxItem,
    RadioGroup,
    RadioItem,
    Label,
    Separator,
    Sub,
    SubTrigger,
    SubContent,
  };
  for (const [part, component] of Object.entries(rows)) {
    (component as { displayName?: string }).displayName = `${name}${part}`;
  }
  return rows;
}
