import type { Announcement, AnnouncementReceipts, PatientGroup } from '@cep/contract';
import { useSession } from '@cep/auth/react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  confirm,
  createDataTableColumnHelper,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  type Locale,
  TimeAgoText,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api-client';
import { useRecordRevision } from '../../../profile/revision-conflict';
import { notifySuccess } from '../../../feedback/toasts';
import { listMessages, listQueryOf, tableFeed, useListPage } from '../../../lists';
import { audienceText } from '../announcement-card';
import { useCommunityVersion } from '../live';
import { communityMessages, type CommunityMessages } from '../messages';
import { AnnouncementForm } from './announcement-form';

const col = createDataTableColumnHelper<Announcement>();

function announcementColumns(
  t: CommunityMessages,
  locale: Locale,
  act: (announcement: Announcement, action: 'receipts' | 'edit' | 'delete') => void,
) {
  return col.columns([
    col.accessor('title', {
      header: t.columns.title,
      enableSorting: false,
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.original.title}
          {row.original.pinned && <Badge variant="info">{t.pinned}</Badge>}
        </span>
      ),
    }),
    col.display({
      id: 'audience',
      header: t.columns.audience,
      meta: { label: t.columns.audience },
      cell: ({ row }) => audienceText(row.original, t),
    }),
    col.accessor('authorName', { header: t.columns.author, enableSorting: false }),
    col.accessor('createdAt', {
      header: t.columns.time,
      enableSorting: false,
      cell: ({ getValue }) => <TimeAgoText className="whitespace-nowrap" time={getValue()} />,
    }),
    col.display({
      id: 'read',
      header: t.columns.readCount,
      meta: { label: t.columns.readCount },
      cell: ({ row }) => t.readCountOf(row.original.readCount, row.original.audienceSize),
    }),
    col.display({
      id: 'actions',
      header: t.columns.actions,
      meta: { label: t.columns.actions },
      cell: ({ row }) =>
        row.original.editable ? (
          <span className="flex gap-2">
            <Button
              size="sm"
              aria-label={t.receiptsOf(row.original.title)}
              onClick={() => act(row.original, 'receipts')}
            >
              {t.receipts}
            </Button>
            <Button
              size="sm"
              aria-label={t.editOf(row.original.title)}
              onClick={() => act(row.original, 'edit')}
            >
              {t.edit}
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={t.deleteOf(row.original.title)}
              onClick={() => act(row.original, 'delete')}
            >
              {t.remove_}
            </Button>
          </span>
        ) : null,
    }),
  ]);
}

/**
 * 发布公告 (clinicians): the editor, and the announcements they may read as the console's one
 * table — their own with how many read them, 已读回执 (who, when), 编辑 and 删除.
 */
export default function AnnouncementsPanel() {
  const t = useMessages(communityMessages);
  const lists = useMessages(listMessages);
  const locale = useLocale();
  const { roles } = useSession();
  const version = useCommunityVersion('announcements');
  const { state, onStateChange } = useDataTableState({ tableId: 'community-announcements' });
  const query = listQueryOf(state);
  const listPage = useListPage(`${JSON.stringify(query)}:${version}`, () =>
    api.listAnnouncements({ pageNum: query.pageNum, pageSize: query.pageSize }),
  );
  const [groups, setGroups] = useState<PatientGroup[]>([]);
  useEffect(() => {
    void api.listPatientGroups().then((list) => setGroups(list.filter((g) => g.manages)));
  }, []);
  const [editing, setEditing] = useState<Announcement | null>(null);
  // Another clinician may save the announcement meanwhile: the save says which revision it edits.
  const {
    guard,
    current: shown,
    sending,
  } = useRecordRevision(
    editing ?? undefined,
    async (id) => {
      const found = (await api.listAnnouncements({ pageSize: 100 })).list.find(
        (announcement) => announcement.id === id,
      );
      if (!found) throw new Error(`announcement ${id} is gone`);
      return found;
    },
    [
      { name: 'title', label: t.titleField },
      { name: 'pinned', label: t.pin },
      { name: 'bodyHtml', label: t.body },
    ],
  );
  const [receipts, setReceipts] = useState<{ title: string; data: AnnouncementReceipts } | null>(
    null,
  );
  const { reload } = listPage;
  const columns = useMemo(
    () =>
      announcementColumns(t, locale, (announcement, action) => {
        if (action === 'receipts') {
          void api
            .getAnnouncementReceipts(announcement.id)
            .then((data) => setReceipts({ title: announcement.title, data }));
        } else if (action === 'edit') {
          setEditing(announcement);
        } else {
          void confirm({ message: t.confirmDelete(announcement.title), variant: 'danger' })
            .catch(() => false)
            .then(async (yes) => {
              if (!yes) return;
              await api.deleteAnnouncement(announcement.id);
              notifySuccess(t.deleted);
              reload();
            });
        }
      }),
    [t, locale, reload],
  );
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>{editing ? t.editOf(editing.title) : t.tabs.publish}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2">
          <AnnouncementForm
            key={shown ? `${shown.id}:${shown.revision}` : 'new'}
            groups={groups}
            careTeam={roles.includes('doctor') && !roles.includes('admin')}
            {...(shown
              ? {
                  initial: {
                    title: shown.title,
                    bodyHtml: shown.bodyHtml,
                    pinned: shown.pinned,
                  },
                  guard,
                }
              : {})}
            submitText={editing ? t.save : t.publish}
            onSave={async (announcement) => {
              if (editing) {
                guard.saved(
                  await api.updateAnnouncement(
                    sending({
                      id: editing.id,
                      title: announcement.title,
                      bodyHtml: announcement.bodyHtml,
                      pinned: announcement.pinned,
                    }),
                  ),
                );
                notifySuccess(t.updated);
                setEditing(null);
              } else {
                await api.addAnnouncement(announcement);
                notifySuccess(t.published);
              }
              reload();
            }}
          />
          {editing && (
            <div>
              <Button onClick={() => setEditing(null)}>{t.cancel}</Button>
            </div>
          )}
        </CardContent>
      </Card>
      <DataTable
        caption={t.announcementsCaption}
        columns={columns}
        {...tableFeed(listPage, lists.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(announcement) => String(announcement.id)}
        emptyText={t.noAnnouncements}
      />
      <Dialog open={receipts !== null} onOpenChange={(open) => !open && setReceipts(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{receipts ? t.receiptsOf(receipts.title) : ''}</DialogTitle>
            <DialogDescription>
              {receipts
                ? t.receiptsSummary(receipts.data.readCount, receipts.data.audienceSize)
                : ''}
            </DialogDescription>
          </DialogHeader>
          {receipts && <ReceiptsList receipts={receipts.data} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Who read it, by name where the clinician may know it, and how many others. */
export function ReceiptsList({ receipts }: { receipts: AnnouncementReceipts }) {
  const t = useMessages(communityMessages);
  return (
    <div className="flex flex-col gap-2">
      {receipts.readCount === 0 && <p>{t.noReaders}</p>}
      <ul className="flex flex-col gap-1">
        {receipts.readers.map((reader) => (
          <li key={reader.patientId}>
            {reader.name} · <TimeAgoText time={reader.readAt}>{t.readAt}</TimeAgoText>
          </li>
        ))}
      </ul>
      {receipts.unnamedReaders > 0 && <p>{t.unnamedReaders(receipts.unnamedReaders)}</p>}
    </div>
  );
}
