import { cva } from 'class-variance-authority';

/*
 * The look shared by DropdownMenu and ContextMenu (both Radix menus), so the two never drift.
 * Radix moves real focus to the highlighted item, so the highlight carries the focus outline too.
 */

/** The floating list. The available-height variable is added by each menu (its name differs). */
export const menuContentClassName = [
  'z-50 min-w-48 overflow-x-hidden overflow-y-auto rounded-md border border-border bg-background p-1 text-foreground shadow-md',
  'motion-safe:transition-opacity motion-safe:duration-150 motion-safe:starting:opacity-0',
].join(' ');

/** One row: at least 2.5rem tall; highlighted rows get a tint and an outline. */
export const menuItemVariants = cva(
  [
    'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-sm px-3 py-1.5 text-base outline-none select-none',
    'data-highlighted:outline-2 data-highlighted:-outline-offset-2 data-highlighted:outline-focus',
    'data-disabled:pointer-events-none data-disabled:text-muted-foreground forced-colors:data-disabled:text-[GrayText]',
    '[&_svg]:pointer-events-none [&_svg]:size-[1.25em] [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** `danger` for destructive rows; pair it with a word like 删除 (colour is not enough). */
      variant: {
        default: 'data-highlighted:bg-primary-subtle data-highlighted:text-foreground',
        danger: 'text-danger data-highlighted:bg-danger data-highlighted:text-danger-foreground',
      },
      /** Leaves room on the left for the check/radio indicator (or to align with such rows). */
      inset: { true: 'pl-9', false: '' },
    },
    defaultVariants: { variant: 'default', inset: false },
  },
);

/** Where a checkbox or radio row draws its mark. */
export const menuIndicatorClassName =
  'pointer-events-none absolute left-2 flex size-5 items-center justify-center';

/** A non-interactive heading over a group of rows. */
export const menuLabelClassName = 'px-3 py-1.5 text-sm font-semibold text-muted-foreground';

/** A rule between groups. */
export const menuSeparatorClassName = '-mx-1 my-1 h-px bg-border';

/** The chevron that marks a row opening a submenu. */
export const menuSubChevronClassName = 'ml-auto';
