import type { ClientErrorEntry } from '@cep/contract';
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
import { reporterText, SeenTime } from './client-error-columns';
import { clientErrorMessages } from './messages';

export interface ClientErrorDrawerProps {
  /** The report shown; `null` closes the drawer. */
  entry: ClientErrorEntry | null;
  /** Called with `false` when the person closes it (Escape, the close button, the scrim). */
  onOpenChange: (open: boolean) => void;
}

/**
 * One client error in full: message, page, user, the whole user agent, how often and when, and
 * the stack and component trace as preformatted text (never as HTML).
 */
export function ClientErrorDrawer({ entry, onOpenChange }: ClientErrorDrawerProps) {
  const t = useMessages(clientErrorMessages);
  const locale = useLocale();
  return (
    <Drawer open={entry !== null} onOpenChange={onOpenChange}>
      {entry && (
        <DrawerContent width={40}>
          <DrawerHeader>
            <DrawerTitle>{t.detailTitle(entry.id)}</DrawerTitle>
            <DrawerDescription>{t.detailDescription}</DrawerDescription>
          </DrawerHeader>
          <Descriptions
            columns={1}
            bordered
            emptyText={t.none}
            items={[
              { label: t.message, value: <span className="break-words">{entry.message}</span> },
              { label: t.page, value: <span className="break-all">{entry.url}</span> },
              { label: t.user, value: reporterText(entry, t) },
              { label: t.browser, value: entry.browser ?? t.unknownBrowser },
              {
                label: t.userAgent,
                value: entry.userAgent && <span className="break-all">{entry.userAgent}</span>,
              },
              { label: t.repeats, value: String(entry.repeats) },
              { label: t.firstTime, value: <SeenTime time={entry.firstTime} locale={locale} /> },
              { label: t.time, value: <SeenTime time={entry.time} locale={locale} /> },
              { label: t.info, value: entry.info },
            ]}
          />
          <Block title={t.stack} text={entry.stack} none={t.none} />
          <Block title={t.vm} text={entry.vm} none={t.none} />
        </DrawerContent>
      )}
    </Drawer>
  );
}

function Block({ title, text, none }: { title: string; text: string | null; none: string }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">{title}</h3>
      {text ? (
        <PreformattedText label={title}>{text}</PreformattedText>
      ) : (
        <p className="text-muted-foreground">{none}</p>
      )}
    </section>
  );
}
