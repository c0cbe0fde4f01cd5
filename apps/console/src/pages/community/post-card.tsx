import type { Post } from '@cep/contract';
import { Badge, Button, GroupAvatar, TimeAgoText, useMessages } from '@cep/ui';
import type { ReactNode } from 'react';
import { usePicture } from '../../use-picture';
import { communityMessages } from './messages';

const statusVariant = { pending: 'warning', visible: 'success', hidden: 'danger' } as const;

/**
 * One post as its reader may see it: the author's avatar and nickname (a clinician also sees the
 * real name of their care teams' patients), the time, the text and picture, the state in words
 * when it is not simply shown, and what the reader may do (`actions`).
 */
export function PostCard({
  post,
  actions,
  showStatus = false,
  size = 'md',
}: {
  post: Post;
  actions?: ReactNode;
  /** Clinicians: the state even when shown, the reports and who moderated. */
  showStatus?: boolean;
  /** `lg` on patients' screens. */
  size?: 'md' | 'lg';
}) {
  const t = useMessages(communityMessages);
  const picture = usePicture(post.imageUrl);
  return (
    <article
      aria-label={t.authorOf(post.nickname, post.authorRealName)}
      data-post-id={post.id}
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <header className="flex flex-wrap items-center gap-3">
        <GroupAvatar avatar={post.avatar} size={size === 'lg' ? 'md' : 'sm'} />
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold break-all">
            {t.authorOf(post.nickname, post.authorRealName)}
            {post.mine && t.you}
          </span>
          <span className="text-sm text-muted-foreground">
            <TimeAgoText time={post.createdAt}>{t.postedAt}</TimeAgoText>
          </span>
        </span>
        {(showStatus || post.status !== 'visible') && (
          <Badge variant={statusVariant[post.status]}>{t[post.status]}</Badge>
        )}
      </header>
      <p
        className={
          size === 'lg'
            ? 'text-lg break-words whitespace-pre-wrap'
            : 'break-words whitespace-pre-wrap'
        }
      >
        {post.body}
      </p>
      {post.imageUrl && picture && (
        <img
          src={picture}
          alt={t.image(post.nickname)}
          className="max-h-80 max-w-full self-start rounded-md border border-border object-contain"
        />
      )}
      {showStatus && post.reports > 0 && (
        <p className="text-sm">
          {t.columns.reports}：{t.reportsOf(post.reports, post.reportReasons)}
        </p>
      )}
      {showStatus && post.moderatedBy && (
        <p className="text-sm text-muted-foreground">
          {post.moderatedBy}
          {post.moderationReason ? `：${post.moderationReason}` : ''}
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}

/** The clinician's steps on a post, by its state. */
export function ModerationButtons({
  post,
  onStep,
  busy = false,
}: {
  post: Post;
  onStep: (step: 'approve' | 'hide' | 'restore') => void;
  busy?: boolean;
}) {
  const t = useMessages(communityMessages);
  return (
    <>
      {(post.status === 'pending' || (post.status === 'visible' && post.reports > 0)) && (
        <Button
          variant="primary"
          disabled={busy}
          aria-label={t.approveOf(post.id)}
          onClick={() => onStep('approve')}
        >
          {t.approve}
        </Button>
      )}
      {post.status !== 'hidden' && (
        <Button
          variant="danger"
          disabled={busy}
          aria-label={t.hideOf(post.id)}
          onClick={() => onStep('hide')}
        >
          {t.hide}
        </Button>
      )}
      {post.status === 'hidden' && (
        <Button disabled={busy} aria-label={t.restoreOf(post.id)} onClick={() => onStep('restore')}>
          {t.restore}
        </Button>
      )}
    </>
  );
}
