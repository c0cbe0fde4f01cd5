import type { ReactNode } from 'react';

/**
 * The frame of every management page: its heading (the page's one h1, named for the landmark)
 * and what goes beside it, then the table. One frame keeps headings, spacing and the 375 px
 * layout the same on every list.
 */
export function ListPageFrame({
  title,
  actions,
  children,
}: {
  title: string;
  /** Buttons beside the heading (新增 …). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="page-heading" className="space-y-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-heading" className="text-2xl font-semibold">
          {title}
        </h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
