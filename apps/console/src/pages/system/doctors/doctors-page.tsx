import { usePermission } from '@cep/auth/react';
import type { Doctor } from '@cep/contract';
import {
  Button,
  confirm,
  DataTable,
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { profileMessages } from '../../../i18n/profile-messages';
import {
  ExportMenu,
  exportQueryOf,
  listMessages,
  listQueryOf,
  ListPageFrame,
  useListPage,
} from '../../../lists';
import { doctorColumns } from './doctor-columns';
import { DoctorFilters } from './doctor-filters';
import { CreateDoctorPanel, DoctorDetailPanel, EditDoctorPanel } from './doctor-panels';
import { doctorsMessages } from './messages';

type ListDoctorsQuery = NonNullable<Parameters<typeof api.listDoctors>[0]>;
type ExportDoctorsQuery = NonNullable<Parameters<typeof api.exportDoctors>[0]>;

/** Which drawer is open, and on which record. */
type Panel =
  { kind: 'create' } | { kind: 'edit'; record: Doctor } | { kind: 'detail'; record: Doctor } | null;

const filterKeys = ['name', 'phone', 'job', 'archived'];

/**
 * 医生管理 (issue 12): the doctors on the server's list — sorted, filtered and paged there, the
 * view in the URL — with 新增 / 编辑 in a drawer, 详情 with the doctor's patients, 删除 (one or
 * the selected) after the 系统提示 question, and 导出. An admin manages; a doctor reads: the
 * buttons follow the session's permission codes, and the server checks every call again.
 */
export default function DoctorsPage() {
  const t = useMessages(doctorsMessages);
  const lists = useMessages(listMessages);
  const { choices } = useMessages(profileMessages);
  const locale = useLocale();
  const canAdd = usePermission('doctor:add');
  const canDelete = usePermission('doctor:delete');
  const canExport = usePermission('doctor:export');
  const canReveal = usePermission('doctor:list');
  const canListPatients = usePermission('patient:list');
  // Editing someone else's record is the admin's (the holder of doctor:add); a doctor edits their
  // own in 个人中心.
  const mayUpdate = usePermission('doctor:update');
  const canEdit = canAdd && mayUpdate;
  const isAdmin = usePermission('admin');

  const { state, onStateChange, update } = useDataTableState({
    tableId: 'system-doctors',
    filterKeys,
    searchParams: useSearchParams(),
    initialState: { columnVisibility: { occupationalNumber: false } },
  });
  const query = listQueryOf(state);
  const list = useListPage(JSON.stringify(query), () => api.listDoctors(query as ListDoctorsQuery));
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const filtered = Object.values(state.filters).some((value) => value.trim() !== '');

  const { reload } = list;
  /** Asks 系统提示, then deletes the records one by one; resolves whether it was confirmed. */
  const remove = useCallback(
    async (doctors: Doctor[]) => {
      const [first] = doctors;
      if (!first) return false;
      const ok = await confirm({
        message:
          doctors.length === 1
            ? t.confirmRemove(first.doctorName)
            : t.confirmRemoveMany(doctors.length),
        variant: 'danger',
      });
      if (!ok) return false;
      let removed = 0;
      try {
        for (const doctor of doctors) {
          await api.deleteDoctor(doctor.id);
          removed += 1;
        }
      } catch {
        // The API client has shown the server's message; the list shows what is left.
      }
      if (removed > 0) notifySuccess(t.removed(removed));
      reload();
      return true;
    },
    [t, reload],
  );
  /** Issue 32: an admin brings an archived doctor (and their account) back. */
  const restore = useCallback(
    async (doctor: Doctor) => {
      const ok = await confirm({ message: t.confirmRestore(doctor.doctorName) });
      if (!ok) return;
      await api.restoreUser(doctor.userId);
      notifySuccess(t.restored);
      reload();
    },
    [t, reload],
  );

  const columns = useMemo(
    () =>
      doctorColumns({
        t,
        choices,
        revealPhone: canReveal
          ? async (doctor) => (await api.revealDoctor(doctor.id)) ?? ''
          : undefined,
        onDetail: (record) => setPanel({ kind: 'detail', record }),
        onEdit: canEdit ? (record) => setPanel({ kind: 'edit', record }) : undefined,
        onRemove: canDelete ? (record) => void remove([record]) : undefined,
        onRestore: isAdmin ? (record) => void restore(record).catch(() => {}) : undefined,
      }),
    [t, choices, canReveal, canEdit, canDelete, remove, isAdmin, restore],
  );

  const selected = list.rows.filter((row) => state.selection.includes(String(row.id)));

  return (
    <ListPageFrame
      title={t.title}
      actions={
        <>
          {canAdd && (
            <Button variant="primary" icon={<Plus />} onClick={() => setPanel({ kind: 'create' })}>
              {t.add}
            </Button>
          )}
          {canExport && (
            <ExportMenu
              exportRows={(format) =>
                api.exportDoctors({
                  ...(exportQueryOf(query) as ExportDoctorsQuery),
                  format,
                  locale,
                })
              }
            />
          )}
        </>
      }
    >
      <DataTable
        caption={t.caption}
        columns={columns}
        data={list.rows}
        total={list.total}
        state={state}
        onStateChange={onStateChange}
        getRowId={(doctor) => String(doctor.id)}
        getRowLabel={(doctor) => doctor.doctorName}
        loading={list.loading}
        error={list.error != null ? lists.loadFailed : undefined}
        onRetry={list.reload}
        emptyText={filtered ? lists.noMatch : t.empty}
        filters={
          <DoctorFilters
            value={state.filters}
            onApply={(filters) => update({ filters: { ...filters } })}
            showArchived={isAdmin}
          />
        }
        bulkActions={
          canDelete
            ? () => (
                <Button
                  variant="danger"
                  icon={<Trash2 />}
                  onClick={() =>
                    void remove(selected).then((done) => done && update({ selection: [] }))
                  }
                >
                  {t.removeSelected}
                </Button>
              )
            : undefined
        }
      />
      <Drawer open={panel !== null} onOpenChange={(open) => !open && close()}>
        {panel && (
          <DrawerContent width={panel.kind === 'detail' ? 36 : 42}>
            <DrawerHeader>
              <DrawerTitle>
                {panel.kind === 'create'
                  ? t.createTitle
                  : panel.kind === 'edit'
                    ? t.editTitle
                    : t.detailTitle}
              </DrawerTitle>
              <DrawerDescription>
                {panel.kind === 'create'
                  ? t.createDescription
                  : panel.kind === 'edit'
                    ? t.editDescription
                    : t.detailDescription}
              </DrawerDescription>
            </DrawerHeader>
            {panel.kind === 'create' && (
              <CreateDoctorPanel
                onCreated={() => {
                  notifySuccess(t.created);
                  close();
                  list.reload();
                }}
              />
            )}
            {panel.kind === 'edit' && (
              <EditDoctorPanel
                record={panel.record}
                onSaved={() => {
                  notifySuccess(t.saved);
                  close();
                  list.reload();
                }}
              />
            )}
            {panel.kind === 'detail' && (
              <DoctorDetailPanel
                record={panel.record}
                canReveal={canReveal}
                showPatients={canListPatients}
                patientsNote={isAdmin ? undefined : t.patients.onlyMine}
                onLeave={close}
              />
            )}
          </DrawerContent>
        )}
      </Drawer>
    </ListPageFrame>
  );
}
