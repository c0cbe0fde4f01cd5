import type { ExerciseResult } from '@cep/contract';
import { useMessages } from '@cep/ui';
import { runnerMessages } from './messages';

/** The run's figures in words and numbers (no colour carries meaning). */
export function ResultView({ result }: { result: ExerciseResult }) {
  const t = useMessages(runnerMessages);
  const rows: Array<[string, string]> = [
    [t.accuracy, `${Math.round(result.accuracy * 100)}%`],
    [t.meanRt, t.ms(result.meanRtMs)],
    [t.medianRt, t.ms(result.medianRtMs)],
    [t.omissions, String(result.omissions)],
    [t.commissions, String(result.commissions)],
  ];
  return (
    <section aria-labelledby="exercise-result-title" className="flex flex-col gap-3">
      <h3 id="exercise-result-title" className="text-xl font-semibold">
        {t.resultTitle}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-lg">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
