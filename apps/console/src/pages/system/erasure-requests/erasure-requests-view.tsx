import type { ApiClient } from '@cep/api-client';
import type { ErasureRequest, ErasureStatus } from '@cep/contract';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Textarea,
  useDataTableState,
  useLocale,
  useMessages,
} from '@cep/ui';
import { useId, useMemo, useState } from 'react';
import { ListPageFrame, tableFeed, useListPage } from '../../../lists';
import { FailureLine, messageOf } from '../../../second-factor/failure-line';
import { ErasureStatementView } from '../../privacy/erasure/erasure-statement';
import { AskForPatient, type AskForPatientCalls } from './ask-for-patient';
import { erasureColumns } from './erasure-columns';
import { erasureRequestsMessages } from './messages';

/** The calls the page makes (`api`'s; a story passes its own). */
export type ErasureRequestsCalls = Pick<
  ApiClient,
  'listErasureRequests' | 'completeErasureRequest' | 'rejectErasureRequest'
> &
  AskForPatientCalls;

type Dialogs =
  | { kind: 'complete'; request: ErasureRequest }
  | { kind: 'reject'; request: ErasureRequest }
  | { kind: 'statement'; request: ErasureRequest }
  | null;

/**
 * 个人信息删除申请 (issue 32 §5, admins): the patients' requests, pending first with the nearest
 * deadline first (a past one highlighted); 执行删除 runs the erasure on the server in one audited
 * transaction and shows the statement to hand to the patient; 拒绝 asks for the reason.
 */
export function ErasureRequestsView({
  calls,
  now,
}: {
  calls: ErasureRequestsCalls;
  /** The moment deadlines are compared with (a story fixes it). */
  now?: number;
}) {
  const t = useMessages(erasureRequestsMessages);
  const [openedAt] = useState(() => Date.now());
  const at = now ?? openedAt;
  const locale = useLocale();
  const reasonId = useId();
  const [status, setStatus] = useState<ErasureStatus | undefined>('pending');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { state, onStateChange } = useDataTableState({
    tableId: 'system-erasure-requests',
    pageSizes: [10, 20, 50],
  });
  const query = { pageNum: state.pageNum, pageSize: state.pageSize, ...(status ? { status } : {}) };
  const listPage = useListPage(JSON.stringify(query), () => calls.listErasureRequests(query));

  const columns = useMemo(
    () =>
      erasureColumns(t, locale, at, {
        complete: (request) => setDialog({ kind: 'complete', request }),
        reject: (request) => {
          setReason('');
          setDialog({ kind: 'reject', request });
        },
        statement: (request) => setDialog({ kind: 'statement', request }),
      }),
    [t, locale, at],
  );

  const answer = async (work: () => Promise<ErasureRequest>, done: (r: ErasureRequest) => void) => {
    setBusy(true);
    setFailure(null);
    setNotice(null);
    try {
      const answered = await work();
      done(answered);
      listPage.reload();
    } catch (error) {
      setDialog(null);
      setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const complete = (request: ErasureRequest) =>
    answer(
      () => calls.completeErasureRequest(request.id),
      (answered) => {
        setNotice(t.completedNotice(answered.patientName));
        setDialog({ kind: 'statement', request: answered });
      },
    );
  const reject = (request: ErasureRequest) =>
    answer(
      () => calls.rejectErasureRequest(request.id, reason.trim()),
      (answered) => {
        setNotice(t.rejectedNotice(answered.patientName));
        setDialog(null);
      },
    );

  const filter = (next: ErasureStatus | undefined) => {
    setStatus(next);
    onStateChange({ ...state, pageNum: 1 });
  };

  return (
    <ListPageFrame title={t.title}>
      <p>{t.intro}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap gap-2" role="group" aria-label={t.status}>
          <Button
            aria-pressed={status === 'pending'}
            variant={status === 'pending' ? 'primary' : 'default'}
            onClick={() => filter('pending')}
          >
            {t.showPending}
          </Button>
          <Button
            aria-pressed={status === undefined}
            variant={status === undefined ? 'primary' : 'default'}
            onClick={() => filter(undefined)}
          >
            {t.showAll}
          </Button>
        </div>
        <AskForPatient
          calls={calls}
          onAsked={(request) => {
            setNotice(t.askedNotice(request.patientName));
            listPage.reload();
          }}
        />
      </div>
      <FailureLine failure={failure} prefix={t.failed} />
      <div role="status" className="empty:hidden">
        {notice && <p className="rounded-md border border-success px-3 py-2">{notice}</p>}
      </div>
      <DataTable
        caption={t.caption}
        columns={columns}
        {...tableFeed(listPage, t.loadFailed)}
        state={state}
        onStateChange={onStateChange}
        getRowId={(request) => String(request.id)}
        getRowLabel={(request) => request.patientName}
        emptyText={t.empty}
        pageSizes={[10, 20, 50]}
      />
      <ConfirmDialog
        open={dialog?.kind === 'complete'}
        onOpenChange={(open) => !open && !busy && setDialog(null)}
        title={dialog?.kind === 'complete' ? t.completeTitle(dialog.request.patientName) : ''}
        message={t.completeMessage}
        confirmText={t.completeYes}
        variant="danger"
        onConfirm={() => dialog?.kind === 'complete' && void complete(dialog.request)}
      />
      <Dialog
        open={dialog?.kind === 'reject'}
        onOpenChange={(open) => !open && !busy && setDialog(null)}
      >
        <DialogContent className="sm:max-w-lg" data-slot="erasure-reject">
          <DialogHeader>
            <DialogTitle>
              {dialog?.kind === 'reject' ? t.rejectTitle(dialog.request.patientName) : ''}
            </DialogTitle>
            <DialogDescription>{t.rejectDescription}</DialogDescription>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (dialog?.kind === 'reject') void reject(dialog.request);
            }}
          >
            <label htmlFor={reasonId} className="font-medium">
              {t.reason}
            </label>
            <Textarea
              id={reasonId}
              value={reason}
              onValueChange={setReason}
              rows={3}
              maxLength={200}
              required
            />
            <DialogFooter>
              <Button onClick={() => setDialog(null)} disabled={busy}>
                {t.cancel}
              </Button>
              <Button
                type="submit"
                variant="primary"
                loading={busy}
                disabled={busy || reason.trim() === ''}
              >
                {t.rejectYes}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      <Dialog open={dialog?.kind === 'statement'} onOpenChange={(open) => !open && setDialog(null)}>
        <DialogContent className="sm:max-w-2xl" data-slot="erasure-statement-dialog">
          <DialogHeader>
            <DialogTitle>
              {dialog?.kind === 'statement' ? t.statementTitle(dialog.request.patientName) : ''}
            </DialogTitle>
            <DialogDescription>{t.statementDescription}</DialogDescription>
          </DialogHeader>
          {dialog?.kind === 'statement' && dialog.request.statement && (
            <ErasureStatementView statement={dialog.request.statement} />
          )}
          <DialogFooter>
            <Button onClick={() => setDialog(null)}>{t.close}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </ListPageFrame>
  );
}
