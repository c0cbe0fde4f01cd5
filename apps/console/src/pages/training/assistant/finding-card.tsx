import type { Finding } from '@cep/contract';
import { Badge, Button, formatTime, useLocale, useMessages } from '@cep/ui';
import { Link } from 'react-router';
import { findingMessages } from '../../../assistant/finding-messages';
import { assistantMessages } from './messages';

export interface FindingCardProps {
  finding: Finding;
  /** Offered for an open suggestion or reminder when the caller may decide. */
  onAccept?: (() => void) | undefined;
  onReject?: (() => void) | undefined;
  /** Offered for an unread alert. */
  onRead?: (() => void) | undefined;
  busy?: boolean;
}

/** One finding of the assistant: what, why with its numbers, what accepting does, and who decided. */
export function FindingCard({
  finding,
  onAccept,
  onReject,
  onRead,
  busy = false,
}: FindingCardProps) {
  const locale = useLocale();
  const words = findingMessages[locale];
  const t = useMessages(assistantMessages);
  const action = words.action(finding);
  const titleId = `finding-${finding.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-rule={finding.rule}
      data-status={finding.status}
      className="bg-card flex flex-col gap-2 rounded-md border border-border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={finding.kind === 'alert' ? 'danger' : 'default'}>
          {words.kinds[finding.kind]}
        </Badge>
        <h4 id={titleId} className="text-base font-semibold">
          {words.titles[finding.rule]}
        </h4>
        {finding.status !== 'open' && <Badge>{words.statuses[finding.status]}</Badge>}
        {finding.kind === 'alert' && !finding.read && <Badge variant="danger">{t.unread}</Badge>}
        <span className="ms-auto text-sm text-muted-foreground">
          {formatTime(finding.createdAt)}
        </span>
      </div>
      <p>{words.why(finding)}</p>
      {action && finding.status === 'open' && <p className="text-muted-foreground">{action}</p>}
      {finding.decidedAt !== null && finding.decidedBy && (
        <p className="text-sm text-muted-foreground">
          {t.decidedBy(finding.decidedBy, formatTime(finding.decidedAt))}
          {finding.reason ? `；${t.reason(finding.reason)}` : ''}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="link" size="sm">
          <Link to={finding.link}>{t.evidence}</Link>
        </Button>
        <span className="ms-auto flex flex-wrap gap-2">
          {onRead && (
            <Button size="sm" onClick={onRead} disabled={busy}>
              {t.markRead}
            </Button>
          )}
          {onReject && (
            <Button size="sm" onClick={onReject} disabled={busy}>
              {t.reject}
            </Button>
          )}
          {onAccept && (
            <Button size="sm" variant="primary" onClick={onAccept} disabled={busy}>
              {t.accept}
            </Button>
          )}
        </span>
      </div>
    </article>
  );
}
