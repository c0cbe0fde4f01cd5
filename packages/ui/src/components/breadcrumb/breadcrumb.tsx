import { Slot } from 'radix-ui';
import { ChevronRight, Ellipsis } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { breadcrumbMessages } from './messages';

export type BreadcrumbProps = ComponentProps<'nav'>;

/** The breadcrumb landmark, named 面包屑 / Breadcrumb unless `aria-label` is given. */
function Breadcrumb({ className, ...props }: BreadcrumbProps) {
  const t = useMessages(breadcrumbMessages);
  return (
    <nav
      data-slot="breadcrumb"
      aria-label={t.label}
      className={cn('text-base', className)}
      {...props}
    />
  );
}

export type BreadcrumbListProps = ComponentProps<'ol'>;

/** The ordered list of levels, from the root to the current page. */
function BreadcrumbList({ className, ...props }: BreadcrumbListProps) {
  return (
    <ol
      data-slot="breadcrumb-list"
      className={cn('flex flex-wrap items-center gap-1 text-muted-foreground', className)}
      {...props}
    />
  );
}

export type BreadcrumbItemProps = ComponentProps<'li'>;

/** One level of the trail. */
function BreadcrumbItem({ className, ...props }: BreadcrumbItemProps) {
  return (
    <li
      data-slot="breadcrumb-item"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    />
  );
}

export interface BreadcrumbLinkProps extends ComponentProps<'a'> {
  /**
   * Renders the single child (e.g. a router `<Link>`) with the link's props and styles.
   * @default false
   */
  asChild?: boolean;
}

/** A level the user can go back to. */
function BreadcrumbLink({ className, asChild = false, ...props }: BreadcrumbLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      data-slot="breadcrumb-link"
      className={cn(
        'inline-flex min-h-10 items-center rounded-sm px-1 text-primary-text underline underline-offset-4',
        'hover:decoration-2 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}

export type BreadcrumbPageProps = ComponentProps<'span'>;

/** The current page: plain text with `aria-current="page"`, never a link. */
function BreadcrumbPage({ className, ...props }: BreadcrumbPageProps) {
  return (
    <span
      data-slot="breadcrumb-page"
      aria-current="page"
      className={cn('px-1 font-semibold text-foreground', className)}
      {...props}
    />
  );
}

export type BreadcrumbSeparatorProps = ComponentProps<'li'>;

/** The mark between two levels; hidden from assistive technology (the list already says it). */
function BreadcrumbSeparator({ className, children, ...props }: BreadcrumbSeparatorProps) {
  return (
    <li
      data-slot="breadcrumb-separator"
      role="presentation"
      aria-hidden="true"
      className={cn('inline-flex items-center [&_svg]:size-[1em]', className)}
      {...props}
    >
      {children ?? <ChevronRight />}
    </li>
  );
}

export interface BreadcrumbEllipsisProps extends ComponentProps<'span'> {
  /**
   * Hidden text naming the collapsed levels.
   * @default '更多层级' / 'More levels'
   */
  label?: string;
}

/** Stands for levels collapsed out of a long trail. */
function BreadcrumbEllipsis({ className, label, ...props }: BreadcrumbEllipsisProps) {
  const t = useMessages(breadcrumbMessages);
  return (
    <span
      data-slot="breadcrumb-ellipsis"
      className={cn('inline-flex size-6 items-center justify-center [&_svg]:size-[1em]', className)}
      {...props}
    >
      <Ellipsis aria-hidden="true" />
      <span className="sr-only">{label ?? t.more}</span>
    </span>
  );
}

export {
  Breadcrumb,
  BreadcrumbList,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbPage,
  BreadcrumbSeparator,
  BreadcrumbEllipsis,
};
