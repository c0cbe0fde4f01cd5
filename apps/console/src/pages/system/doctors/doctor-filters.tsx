import { Button, Checkbox, FormField, Input, Select, useMessages } from '@cep/ui';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { profileMessages } from '../../../i18n/profile-messages';
import { choiceOptions } from '../../../profile/choice-options';
import { doctorsMessages } from './messages';

/** The doctor list's filters as the URL holds them ('' = no filter). */
export interface DoctorFilterValues {
  name: string;
  phone: string;
  job: string;
  /** 'include' when an admin asked to see archived records too (issue 32). */
  archived: string;
}

export interface DoctorFiltersProps {
  /** The filters in force (the table's state); the fields follow when they change (back/forward). */
  value: Partial<DoctorFilterValues>;
  /** 搜索 (or Enter in a field), and 重置 with every field empty. */
  onApply: (filters: DoctorFilterValues) => void;
  /** Admins: the 显示已归档 choice. */
  showArchived?: boolean;
}

/** The select has no empty value: this one stands for "every job". */
const allJobs = 'all';

/**
 * 姓名, 手机号 and 职业 above the doctor list. Typing changes nothing until 搜索 (or Enter), so
 * the server is asked once per search, not once per keystroke.
 */
export function DoctorFilters({ value, onApply, showArchived = false }: DoctorFiltersProps) {
  const t = useMessages(doctorsMessages);
  const labels = useMessages(profileMessages);
  const id = useId();
  const [name, setName] = useState(value.name ?? '');
  const [phone, setPhone] = useState(value.phone ?? '');
  const [job, setJob] = useState(value.job || allJobs);
  const [archived, setArchived] = useState(value.archived ?? '');
  // Filters changed from outside (back/forward, an edited address): the fields show them. Kept
  // mounted rather than remounted, so the focus stays where the person was after a search.
  const incoming = JSON.stringify([
    value.name ?? '',
    value.phone ?? '',
    value.job ?? '',
    value.archived ?? '',
  ]);
  const [shown, setShown] = useState(incoming);
  if (shown !== incoming) {
    setShown(incoming);
    setName(value.name ?? '');
    setPhone(value.phone ?? '');
    setJob(value.job || allJobs);
    setArchived(value.archived ?? '');
  }

  return (
    <form
      role="search"
      aria-label={t.caption}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({
          name: name.trim(),
          phone: phone.trim(),
          job: job === allJobs ? '' : job,
          archived,
        });
      }}
    >
      <FormField label={t.filters.name} controlId={`${id}-name`} className="w-full sm:w-40">
        <Input value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField label={t.filters.phone} controlId={`${id}-phone`} className="w-full sm:w-40">
        <Input
          inputMode="numeric"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <FormField label={t.filters.job} controlId={`${id}-job`} className="w-full sm:w-32">
        <Select
          value={job}
          onValueChange={setJob}
          options={[
            { value: allJobs, label: t.filters.allJobs },
            ...choiceOptions('doctorJob', labels.choices),
          ]}
        />
      </FormField>
      {showArchived && (
        <div className="flex min-h-11 items-center">
          <Checkbox
            id={`${id}-archived`}
            label={t.filters.showArchived}
            checked={archived === 'include'}
            onCheckedChange={(checked) => setArchived(checked === true ? 'include' : '')}
          />
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" icon={<Search />}>
          {t.filters.search}
        </Button>
        <Button
          type="reset"
          onClick={(event) => {
            event.preventDefault();
            setName('');
            setPhone('');
            setJob(allJobs);
            setArchived('');
            onApply({ name: '', phone: '', job: '', archived: '' });
          }}
        >
          {t.filters.reset}
        </Button>
      </div>
    </form>
  );
}
