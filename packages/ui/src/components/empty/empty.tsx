import { Inbox, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useMessages } from '../../i18n';
import { emptyMessages } from './messages';

export interface EmptyProps extends Omit<ComponentProps<'div'>, 'title'> {
  /**
   * A lucide-react icon (decorative: the title carries the meaning). `null` shows none.
   * @default Inbox
   */
  icon?: LucideIcon | null;
  /**
   * What is empty, in plain words.
   * @default '暂无数据' / 'No data' from the catalog
   */
  title?: ReactNode;
  /** One sentence on why it is empty or what to do next. */
  description?: ReactNode;
  /** An optional next step, e.g. a `Button` "新建患者". */
  action?: ReactNode;
}

/** The empty state of a list, table or search: an icon, a title, a hint and maybe an action. */
function Empty({
  className,
  icon: Icon = Inbox,
  title,
  description,
  action,
  children,
  ...props
}: EmptyProps) {
  const messages = useMessages(emptyMessages);
  return (
    <div
      data-slot="empty"
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-4 py-8 text-center',
        className,
      )}
      {...props}
    >
      {Icon && (
        <Icon
          data-slot="empty-icon"
          aria-hidden="true"
          strokeWidth={1.5}
          className="mb-1 size-12 text-muted-foreground"
        />
      )}
      <p data-slot="empty-title" className="text-base font-medium text-foreground">
        {title ?? messages.title}
      </p>
      {description != null && (
        <p data-slot="empty-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {children}
      {action != null && (
        <div data-slot="empty-action" className="mt-2">
          {action}
        </div>
      )}
    </div>
  );
}

export { Empty };
