import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = ComponentProps<'div'>;

/** A bordered surface grouping one subject (a patient summary, a training result…). */
function Card({ className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-background py-5 text-foreground hc:border-foreground',
        className,
      )}
      {...props}
    />
  );
}

export type CardHeaderProps = ComponentProps<'div'>;

/** Title, description and an optional action (`data-slot="card-action"`) at the top. */
function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min items-start gap-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /**
   * Renders the single child (e.g. an `<h2>`) so the heading level fits the page outline.
   * @default false
   */
  asChild?: boolean;
}

/** The card's heading: an `<h3>` unless `asChild` gives another level. */
function CardTitle({ className, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot.Root : 'h3';
  return (
    <Comp
      data-slot="card-title"
      className={cn('text-lg leading-snug font-semibold', className)}
      {...props}
    />
  );
}

export type CardDescriptionProps = ComponentProps<'p'>;

/** A line of secondary text under the title. */
function CardDescription({ className, ...props }: CardDescriptionProps) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export type CardActionProps = ComponentProps<'div'>;

/** A control placed at the header's end (e.g. 编辑). */
function CardAction({ className, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

export type CardContentProps = ComponentProps<'div'>;

/** The card's body. */
function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** Actions or a summary at the bottom. */
function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn('flex flex-wrap items-center gap-2 px-5', className)}
      {...props}
    />
  );
}

export { Card, CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter };
