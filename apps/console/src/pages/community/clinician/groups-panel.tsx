import type { PatientGroup } from '@cep/contract';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  createDataTableColumnHelper,
  DataTable,
  useDataTableState,
  useMessages,
} from '@cep/ui';
import { useSession } from '@cep/auth/react';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { listMessages, useListPage, tableFeed } from '../../../lists';
import { useCommunityVersion } from '../live';
import { communityMessages, type CommunityMessages } from '../messages';
import { GroupDetail } from './group-detail';
import { GroupForm } from './group-form';

const col = createDataTableColumnHelper<PatientGroup>();

function groupColumns(t: CommunityMessages, open: (group: PatientGroup) => void) {
  return col.columns([
    col.accessor('name', { header: t.columns.name, enableSorting: false }),
    col.accessor('doctorName', { header: t.leadDoctor, enableSorting: false }),
    col.display({
      id: 'members',
      header: t.columns.members,
      meta: { label: t.columns.members },
      cell: ({ row }) => row.original.members.length,
    }),
    col.accessor('moderation', {
      header: t.columns.moderation,
      enableSorting: false,
      cell: ({ getValue }) => (getValue() === 'pre' ? t.moderationPre : t.moderationPost),
    }),
    col.accessor('queued', { header: t.columns.queued, enableSorting: false }),
    col.display({
      id: 'open',
      header: t.columns.actions,
      meta: { label: t.columns.actions },
      cell: ({ row }) => (
        <Button
          size="sm"
          aria-label={t.openGroup(row.original.name)}
          onClick={() => open(row.original)}
        >
          {t.open}
        </Button>
      ),
    }),
  ]);
}

/**
 * 小组管理 (clinicians): the groups they lead (the admin: all) as the console's one table, a form
 * to start one, and a group's page — members, sessions and attendance, challenges, posts.
 */
export default function GroupsPanel() {
  const t = useMessages(communityMessages);
  const lists = useMessages(listMessages);
  const { roles } = useSession();
  const admin = roles.includes('admin');
  const version = useCommunityVersion('groups');
  const postsVersion = useCommunityVersion('posts');
  const { state, onStateChange } = useDataTableState({ tableId: 'community-groups' });
  const listPage = useListPage(`${version}:${postsVersion}`, async () => {
    const list = await api.listPatientGroups();
    return { list, total: list.length, pageNum: 1, pageSize: list.length || 1 };
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [doctors, setDoctors] = useState<Array<{ id: number; name: string }> | undefined>();
  useEffect(() => {
    if (!admin) return;
    void api
      .listDoctors({ pageSize: 100 })
      .then((page) => setDoctors(page.list.map((d) => ({ id: d.id, name: d.doctorName }))));
  }, [admin]);
  const columns = useMemo(() => groupColumns(t, (group) => setOpenId(group.id)), [t]);
  // The table shows the page the state asks for, from the whole list the server answered.
  const start = (state.pageNum - 1) * state.pageSize;
  const feed = tableFeed(listPage, lists.loadFailed);
  const open = listPage.rows.find((group) => group.id === openId);

  if (open) {
    return <GroupDetail group={open} onBack={() => setOpenId(null)} onChanged={listPage.reload} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button variant="primary" aria-expanded={creating} onClick={() => setCreating((v) => !v)}>
          <Plus aria-hidden="true" />
          {t.newGroup}
        </Button>
      </div>
      {creating && (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>{t.newGroup}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <GroupForm
              doctors={admin ? (doctors ?? []) : undefined}
              submitText={t.create}
              onSave={async (fields) => {
                const group = await api.addPatientGroup({ ...fields, patientIds: [] });
                notifySuccess(t.created);
                setCreating(false);
                listPage.reload();
                setOpenId(group.id);
              }}
            />
          </CardContent>
        </Card>
      )}
      <DataTable
        caption={t.groupsCaption}
        columns={columns}
        {...feed}
        data={feed.data.slice(start, start + state.pageSize)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(group) => String(group.id)}
        emptyText={t.noManagedGroups}
      />
    </div>
  );
}
