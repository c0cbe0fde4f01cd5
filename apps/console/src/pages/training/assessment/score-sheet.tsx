import { itemKey, scales, type AssessmentKind, type AssessmentScores } from '@cep/contract';
import { RadioGroup, useLocale, useMessages } from '@cep/ui';
import { assessmentMessages } from './messages';

/**
 * A MoCA or MMSE score sheet: one group per section (its name and running subtotal), one row of
 * score choices 0..max per item, chosen by click, touch or arrow keys. Read-only shows the scores
 * as text. `missing` marks items a finish found empty. Only section and short task names are shown:
 * the tests' own materials are copyrighted.
 */
export function ScoreSheet({
  kind,
  scores,
  onScore,
  missing = [],
}: {
  kind: AssessmentKind;
  scores: AssessmentScores;
  /** Absent: read-only. */
  onScore?: (key: string, value: number) => void;
  missing?: readonly string[];
}) {
  const t = useMessages(assessmentMessages);
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-4">
      {scales[kind].sections.map((section) => {
        let score = 0;
        let max = 0;
        let empty = 0;
        for (const scaleItem of section.items) {
          const value = scores[itemKey(section, scaleItem)];
          max += scaleItem.max;
          if (value === null || value === undefined) empty += 1;
          else score += value;
        }
        return (
          <fieldset
            key={section.id}
            className="flex flex-col gap-3 rounded-lg border border-border p-4 hc:border-foreground"
          >
            <legend className="px-1 text-base font-semibold">
              {section.name[locale]} · {t.sectionTotal(score, max, empty)}
            </legend>
            {section.items.map((scaleItem) => {
              const key = itemKey(section, scaleItem);
              const value = scores[key];
              const labelId = `item-${kind}-${key.replace('.', '-')}`;
              const label = t.itemScore(scaleItem.name[locale], scaleItem.max);
              const isMissing = missing.includes(key);
              return (
                <div
                  key={key}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
                  data-item={key}
                >
                  <span id={labelId} className={isMissing ? 'font-semibold text-danger' : ''}>
                    {label}
                  </span>
                  {onScore ? (
                    <RadioGroup
                      aria-labelledby={labelId}
                      orientation="horizontal"
                      invalid={isMissing}
                      value={value === null || value === undefined ? '' : String(value)}
                      onValueChange={(next) => onScore(key, Number(next))}
                      items={Array.from({ length: scaleItem.max + 1 }, (_, n) => ({
                        value: String(n),
                        label: String(n),
                      }))}
                    />
                  ) : (
                    <span className="font-semibold tabular-nums">
                      {value === null || value === undefined ? t.notScored : value}
                    </span>
                  )}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
