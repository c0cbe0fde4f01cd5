import {
  latestChanges,
  reliableChangeSource,
  type Assessment,
  type ChangeReading,
} from '@cep/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle, useLocale, useMessages } from '@cep/ui';
import { changeMessages } from './change-messages';

const readingVariant: Record<ChangeReading, 'success' | 'default' | 'danger'> = {
  improved: 'success',
  noChange: 'default',
  declined: 'danger',
};

/**
 * 量表变化是否有意义 (issue 33 §3, clinicians): for MoCA and MMSE, the two latest finished
 * assessments, their difference, and whether it passes the published reliable change criterion —
 * 明显改善 / 无明显变化 / 明显下降 in words (the badge's colour only repeats them), with the numbers
 * behind the reading and the study they come from. Nothing when no scale was given twice.
 */
export function ReliableChangePanel({ assessments }: { assessments: readonly Assessment[] }) {
  const t = useMessages(changeMessages);
  const locale = useLocale();
  const changes = latestChanges(assessments);
  if (changes.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t.heading}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{t.intro}</p>
        <ul className="flex flex-col gap-3">
          {changes.map((change) => (
            <li
              key={change.kind}
              data-scale={change.kind}
              className="flex flex-col gap-1 rounded-md border border-border p-3"
            >
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{t.scale[change.kind]}</span>
                <Badge variant={readingVariant[change.reading]}>{t.reading[change.reading]}</Badge>
                <span className="tabular-nums">{t.difference(change.difference)}</span>
              </p>
              <p className="text-sm tabular-nums">
                {t.totals(change.earlier, change.earlierOn, change.later, change.laterOn)}
              </p>
              <p className="text-sm text-muted-foreground">
                {t.criterion(
                  change.criterion.decline,
                  change.criterion.improve,
                  change.criterion.confidence,
                )}
              </p>
            </li>
          ))}
        </ul>
        <p className="text-sm">
          {t.source}：{reliableChangeSource.basis[locale]}{' '}
          <cite className="not-italic">{reliableChangeSource.citation}</cite>{' '}
          <a
            className="underline"
            href={`https://doi.org/${reliableChangeSource.doi}`}
            target="_blank"
            rel="noreferrer"
          >
            doi:{reliableChangeSource.doi}
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
