import type { Doctor, Patient } from '@cep/contract';
import { Avatar, Descriptions, useMessages, type DescriptionsItem } from '@cep/ui';
import { profileMessages, type ProfileMessages } from '../i18n/profile-messages';
import { usePicture } from '../use-picture';
import { choiceLabel } from './choice-options';
import { isDoctorRecord, nameOf, pictureOf, type ProfileRecord } from './profile-record';

function doctorItems(doctor: Doctor, t: ProfileMessages): DescriptionsItem[] {
  return [
    { label: t.fields.name, value: doctor.doctorName },
    { label: t.fields.phone, value: doctor.phone },
    { label: t.fields.age, value: doctor.age === null ? null : t.ageValue(doctor.age) },
    { label: t.fields.sex, value: choiceLabel('sex', doctor.sex, t.choices) },
    { label: t.fields.job, value: choiceLabel('doctorJob', doctor.job, t.choices) },
    { label: t.fields.occupationalNumber, value: doctor.occupationalNumber },
    {
      label: t.fields.workingSeniority,
      value: doctor.workingSeniority === null ? null : t.seniorityValue(doctor.workingSeniority),
    },
    { label: t.fields.doctorDescribe, value: doctor.doctorDescribe, span: 2 },
  ];
}

function patientItems(patient: Patient, t: ProfileMessages): DescriptionsItem[] {
  return [
    { label: t.fields.name, value: patient.patientName },
    { label: t.fields.phone, value: patient.phone },
    { label: t.fields.age, value: patient.age === null ? null : t.ageValue(patient.age) },
    { label: t.fields.sex, value: choiceLabel('sex', patient.sex, t.choices) },
    { label: t.fields.work, value: patient.job },
    { label: t.fields.hobby, value: patient.hobby },
    { label: t.fields.handedness, value: choiceLabel('handedness', patient.handedness, t.choices) },
    { label: t.fields.edu, value: choiceLabel('education', patient.edu, t.choices) },
    { label: t.fields.identityCard, value: patient.identityCard, span: 2 },
    { label: t.fields.address, value: patient.address, span: 2 },
  ];
}

/** The record, read-only: the picture and name, then every field (empty ones say so). */
export function ProfileDetails({ record }: { record: ProfileRecord }) {
  const t = useMessages(profileMessages);
  const name = nameOf(record);
  const picture = usePicture(pictureOf(record));
  return (
    <div className="flex flex-col gap-4" data-slot="profile-details">
      <div className="flex items-center gap-4">
        <Avatar size="lg" src={picture} alt={t.avatar.alt(name)} name={name} />
        <p className="text-lg font-semibold break-all">{name}</p>
      </div>
      <Descriptions
        bordered
        items={isDoctorRecord(record) ? doctorItems(record, t) : patientItems(record, t)}
      />
    </div>
  );
}
