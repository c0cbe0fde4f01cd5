import type { ErasureStatement } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { useId } from 'react';
import { erasureMessages } from './messages';

/**
 * What an erasure erases and what it keeps, with counts and why (issue 32 §5): shown to the
 * patient before they ask, and to the admin as the statement of a completed request.
 */
export function ErasureStatementView({ statement }: { statement: ErasureStatement }) {
  const t = useMessages(erasureMessages);
  const id = useId();
  return (
    <div className="flex flex-col gap-4" data-slot="erasure-statement">
      <section aria-labelledby={`${id}-erased`} className="flex flex-col gap-2">
        <h3 id={`${id}-erased`} className="font-semibold">
          {t.erasedHeading}
        </h3>
        <ul className="flex list-disc flex-col gap-1.5 ps-5">
          {statement.erased.map(({ item, count }) => (
            <li key={item}>
              {t.erased[item]}
              {item !== 'account' && (
                <span className="ms-2 text-muted-foreground tabular-nums">{t.count(count)}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-kept`} className="flex flex-col gap-2">
        <h3 id={`${id}-kept`} className="font-semibold">
          {t.keptHeading}
        </h3>
        <ul className="flex list-disc flex-col gap-1.5 ps-5">
          {statement.kept.map(({ item, count }) => (
            <li key={item}>
              {t.kept[item]}
              <span className="ms-2 text-muted-foreground tabular-nums">{t.count(count)}</span>
            </li>
          ))}
        </ul>
        <p>{t.keptWhy(statement.retentionYears.inpatient, statement.retentionYears.outpatient)}</p>
        <p>{t.reports}</p>
      </section>
    </div>
  );
}
