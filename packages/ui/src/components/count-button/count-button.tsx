import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';

export interface CountButtonProps {
  /** The icon (decorative: `label` and the count carry the meaning). */
  icon: ReactNode;
  /** What the button is, in words (消息). */
  label: string;
  /** The number on it (unread messages); 0 shows no badge. */
  count: number;
  /**
   * The count in words, said after the label and again, politely, when it changes
   * (`3 条未读消息`). Default: the number alone.
   */
  countLabel?: (count: number) => string;
  /**
   * Renders `children` (a link, e.g. a router's) with the button's look, instead of a `<button>`.
   * The child's own content is replaced by the icon, badge and words.
   */
  asChild?: boolean;
  /** With `asChild`: the link element to render as (its content is ignored). */
  children?: ReactNode;
  onClick?: () => void;
  className?: string;
}

/**
 * A toolbar button with a count on it, such as the navbar's messages: its name holds the label
 * and the count in words, and a polite status line says the count again when it changes, so a new
 * message is heard as well as seen. Renders a link with `asChild`.
 * @selector [data-slot="count-button"]
 */
export function CountButton({
  icon,
  label,
  count,
  countLabel = (n) => String(n),
  asChild = false,
  children,
  onClick,
  className,
}: CountButtonProps) {
  const content = (
    <>
      <span aria-hidden="true" className="inline-flex">
        {icon}
      </span>
      {count > 0 && <Badge variant="danger" count={count} aria-hidden="true" />}
      <span className="sr-only">
        {label}
        {count > 0 ? `，${countLabel(count)}` : ''}
      </span>
    </>
  );
  return (
    <span data-slot="count-button" className={cn('inline-flex', className)}>
      {asChild && isValidElement(children) ? (
        <Button variant="ghost" className="px-2!" asChild onClick={onClick}>
          {cloneElement(children as ReactElement<{ children?: ReactNode }>, undefined, content)}
        </Button>
      ) : (
        <Button variant="ghost" className="px-2!" onClick={onClick}>
          {content}
        </Button>
      )}
      <span role="status" className="sr-only">
        {count > 0 ? countLabel(count) : ''}
      </span>
    </span>
  );
}
