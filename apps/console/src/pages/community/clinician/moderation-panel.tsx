import type { Post } from '@cep/contract';
import {
  Badge,
  createDataTableColumnHelper,
  DataTable,
  type Locale,
  TimeAgoText,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { useMemo, useState } from 'react';
import { api } from '../../../api-client';
import { notifySuccess } from '../../../feedback/toasts';
import { listMessages, listQueryOf, tableFeed, useListPage } from '../../../lists';
import { useCommunityVersion } from '../live';
import { communityMessages, type CommunityMessages } from '../messages';
import { ModerationButtons } from '../post-card';

const col = createDataTableColumnHelper<Post>();
const statusVariant = { pending: 'warning', visible: 'success', hidden: 'danger' } as const;

/** The queue's columns: where, who (nickname and, for the care team, the name), what, why. */
function moderationColumns(
  t: CommunityMessages,
  locale: Locale,
  step: (post: Post, step: 'approve' | 'hide' | 'restore') => void,
  busy: number | null,
) {
  return col.columns([
    col.accessor('groupName', { header: t.columns.group, enableSorting: false }),
    col.display({
      id: 'author',
      header: t.columns.author,
      meta: { label: t.columns.author },
      cell: ({ row }) => t.authorOf(row.original.nickname, row.original.authorRealName),
    }),
    col.accessor('body', {
      header: t.columns.body,
      enableSorting: false,
      cell: ({ getValue }) => (
        <span className="line-clamp-3 max-w-80 break-words">{getValue()}</span>
      ),
    }),
    col.accessor('status', {
      header: t.columns.state,
      enableSorting: false,
      cell: ({ getValue }) => <Badge variant={statusVariant[getValue()]}>{t[getValue()]}</Badge>,
    }),
    col.display({
      id: 'reports',
      header: t.columns.reports,
      meta: { label: t.columns.reports },
      cell: ({ row }) => t.reportsOf(row.original.reports, row.original.reportReasons),
    }),
    col.accessor('createdAt', {
      header: t.columns.time,
      enableSorting: false,
      cell: ({ getValue }) => <TimeAgoText className="whitespace-nowrap" time={getValue()} />,
    }),
    col.display({
      id: 'actions',
      header: t.columns.actions,
      meta: { label: t.columns.actions },
      cell: ({ row }) => (
        <span className="flex gap-2">
          <ModerationButtons
            post={row.original}
            busy={busy === row.original.id}
            onStep={(s) => step(row.original, s)}
          />
        </span>
      ),
    }),
  ]);
}

/**
 * 审核队列 (clinicians): posts of the groups they lead that wait for approval or were reported,
 * oldest first, as the console's one table. Approving or hiding takes a row off the queue; a
 * new post or report arrives by the live notice.
 */
export default function ModerationPanel() {
  const t = useMessages(communityMessages);
  const lists = useMessages(listMessages);
  const locale = useLocale();
  const version = useCommunityVersion('posts');
  const { state, onStateChange } = useDataTableState({ tableId: 'community-moderation' });
  const query = listQueryOf(state);
  const listPage = useListPage(`${JSON.stringify(query)}:${version}`, () =>
    api.listModerationQueue({ pageNum: query.pageNum, pageSize: query.pageSize }),
  );
  const [busy, setBusy] = useState<number | null>(null);
  const { reload } = listPage;
  const columns = useMemo(
    () =>
      moderationColumns(
        t,
        locale,
        (post, step) => {
          setBusy(post.id);
          const done =
            step === 'approve'
              ? api.approvePost(post.id)
              : step === 'hide'
                ? api.hidePost(post.id)
                : api.restorePost(post.id);
          void done
            .then(() => {
              notifySuccess(
                step === 'approve' ? t.approved : step === 'hide' ? t.hiddenToast : t.restored,
              );
              reload();
            })
            .finally(() => setBusy(null));
        },
        busy,
      ),
    [t, locale, busy, reload],
  );
  return (
    <DataTable
      caption={t.queueCaption}
      columns={columns}
      {...tableFeed(listPage, lists.loadFailed)}
      state={state}
      onStateChange={onStateChange}
      getRowId={(post) => String(post.id)}
      emptyText={t.queueEmpty}
    />
  );
}
