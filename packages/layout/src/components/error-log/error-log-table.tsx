import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  useLocale,
  useMessages,
} from '@cep/ui';
import type { ErrorLogEntry } from '../../state/error-log-store';
import { errorLogMessages } from './messages';

export interface ErrorLogTableProps {
  logs: readonly ErrorLogEntry[];
}

/**
 * The collected errors, newest first. Every field is rendered as text (React escapes it): a
 * message or stack can hold markup from anywhere and must never become HTML.
 */
export function ErrorLogTable({ logs }: ErrorLogTableProps) {
  const t = useMessages(errorLogMessages);
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' });
  const newestFirst = logs.map((entry, index) => ({ entry, index })).reverse();

  return (
    <Table density="compact" data-slot="error-log-table" className="text-sm!">
      <TableCaption className="sr-only">{t.title}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>{t.message}</TableHead>
          <TableHead>{t.info}</TableHead>
          <TableHead>{t.url}</TableHead>
          <TableHead>{t.stack}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {newestFirst.map(({ entry, index }) => (
          <TableRow key={`${entry.time}-${index}`} className="align-top">
            <TableCell className="min-w-40 align-top! font-medium text-danger">
              {entry.err.message}
              <span className="mt-1 block text-xs font-normal text-muted-foreground">
                <span className="sr-only">{t.time} </span>
                {time.format(entry.time)}
              </span>
            </TableCell>
            <TableCell className="min-w-36 align-top!">
              <span className="block">{entry.info}</span>
              {entry.vm && (
                <span className="block text-xs whitespace-pre-wrap text-muted-foreground">
                  {entry.vm}
                </span>
              )}
            </TableCell>
            <TableCell className="max-w-56 align-top! break-all">{entry.url}</TableCell>
            <TableCell className="align-top!">
              {/* A scrolling box must be reachable by keyboard to be read (WCAG 2.1.1). */}
              <pre
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
                tabIndex={0}
                role="region"
                aria-label={t.stackOf(index + 1)}
                data-slot="error-log-stack"
                className="max-h-40 max-w-[min(32rem,70vw)] overflow-auto rounded-sm bg-muted p-2 font-mono text-xs whitespace-pre focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {entry.err.stack || entry.err.message}
              </pre>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
