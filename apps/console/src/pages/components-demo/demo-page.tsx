import type { ReactNode } from 'react';
import { useId } from 'react';

/** The frame of a component demo page: its title (h1) and a sentence on what it shows. */
export function DemoPage({
  title,
  intro,
  headingId,
  children,
}: {
  title: string;
  intro: string;
  /** The h1's id, when the demo points at it (e.g. to move focus there). */
  headingId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section aria-labelledby={id} className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <h1 id={id} className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-lg">{intro}</p>
      {children}
    </section>
  );
}
