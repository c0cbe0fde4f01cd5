import { Button, useMessages } from '@cep/ui';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useStores } from '../../context/stores-context';
import { errorOf } from '../../state/error-log-store';
import { appMainMessages } from './app-main-messages';

export interface ViewErrorBoundaryProps {
  /** The page's path, written into the error log entry. */
  path: string;
  children: ReactNode;
}

/**
 * Keeps one page's failure to that page: the others, kept alive beside it, and the shell around
 * it go on working. The error goes to the error log (the navbar's badge) with React's component
 * stack; the person gets a plain message and a way to mount the page afresh.
 */
export function ViewErrorBoundary({ path, children }: ViewErrorBoundaryProps) {
  const { errorLog } = useStores();
  return (
    <ErrorBoundary
      FallbackComponent={ViewErrorFallback}
      onError={(error, info) =>
        errorLog.add({
          err: error,
          vm: info.componentStack?.trim() ?? '',
          info: `AppMain view ${path}`,
        })
      }
    >
      {children}
    </ErrorBoundary>
  );
}

function ViewErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const t = useMessages(appMainMessages);
  return (
    <div
      role="alert"
      data-slot="app-main-error"
      className="mx-auto flex max-w-xl flex-col items-start gap-3 rounded-md border border-danger bg-background p-6 text-foreground"
    >
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <CircleAlert aria-hidden="true" className="size-[1.25em] shrink-0 text-danger" />
        {t.errorTitle}
      </h2>
      <p className="text-base">{t.errorDescription}</p>
      <details className="w-full text-sm text-muted-foreground">
        <summary className="cursor-pointer rounded-sm focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus">
          {t.errorDetails}
        </summary>
        {/* Plain text only: an error message may carry anything, never render it as HTML. */}
        <p className="mt-2 font-mono break-all whitespace-pre-wrap">{errorOf(error).message}</p>
      </details>
      <Button variant="primary" onClick={() => resetErrorBoundary()}>
        <RotateCw aria-hidden="true" />
        {t.reload}
      </Button>
    </div>
  );
}
