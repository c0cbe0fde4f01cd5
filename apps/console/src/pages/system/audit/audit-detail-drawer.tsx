import type { AuditEntry } from '@cep/contract';
import {
  Descriptions,
  Drawer,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
  useLocale,
  useMessages,
} from '@cep/ui';
import { PreformattedText } from '../preformatted-text';
import { actorText, AuditTarget, AuditTime, OutcomeBadge } from './audit-columns';
import { detailText } from './audit-query';
import { auditMessages } from './messages';

export interface AuditDetailDrawerProps {
  /** The entry shown; `null` closes the drawer. */
  entry: AuditEntry | null;
  /** Called with `false` when the person closes it (Escape, the close button, the scrim). */
  onOpenChange: (open: boolean) => void;
}

/** One audit entry in full, read only: who, what, which record, when, from where, and its detail. */
export function AuditDetailDrawer({ entry, onOpenChange }: AuditDetailDrawerProps) {
  const t = useMessages(auditMessages);
  const locale = useLocale();
  return (
    <Drawer open={entry !== null} onOpenChange={onOpenChange}>
      {entry && (
        <DrawerContent width={34}>
          <DrawerHeader>
            <DrawerTitle>{t.detailTitle(entry.id)}</DrawerTitle>
            <DrawerDescription>{t.detailDescription}</DrawerDescription>
          </DrawerHeader>
          <Descriptions
            columns={1}
            bordered
            emptyText={t.noDetail}
            items={[
              { label: t.time, value: <AuditTime time={entry.time} locale={locale} /> },
              { label: t.actor, value: actorText(entry, t) },
              { label: t.action, value: entry.action },
              { label: t.kind, value: entry.read ? t.read : t.write },
              { label: t.target, value: <AuditTarget entry={entry} t={t} /> },
              { label: t.outcome, value: <OutcomeBadge outcome={entry.outcome} t={t} /> },
              { label: t.ip, value: entry.ip },
            ]}
          />
          <h3 className="text-base font-semibold">{t.detailData}</h3>
          {detailText(entry.detail) ? (
            <PreformattedText label={t.detailData}>{detailText(entry.detail, 2)}</PreformattedText>
          ) : (
            <p className="text-muted-foreground">{t.noDetail}</p>
          )}
        </DrawerContent>
      )}
    </Drawer>
  );
}
