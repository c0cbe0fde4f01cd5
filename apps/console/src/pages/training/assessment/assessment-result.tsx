import { scales, type Assessment } from '@cep/contract';
import { useLocale, useMessages } from '@cep/ui';
import { assessmentMessages } from './messages';

const cell = 'border-b border-border px-3 py-2 text-left';

/**
 * What a finished sheet says: the interpretation with the rule and numbers used (total, education
 * bonus, norm group, cut-off), then the section scores and the domain profile as tables, so a
 * clinician can check every step.
 */
export function AssessmentResult({ assessment }: { assessment: Assessment }) {
  const t = useMessages(assessmentMessages);
  const locale = useLocale();
  const i = assessment.interpretation;
  const sectionName = (id: string) =>
    scales[assessment.kind].sections.find((section) => section.id === id)?.name[locale] ?? id;
  return (
    <div className="flex flex-col gap-4">
      <section
        aria-labelledby="interpretation-heading"
        className="rounded-lg border border-border p-4 hc:border-foreground"
      >
        <h3 id="interpretation-heading" className="mb-2 text-lg font-semibold">
          {t.interpretation}
        </h3>
        {i === null ? (
          <p>{t.noInterpretation}</p>
        ) : (
          <div className="flex flex-col gap-1" data-testid="interpretation">
            <p className="text-lg font-semibold">{t.totalLine(i)}</p>
            <p>{t.groupLine(i)}</p>
            <p>{t.cutoffLine(i)}</p>
            <p className="font-semibold">{t.finding[i.finding]}</p>
            <p className="text-sm text-muted-foreground">{t.normSource}</p>
          </div>
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-1 text-left text-base font-semibold">{t.sections}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t.section}
              </th>
              <th scope="col" className={cell}>
                {t.score}
              </th>
            </tr>
          </thead>
          <tbody>
            {assessment.sections.map((row) => (
              <tr key={row.section}>
                <th scope="row" className={`${cell} font-normal`}>
                  {sectionName(row.section)}
                </th>
                <td className={`${cell} tabular-nums`}>
                  {row.score} / {row.max}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full border-collapse text-sm">
          <caption className="mb-1 text-left text-base font-semibold">{t.domains}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {t.domain}
              </th>
              <th scope="col" className={cell}>
                {t.score}
              </th>
              <th scope="col" className={cell}>
                {t.share}
              </th>
            </tr>
          </thead>
          <tbody>
            {assessment.domains.map((row) => (
              <tr key={row.domain}>
                <th scope="row" className={`${cell} font-normal`}>
                  {t.domainNames[row.domain]}
                </th>
                <td className={`${cell} tabular-nums`}>
                  {row.score} / {row.max}
                </td>
                <td className={`${cell} tabular-nums`}>{Math.round(row.share * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
