import {
  Button,
  Checkbox,
  FormField,
  Input,
  SearchSelect,
  Select,
  useMessages,
  type SearchOption,
  type SelectOption,
} from '@cep/ui';
import { useState, type FormEvent } from 'react';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceOptions } from '../../../profile/choice-options';
import { patientsMessages } from './messages';

/** The filter names of the patient list, as the URL and the list call name them. */
export const patientFilterKeys = [
  'name',
  'phone',
  'sex',
  'edu',
  'ageMin',
  'ageMax',
  'doctorId',
  'archived',
] as const;
export type PatientFilterKey = (typeof patientFilterKeys)[number];

/** Radix Select has no empty value: this one stands for "no filter". */
const ANY = 'any';

export interface PatientFiltersProps {
  /** The filters in force (from the URL); the form starts from them. */
  value: Record<string, string>;
  /** 搜索: the filters typed (blank ones left out). */
  onApply: (filters: Record<string, string>) => void;
  /**
   * Finds the clinicians to filter by (admins, on the server); without it there is no 负责医生
   * filter.
   */
  searchDoctors?: (text: string, signal: AbortSignal) => Promise<readonly SearchOption[]>;
  /** The clinician of the `doctorId` in force, once the page has looked up the name. */
  doctor?: SearchOption | null;
  /** Admins: the 显示已归档 choice (archived patients listed too; issue 32). */
  showArchived?: boolean;
  /** Prefix of the controls' ids (one form per page). */
  idPrefix?: string;
}

/**
 * The patient list's filters: name (characters, full pinyin or initials — the server matches all
 * three), part of the phone number, sex, education, an age range and, for admins, the assigned
 * clinician. Applied with 搜索 (or Enter), cleared with 重置; nothing is sent while typing.
 * Mount it with a `key` of the filters in force so back/forward shows them.
 */
export function PatientFilters({
  value,
  onApply,
  searchDoctors,
  doctor = null,
  showArchived = false,
  idPrefix = 'patient-filter',
}: PatientFiltersProps) {
  const t = useMessages(patientsMessages).filters;
  const choices = useMessages(profileMessages).choices;
  const [draft, setDraft] = useState<Record<string, string>>(() => ({ ...value }));
  const set = (key: PatientFilterKey) => (text: string) =>
    setDraft((current) => ({ ...current, [key]: text === ANY ? '' : text }));
  const any: SelectOption = { value: ANY, label: t.any };
  const [doctorChoice, setDoctorChoice] = useState(doctor);
  // The name of the clinician in force arrives after the page has looked it up.
  const [doctorShown, setDoctorShown] = useState(doctor);
  if (doctor !== doctorShown) {
    setDoctorShown(doctor);
    if (doctor?.value === (draft.doctorId ?? '')) setDoctorChoice(doctor);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(
      Object.fromEntries(
        patientFilterKeys
          .map((key) => [key, (draft[key] ?? '').trim()] as const)
          .filter(([, text]) => text !== ''),
      ),
    );
  };
  const reset = () => {
    setDraft({});
    setDoctorChoice(null);
    onApply({});
  };
  const text = (key: PatientFilterKey) => draft[key] ?? '';
  const choice = (key: PatientFilterKey) => draft[key] || ANY;

  return (
    <form
      role="search"
      aria-label={t.label}
      onSubmit={submit}
      className="grid w-full grid-cols-1 items-end gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <FormField label={t.name}>
        <Input
          id={`${idPrefix}-name`}
          value={text('name')}
          placeholder={t.namePlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => set('name')(event.target.value)}
        />
      </FormField>
      <FormField label={t.phone}>
        <Input
          id={`${idPrefix}-phone`}
          value={text('phone')}
          placeholder={t.phonePlaceholder}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => set('phone')(event.target.value)}
        />
      </FormField>
      <FormField label={t.sex}>
        <Select
          id={`${idPrefix}-sex`}
          value={choice('sex')}
          onValueChange={set('sex')}
          options={[any, ...choiceOptions('sex', choices)]}
        />
      </FormField>
      <FormField label={t.edu}>
        <Select
          id={`${idPrefix}-edu`}
          value={choice('edu')}
          onValueChange={set('edu')}
          options={[any, ...choiceOptions('education', choices)]}
        />
      </FormField>
      <FormField label={t.ageMin}>
        <Input
          id={`${idPrefix}-age-min`}
          value={text('ageMin')}
          inputMode="numeric"
          onChange={(event) => set('ageMin')(event.target.value)}
        />
      </FormField>
      <FormField label={t.ageMax}>
        <Input
          id={`${idPrefix}-age-max`}
          value={text('ageMax')}
          inputMode="numeric"
          onChange={(event) => set('ageMax')(event.target.value)}
        />
      </FormField>
      {searchDoctors && (
        <FormField label={t.doctor}>
          <SearchSelect
            id={`${idPrefix}-doctor`}
            value={doctorChoice}
            onValueChange={(option) => {
              setDoctorChoice(option);
              set('doctorId')(option?.value ?? '');
            }}
            search={searchDoctors}
            placeholder={t.doctorPlaceholder}
          />
        </FormField>
      )}
      {showArchived && (
        <div className="flex min-h-11 items-center">
          <Checkbox
            id={`${idPrefix}-archived`}
            label={t.showArchived}
            checked={draft.archived === 'include'}
            onCheckedChange={(checked) => set('archived')(checked === true ? 'include' : '')}
          />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary">
          {t.search}
        </Button>
        <Button type="button" onClick={reset}>
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
