import type { ComponentProps, ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { cn } from '../../lib/cn';
import { patientBannerMessages } from './messages';

export interface PatientBannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  name: string;
  /** As the record has it ('男' / '女'), or null. */
  sex: string | null;
  age: number | null;
  /**
   * The ID number, masked or not: only its last four characters are shown, so the banner tells
   * two patients of the same name apart without revealing the number.
   */
  idNumber: string | null;
  /**
   * What the person can do with the current patient (switch, clear, open the record): buttons or
   * links, drawn at the band's end, inside its region.
   */
  actions?: ReactNode;
}

/**
 * The current patient, shown above every tab of a clinician's work on one patient so nothing is
 * recorded against the wrong person: name, sex, age and the ID number's last four characters.
 * A labelled region (screen readers reach it by landmark); text, never colour, carries it.
 */
export function PatientBanner({
  name,
  sex,
  age,
  idNumber,
  actions,
  className,
  ...rest
}: PatientBannerProps) {
  const t = useMessages(patientBannerMessages);
  const tail = idNumber && idNumber.length >= 4 ? idNumber.slice(-4) : null;
  return (
    <section
      aria-label={t.region(name)}
      data-slot="patient-banner"
      className={cn(
        'flex flex-wrap items-baseline gap-x-5 gap-y-1 rounded-md border-s-4 border-primary bg-muted px-4 py-2 text-foreground hc:border hc:border-foreground',
        className,
      )}
      {...rest}
    >
      <span className="text-sm text-muted-foreground">{t.current}</span>
      <strong className="text-lg">{name}</strong>
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t.sex}</dt>
          <dd>{sex ?? t.unknown}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t.age}</dt>
          <dd>{age === null ? t.unknown : t.years(age)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{t.idTail}</dt>
          <dd className="tabular-nums">{tail ?? t.unknown}</dd>
        </div>
      </dl>
      {actions ? (
        <div
          data-slot="patient-banner-actions"
          className="ms-auto flex flex-wrap gap-2 self-center"
        >
          {actions}
        </div>
      ) : null}
    </section>
  );
}
