import { usePermission, useSession } from '@cep/auth/react';
import type { Patient, PatientListRow } from '@cep/contract';
import {
  Badge,
  Button,
  confirm,
  createDataTableColumnHelper,
  DataTable,
  MaskedValue,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { profileMessages } from '../../../i18n/profile-messages';
import {
  exportQueryOf,
  ExportMenu,
  listMessages,
  listQueryOf,
  ListPageFrame,
  tableFeed,
  useListPage,
} from '../../../lists';
import { choiceLabel } from '../../../profile/choice-options';
import { CurrentPatientRow } from './current-patient-row';
import { patientsMessages } from './messages';
import { PatientFilters, patientFilterKeys } from './patient-filters';
import { PatientFormDrawer } from './patient-form-drawer';
import { useDoctorOption, useDoctorSearch } from './use-doctor-search';

const col = createDataTableColumnHelper<PatientListRow>();

/** The patient's page, where the list's rows lead. */
export const patientPath = (id: number) => `/system/patients/${id}`;

/**
 * 患者管理: the patients the server lets the caller see (admins all, a doctor their care teams),
 * filtered, sorted and paged on the server with the state in the URL; masked numbers with an
 * audited reveal; 新增 / 编辑 in a drawer; 删除 (and 删除所选 for admins) after 系统提示; 导出 of
 * the filtered rows. A row's name opens the patient's page.
 */
export default function PatientsPage() {
  const t = useMessages(patientsMessages);
  const lists = useMessages(listMessages);
  const choices = useMessages(profileMessages).choices;
  const session = useSession();
  const locale = useLocale();
  const isAdmin = session.roles.includes('admin');
  const canAdd = usePermission('patient:add');
  const canUpdate = usePermission('patient:update');
  const canDelete = usePermission('patient:delete');
  const canExport = usePermission('patient:export');
  const searchDoctors = useDoctorSearch();

  const { state, onStateChange, update } = useDataTableState({
    tableId: 'system-patients',
    filterKeys: [...patientFilterKeys],
    searchParams: useSearchParams(),
  });
  const doctorInForce = useDoctorOption(isAdmin ? state.filters.doctorId : undefined);
  const query = listQueryOf(state);
  const key = JSON.stringify(query);
  const listPage = useListPage(key, () =>
    api.listPatients(query as Parameters<typeof api.listPatients>[0]),
  );
  const { reload } = listPage;

  const [editing, setEditing] = useState<{ open: boolean; record?: Patient }>({ open: false });

  const removeOne = async (patient: Patient) => {
    const ok = await confirm({
      message: t.confirmRemove(patient.patientName),
      variant: 'danger',
    });
    if (!ok) return;
    await api.deletePatient(patient.id);
    notifySuccess(t.removed);
    reload();
  };
  const removeMany = async (ids: string[]) => {
    const ok = await confirm({ message: t.confirmRemoveMany(ids.length), variant: 'danger' });
    if (!ok) return;
    let removed = 0;
    for (const id of ids) {
      try {
        await api.deletePatient(Number(id));
        removed += 1;
      } catch {
        // The API client has shown why; go on with the others.
      }
    }
    if (removed > 0) notifySuccess(t.removedMany(removed));
    update({ selection: [] });
    reload();
  };
  /** Issue 32: an admin brings an archived patient (and their account) back. */
  const restoreOne = async (patient: Patient) => {
    const ok = await confirm({ message: t.confirmRestore(patient.patientName) });
    if (!ok) return;
    await api.restoreUser(patient.userId);
    notifySuccess(t.restored);
    reload();
  };

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('patientName', {
          header: t.columns.name,
          enableHiding: false,
          cell: ({ row }) => (
            <>
              <Link
                to={patientPath(row.original.id)}
                className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.original.patientName}
              </Link>
              {row.original.archivedAt !== null && <Badge className="ms-2">{t.archived}</Badge>}
            </>
          ),
        }),
        col.accessor('sex', {
          header: t.columns.sex,
          cell: ({ getValue }) => choiceLabel('sex', getValue(), choices) ?? '—',
        }),
        col.accessor('age', {
          header: t.columns.age,
          meta: { cellClassName: 'tabular-nums' },
          cell: ({ getValue }) => {
            const age = getValue();
            return age === null ? '—' : t.ageValue(age);
          },
        }),
        col.accessor('edu', {
          header: t.columns.edu,
          enableSorting: false,
          cell: ({ getValue }) => choiceLabel('education', getValue(), choices) ?? '—',
        }),
        col.accessor('phone', {
          header: t.columns.phone,
          enableSorting: false,
          cell: ({ row, getValue }) => {
            const phone = getValue();
            return phone === null ? (
              '—'
            ) : (
              <MaskedValue
                value={phone}
                kind="phone"
                onReveal={async () => (await api.revealPatient(row.original.id, 'phone')) ?? phone}
              />
            );
          },
        }),
        col.accessor('identityCard', {
          header: t.columns.identityCard,
          enableSorting: false,
          cell: ({ row, getValue }) => {
            const card = getValue();
            return card === null ? (
              '—'
            ) : (
              <MaskedValue
                value={card}
                kind="idCard"
                onReveal={async () =>
                  (await api.revealPatient(row.original.id, 'identityCard')) ?? card
                }
              />
            );
          },
        }),
        col.accessor('careTeam', {
          header: t.columns.careTeam,
          enableSorting: false,
          cell: ({ getValue }) => {
            const team = getValue();
            return team.length === 0 ? '—' : team.map((member) => member.doctorName).join('、');
          },
        }),
        col.display({
          id: 'actions',
          header: t.columns.actions,
          meta: { label: t.columns.actions },
          cell: ({ row }) =>
            row.original.archivedAt !== null ? (
              <div className="flex gap-1">
                {isAdmin && (
                  <Button
                    variant="link"
                    shape="label"
                    className="px-1"
                    aria-label={t.restoreOf(row.original.patientName)}
                    onClick={() => void restoreOne(row.original).catch(() => {})}
                  >
                    {t.restore}
                  </Button>
                )}
              </div>
            ) : (
              <div className="flex gap-1">
                {canUpdate && (
                  <Button
                    variant="link"
                    shape="label"
                    className="px-1"
                    aria-label={t.editOf(row.original.patientName)}
                    onClick={() => setEditing({ open: true, record: row.original })}
                  >
                    {t.edit}
                  </Button>
                )}
                {canDelete && (
                  <Button
                    variant="link"
                    shape="label"
                    className="px-1 text-danger"
                    aria-label={t.removeOf(row.original.patientName)}
                    onClick={() => void removeOne(row.original).catch(() => {})}
                  >
                    {t.remove}
                  </Button>
                )}
              </div>
            ),
        }),
      ]),
    // removeOne and restoreOne read only stable things and `reload` (stable).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, choices, canUpdate, canDelete, isAdmin],
  );

  const filtered = Object.values(state.filters).some((value) => value !== '');

  return (
    <ListPageFrame
      title={t.title}
      actions={
        <>
          {canAdd && (
            <Button variant="primary" onClick={() => setEditing({ open: true })}>
              <Plus aria-hidden="true" className="size-4" />
              {t.add}
            </Button>
          )}
          {canExport && (
            <ExportMenu
              exportRows={(format) =>
                api.exportPatients({
                  ...(exportQueryOf(query) as Parameters<typeof api.exportPatients>[0]),
                  format,
                  locale,
                })
              }
            />
          )}
        </>
      }
    >
      <CurrentPatientRow />
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(listPage, lists.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(patient) => String(patient.id)}
        getRowLabel={(patient) => patient.patientName}
        emptyText={filtered ? lists.noMatch : t.empty}
        filters={
          <PatientFilters
            key={JSON.stringify(state.filters)}
            value={state.filters}
            onApply={(filters) => update({ filters })}
            searchDoctors={isAdmin ? searchDoctors : undefined}
            doctor={doctorInForce}
            showArchived={isAdmin}
          />
        }
        bulkActions={
          canDelete
            ? (ids) => (
                <Button variant="danger" onClick={() => void removeMany(ids).catch(() => {})}>
                  {t.removeSelected}
                </Button>
              )
            : undefined
        }
      />
      <PatientFormDrawer
        open={editing.open}
        record={editing.record}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        onSaved={() => reload()}
      />
    </ListPageFrame>
  );
}
