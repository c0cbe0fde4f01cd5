import type { Doctor } from '@cep/contract';
import { Descriptions, MaskedValue, useMessages, type DescriptionsItem } from '@cep/ui';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceLabel } from '../../../profile/choice-options';

export interface DoctorDetailsProps {
  /** The record as the list gave it (phone masked unless it is one's own). */
  record: Doctor;
  /** Fetches the full phone (audited by the server); absent: no reveal button. */
  revealPhone?: () => Promise<string>;
}

/** A doctor's record, read-only, as the 详情 drawer shows it: every field, the phone masked. */
export function DoctorDetails({ record, revealPhone }: DoctorDetailsProps) {
  const t = useMessages(profileMessages);
  const phone = record.phone;
  const items: DescriptionsItem[] = [
    { label: t.fields.name, value: record.doctorName },
    {
      label: t.fields.phone,
      value:
        phone === null ? null : (
          <MaskedValue
            kind="phone"
            value={phone}
            onReveal={phone.includes('*') ? revealPhone : undefined}
          />
        ),
    },
    { label: t.fields.age, value: record.age === null ? null : t.ageValue(record.age) },
    { label: t.fields.sex, value: choiceLabel('sex', record.sex, t.choices) },
    { label: t.fields.job, value: choiceLabel('doctorJob', record.job, t.choices) },
    { label: t.fields.occupationalNumber, value: record.occupationalNumber },
    {
      label: t.fields.workingSeniority,
      value: record.workingSeniority === null ? null : t.seniorityValue(record.workingSeniority),
    },
    { label: t.fields.doctorDescribe, value: record.doctorDescribe, span: 2 },
  ];
  return <Descriptions bordered items={items} data-slot="doctor-details" />;
}
