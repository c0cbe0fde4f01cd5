import type { Doctor } from '@cep/contract';
import {
  Badge,
  Button,
  createDataTableColumnHelper,
  MaskedValue,
  type DataTableColumnDef,
} from '@cep/ui';
import type { ProfileMessages } from '../../../i18n/profile-messages';
import { choiceLabel } from '../../../profile/choice-options';
import type { DoctorsMessages } from './messages';

export interface DoctorColumnsOptions {
  t: DoctorsMessages;
  /** The enum labels (性别, 职业) in the user's language. */
  choices: ProfileMessages['choices'];
  /** Fetches one doctor's full phone (audited by the server); absent: no reveal button. */
  revealPhone?: (doctor: Doctor) => Promise<string>;
  onDetail: (doctor: Doctor) => void;
  /** Absent for a user who may not edit: no 编辑 button. */
  onEdit?: (doctor: Doctor) => void;
  /** Absent for a user who may not delete: no 删除 button. */
  onRemove?: (doctor: Doctor) => void;
  /** Admins: 恢复 on an archived record (issue 32); absent: no such button. */
  onRestore?: (doctor: Doctor) => void;
}

const col = createDataTableColumnHelper<Doctor>();

/** An empty value: a dash to the eye, nothing for a screen reader to stumble on. */
const blank = <span aria-hidden="true">—</span>;

/**
 * The doctor list's columns. Sortable ones are named as the contract's `sortBy` whitelist
 * (doctorName, age, job, workingSeniority); the others do not sort. 姓名 names each row and
 * cannot be hidden; 执业证书编号 is hidden until chosen in the column menu.
 */
export function doctorColumns({
  t,
  choices,
  revealPhone,
  onDetail,
  onEdit,
  onRemove,
  onRestore,
}: DoctorColumnsOptions): DataTableColumnDef<Doctor>[] {
  return col.columns([
    col.accessor('doctorName', {
      header: t.columns.doctorName,
      enableHiding: false,
      cell: ({ row, getValue }) => (
        <span className="font-medium">
          {getValue()}
          {row.original.archivedAt !== null && <Badge className="ms-2">{t.archived}</Badge>}
        </span>
      ),
    }),
    col.accessor('sex', {
      header: t.columns.sex,
      enableSorting: false,
      cell: ({ getValue }) => choiceLabel('sex', getValue(), choices) ?? blank,
    }),
    col.accessor('age', {
      header: t.columns.age,
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ getValue }) => {
        const age = getValue();
        return age === null ? blank : t.ageValue(age);
      },
    }),
    col.accessor('job', {
      header: t.columns.job,
      cell: ({ getValue }) => choiceLabel('doctorJob', getValue(), choices) ?? blank,
    }),
    col.accessor('workingSeniority', {
      header: t.columns.workingSeniority,
      meta: { cellClassName: 'tabular-nums' },
      cell: ({ getValue }) => {
        const years = getValue();
        return years === null ? blank : t.seniorityValue(years);
      },
    }),
    col.accessor('phone', {
      header: t.columns.phone,
      enableSorting: false,
      cell: ({ getValue, row }) => {
        const phone = getValue();
        if (phone === null) return blank;
        // A masked number gets the reveal button; one's own number comes in full.
        const reveal =
          revealPhone && phone.includes('*') ? () => revealPhone(row.original) : undefined;
        return (
          <MaskedValue kind="phone" value={phone} onReveal={reveal} className="whitespace-nowrap" />
        );
      },
    }),
    col.accessor('occupationalNumber', {
      header: t.columns.occupationalNumber,
      enableSorting: false,
      cell: ({ getValue }) => getValue() ?? blank,
    }),
    col.display({
      id: 'actions',
      header: t.columns.actions,
      meta: { label: t.columns.actions },
      cell: ({ row }) => {
        const doctor = row.original;
        return (
          <div className="flex flex-nowrap gap-3">
            <Button
              variant="link"
              aria-label={t.detailOf(doctor.doctorName)}
              onClick={() => onDetail(doctor)}
            >
              {t.detail}
            </Button>
            {doctor.archivedAt !== null && onRestore && (
              <Button
                variant="link"
                aria-label={t.restoreOf(doctor.doctorName)}
                onClick={() => onRestore(doctor)}
              >
                {t.restore}
              </Button>
            )}
            {doctor.archivedAt === null && onEdit && (
              <Button
                variant="link"
                aria-label={t.editOf(doctor.doctorName)}
                onClick={() => onEdit(doctor)}
              >
                {t.edit}
              </Button>
            )}
            {doctor.archivedAt === null && onRemove && (
              <Button
                variant="link"
                className="text-danger"
                aria-label={t.removeOf(doctor.doctorName)}
                onClick={() => onRemove(doctor)}
              >
                {t.remove}
              </Button>
            )}
          </div>
        );
      },
    }),
  ]);
}
