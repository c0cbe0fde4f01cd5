import type { ListQuery as CallListQuery } from '@cep/api-client';
import { usePermission, useSession } from '@cep/auth/react';
import type { User, UserStatus } from '@cep/contract';
import {
  Badge,
  Button,
  confirm,
  createDataTableColumnHelper,
  DataTable,
  formatTime,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { UserPlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import {
  ExportMenu,
  exportQueryOf,
  listMessages,
  ListPageFrame,
  listQueryOf,
  useListPage,
} from '../../../lists';
import { planBulkStatus } from './bulk-status';
import { usersMessages } from './messages';
import { UserFilters, userFilterKeys } from './user-filters';
import { PasswordResetForm } from './password-reset-form';
import { UserCreateForm } from './user-create-form';
import { UserEditForm } from './user-edit-form';
import { UserFormDialog } from './user-form-fields';
import { UserRolesForm } from './user-roles-form';
import { UserRowActions, type UserAction } from './user-row-actions';

/** The dialog on screen: 新增用户, or one of a row's forms. */
type OpenDialog =
  { form: 'create' } | { form: 'edit' | 'roles' | 'resetPassword'; user: User } | null;

const col = createDataTableColumnHelper<User>();

/** A user's name for messages: the name, or the username when the name is empty. */
const nameOf = (user: Pick<User, 'name' | 'username'>) => user.name || user.username;

/**
 * 用户管理 (admin): the accounts with the server's paging, sort and filters in the URL; create,
 * edit, roles, enable / disable, reset password and delete; bulk 启用 / 停用; 导出.
 */
export default function UsersPage() {
  const t = useMessages(usersMessages);
  const tl = useMessages(listMessages);
  const locale = useLocale();
  const session = useSession();
  const canAdd = usePermission('user:add');
  const canExport = usePermission('user:export');
  const canUpdate = usePermission('user:update');
  const { state, onStateChange, update } = useDataTableState({
    tableId: 'system-users',
    filterKeys: userFilterKeys,
    pageSizes: [10, 20, 50, 100],
    searchParams: useSearchParams(),
  });
  const query = listQueryOf(state);
  const list = useListPage(JSON.stringify(query), () =>
    api.listUsers(query as CallListQuery<'listUsers'>),
  );
  const { reload } = list;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const closeDialog = () => setDialog(null);

  const setStatus = useCallback(
    async (user: User, status: UserStatus) => {
      if (status === 'disabled') {
        const ok = await confirm({ message: t.confirmDisable(nameOf(user)), variant: 'danger' });
        if (!ok) return;
      }
      try {
        await api.setUserStatus({ id: user.id, status });
      } catch {
        return; // The API client has shown the server's message (yourself, the last admin).
      }
      notifySuccess(
        status === 'enabled' ? t.done.enabled(nameOf(user)) : t.done.disabled(nameOf(user)),
      );
      reload();
    },
    [t, reload],
  );

  const remove = useCallback(
    async (user: User) => {
      const ok = await confirm({ message: t.confirmDelete(nameOf(user)), variant: 'danger' });
      if (!ok) return;
      try {
        await api.deleteUser(user.id);
      } catch {
        return; // Shown by the API client (yourself, the last admin).
      }
      notifySuccess(t.done.deleted(nameOf(user)));
      reload();
    },
    [t, reload],
  );

  /** Issue 32: an archived account (and its record) comes back. */
  const restore = useCallback(
    async (user: User) => {
      const ok = await confirm({ message: t.confirmRestore(nameOf(user)) });
      if (!ok) return;
      try {
        await api.restoreUser(user.id);
      } catch {
        return; // Shown by the API client.
      }
      notifySuccess(t.done.restored(nameOf(user)));
      reload();
    },
    [t, reload],
  );

  /** Issue 30: a lost phone, a person who left: every sign-in of the account ends now. */
  const endSessions = useCallback(
    async (user: User) => {
      const ok = await confirm({ message: t.confirmEndSessions(nameOf(user)), variant: 'danger' });
      if (!ok) return;
      let ended: number;
      try {
        ({ ended } = await api.endUserSessions(user.id));
      } catch {
        return; // Shown by the API client.
      }
      notifySuccess(t.done.sessionsEnded(nameOf(user), ended));
    },
    [t],
  );

  /**
   * Issue 30: a person lost their phone and recovery codes. The server asks the admin to confirm
   * their identity first (step-up, the API client's dialog) and refuses their own account.
   */
  const resetSecondFactor = useCallback(
    async (user: User) => {
      const ok = await confirm({
        message: t.confirmResetSecondFactor(nameOf(user)),
        variant: 'danger',
      });
      if (!ok) return;
      try {
        await api.resetUserSecondFactor(user.id);
      } catch {
        return; // Shown by the API client (own account, nothing bound).
      }
      notifySuccess(t.done.secondFactorReset(nameOf(user)));
    },
    [t],
  );

  const act = useCallback(
    (user: User, action: UserAction) => {
      if (action === 'endSessions') {
        void endSessions(user);
      } else if (action === 'resetSecondFactor') {
        void resetSecondFactor(user);
      } else if (action === 'status') {
        void setStatus(user, user.status === 'enabled' ? 'disabled' : 'enabled');
      } else if (action === 'delete') {
        void remove(user);
      } else if (action === 'restore') {
        void restore(user);
      } else {
        setDialog({ form: action, user });
      }
    },
    [setStatus, remove, restore, endSessions, resetSecondFactor],
  );

  const columns = useMemo(() => {
    return col.columns([
      col.accessor('username', {
        header: t.columns.username,
        enableHiding: false,
        cell: ({ row, getValue }) => (
          <>
            {getValue()}
            {row.original.archivedAt !== null && <Badge className="ms-2">{t.archived}</Badge>}
          </>
        ),
      }),
      col.accessor('name', { header: t.columns.name }),
      col.accessor('userAuth', {
        header: t.columns.userAuth,
        enableSorting: false,
        cell: ({ getValue }) => t.kinds[getValue()],
      }),
      col.accessor('roles', {
        header: t.columns.roles,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue()
            .map((role) => t.roleNames[role])
            .join('、'),
      }),
      col.accessor('status', {
        header: t.columns.status,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue() === 'enabled' ? (
            <Badge variant="success">{t.statuses.enabled}</Badge>
          ) : (
            <Badge>{t.statuses.disabled}</Badge>
          ),
      }),
      col.accessor('createTime', {
        header: t.columns.createTime,
        meta: { cellClassName: 'tabular-nums whitespace-nowrap' },
        cell: ({ getValue }) => formatTime(getValue()),
      }),
      col.display({
        id: 'actions',
        header: t.columns.actions,
        meta: { label: t.columns.actions },
        cell: ({ row }) => (
          <UserRowActions user={row.original} onAction={(action) => act(row.original, action)} />
        ),
      }),
    ]);
  }, [t, act]);

  const bulkStatus = async (selectedIds: string[], status: UserStatus) => {
    const plan = planBulkStatus(selectedIds, list.rows, session.id, status);
    if (plan.ids.length === 0) {
      await confirm({
        message: plan.skippedSelf ? t.bulk.nothingToDo : t.bulk.alreadyInStatus,
        showCancel: false,
      });
      return;
    }
    if (status === 'disabled') {
      const question = t.bulk.disableQuestion(plan.ids.length);
      const ok = await confirm({
        message: plan.skippedSelf ? `${question}${t.bulk.skippedSelf}` : question,
        variant: 'danger',
      });
      if (!ok) return;
    }
    let changed = 0;
    for (const id of plan.ids) {
      try {
        await api.setUserStatus({ id, status });
        changed += 1;
      } catch {
        // Shown by the API client (e.g. the last admin); the others still change.
      }
    }
    const done = status === 'enabled' ? t.bulk.enabled(changed) : t.bulk.disabled(changed);
    notifySuccess(
      plan.skippedSelf && status === 'enabled' ? `${done}。${t.bulk.skippedSelf}` : done,
    );
    update({ selection: [] });
    reload();
  };

  const filtered = Object.values(state.filters).some((value) => value !== '');
  const saved = (message: string) => {
    notifySuccess(message);
    closeDialog();
    reload();
  };

  return (
    <ListPageFrame
      title={t.title}
      actions={
        <>
          {canAdd && (
            <Button variant="primary" onClick={() => setDialog({ form: 'create' })}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t.add}
            </Button>
          )}
          {canExport && (
            <ExportMenu
              disabled={list.total === 0}
              exportRows={(format) =>
                api.exportUsers({
                  ...exportQueryOf(query),
                  format,
                  locale,
                } as CallListQuery<'exportUsers'>)
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
        getRowId={(user) => String(user.id)}
        getRowLabel={(user) => user.username}
        loading={list.loading}
        error={list.error ? t.loadFailed : undefined}
        onRetry={reload}
        emptyText={filtered ? tl.noMatch : t.noUsers}
        filters={<UserFilters value={state.filters} onApply={(filters) => update({ filters })} />}
        bulkActions={
          canUpdate
            ? (ids) => (
                <>
                  <Button onClick={() => void bulkStatus(ids, 'enabled')}>{t.bulk.enable}</Button>
                  <Button variant="danger" onClick={() => void bulkStatus(ids, 'disabled')}>
                    {t.bulk.disable}
                  </Button>
                </>
              )
            : undefined
        }
      />

      <UserFormDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && closeDialog()}
        title={
          dialog === null || dialog.form === 'create'
            ? t.dialogs.createTitle
            : dialog.form === 'edit'
              ? t.dialogs.editTitle(nameOf(dialog.user))
              : dialog.form === 'roles'
                ? t.dialogs.rolesTitle(nameOf(dialog.user))
                : t.dialogs.resetTitle(nameOf(dialog.user))
        }
        description={
          dialog === null || dialog.form === 'create'
            ? t.dialogs.createDescription
            : dialog.form === 'edit'
              ? t.dialogs.editDescription
              : dialog.form === 'roles'
                ? t.dialogs.rolesDescription
                : t.dialogs.resetDescription
        }
      >
        {dialog?.form === 'create' && (
          <UserCreateForm
            onSubmit={async (body) => {
              const added = await api.addUser(body);
              saved(t.done.created(nameOf(added)));
            }}
          />
        )}
        {dialog?.form === 'edit' && (
          <UserEditForm
            user={dialog.user}
            loadLatest={(id) => api.getUser(id)}
            onSubmit={async (body) => {
              const changed = await api.updateUser(body);
              saved(t.done.updated(nameOf(changed)));
            }}
          />
        )}
        {dialog?.form === 'roles' && (
          <UserRolesForm
            user={dialog.user}
            onSubmit={async (body) => {
              const changed = await api.saveUserRole(body);
              saved(t.done.rolesSaved(nameOf(changed)));
            }}
          />
        )}
        {dialog?.form === 'resetPassword' && (
          <PasswordResetForm
            user={dialog.user}
            onSubmit={async (body) => {
              const changed = await api.resetPassword(body);
              saved(t.done.passwordReset(nameOf(changed)));
            }}
          />
        )}
      </UserFormDialog>
    </ListPageFrame>
  );
}
