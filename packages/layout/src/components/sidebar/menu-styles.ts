import { cva } from 'class-variance-authority';

/**
 * One row of the sidebar tree, link or submenu. At least 3rem tall (48 px at the initial scale):
 * large targets for elderly and low-vision users. The highlighted page is marked three ways —
 * tint, bold and a bar on the leading edge — so colour never carries it alone (high contrast,
 * colour-blind users).
 * @selector [data-active] the highlighted entry (current page, or its `meta.activeMenu`)
 * @selector [data-holds-active] a submenu that holds the highlighted entry
 */
export const menuEntryVariants = cva(
  [
    'relative flex min-h-12 w-full cursor-pointer items-center gap-3 text-left text-base break-words text-foreground no-underline select-none',
    'not-data-active:hover:bg-background',
    'outline-none focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
    'data-active:bg-primary-subtle data-active:font-semibold data-active:text-primary-text',
    'data-active:before:absolute data-active:before:inset-y-0 data-active:before:left-0 data-active:before:w-1 data-active:before:bg-primary-text',
    'data-holds-active:text-primary-text',
    'forced-colors:data-active:before:bg-[Highlight]',
  ],
  {
    variants: {
      /** Icons only (a collapsed desktop sidebar): the title moves into a tooltip. */
      collapsed: {
        // Collapsed, the submenu holding the page is the only visible mark of it: tint and bar too.
        true: [
          'justify-center',
          'data-holds-active:bg-primary-subtle',
          'data-holds-active:before:absolute data-holds-active:before:inset-y-0 data-holds-active:before:left-0 data-holds-active:before:w-1 data-holds-active:before:bg-primary-text',
        ],
        false: 'pr-3',
      },
    },
    defaultVariants: { collapsed: false },
  },
);

/** Indent of a level in rem (so it follows the font scale): 1rem, then 1.25rem per level. */
export function indentOf(level: number): string {
  return `${1 + (level - 1) * 1.25}rem`;
}
