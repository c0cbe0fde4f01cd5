import { usePermission } from '@cep/auth/react';
import type { Assessment, AssessmentKind, Patient } from '@cep/contract';
import { Badge, Button, useMessages } from '@cep/ui';
import { ClipboardList, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api-client';
import { AssessmentSheet, kindName, type AssessmentCalls } from './assessment-sheet';
import { assessmentMessages } from './messages';
import { chinaToday } from '../china-day';
import { LoadFailed } from '../load-failed';

const calls: AssessmentCalls = {
  load: (id) => api.getAssessment(id),
  saveDraft: (draft) => api.saveAssessmentDraft(draft),
  finish: (body) => api.finishAssessment(body),
  amend: (body) => api.amendAssessment(body),
};

/**
 * 认知评估 tab of a patient's training page: the patient's MoCA and MMSE sheets, newest first;
 * 新建 starts a draft on the server at once, so the open sheet (`?assessment=`) survives a reload
 * and can be continued on another computer.
 */
export function AssessmentTab({ patient }: { patient: Patient }) {
  const t = useMessages(assessmentMessages);
  const canEdit = usePermission('assessment:edit');
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('assessment')) || null;
  const [list, setList] = useState<Assessment[] | null>(null);
  const [open, setOpen] = useState<Assessment | null>(null);
  const [failed, setFailed] = useState(false);

  const show = useCallback(
    (id: number | null) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('assessment');
        else next.set('assessment', String(id));
        return next;
      }),
    [setParams],
  );

  const load = useCallback(() => {
    const request =
      openId === null
        ? api
            .listAssessments({ patientId: patient.id, pageNum: 1, pageSize: 50 })
            .then((page) => setList(page.list))
        : api.getAssessment(openId).then(setOpen);
    return request.catch(() => setFailed(true));
  }, [openId, patient.id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function start(kind: AssessmentKind) {
    const draft = await api.saveAssessmentDraft({
      patientId: patient.id,
      kind,
      testedOn: chinaToday(),
      scores: {},
    });
    setOpen(draft);
    show(draft.id);
  }

  if (failed) {
    return (
      <LoadFailed
        message={t.loadFailed}
        retry={t.retry}
        onRetry={() => {
          setFailed(false);
          void load();
        }}
      />
    );
  }

  if (openId !== null) {
    if (open === null || open.id !== openId) return <p role="status">{t.loading}</p>;
    return (
      <AssessmentSheet
        assessment={open}
        calls={calls}
        canEdit={canEdit}
        onBack={() => {
          setList(null);
          show(null);
        }}
        onChanged={setOpen}
      />
    );
  }

  if (list === null) return <p role="status">{t.loading}</p>;
  return (
    <section aria-labelledby="assessments-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="assessments-heading" className="text-lg font-semibold">
          {t.listLabel}
        </h3>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" onClick={() => void start('moca')}>
              <Plus aria-hidden="true" />
              {t.newMoca}
            </Button>
            <Button onClick={() => void start('mmse')}>
              <Plus aria-hidden="true" />
              {t.newMmse}
            </Button>
          </div>
        )}
      </div>
      {list.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((row) => {
            const name = kindName(row.kind);
            const total = row.interpretation?.total ?? row.rawTotal;
            return (
              <li
                key={row.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3 hc:border-foreground"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <ClipboardList aria-hidden="true" className="size-5 text-primary-text" />
                  <span className="font-semibold">
                    {row.testedOn} · {name}
                  </span>
                  <Badge variant={row.status === 'draft' ? 'warning' : 'success'}>
                    {t.status[row.status]}
                  </Badge>
                  <span className="tabular-nums">
                    {t.columns.total} {total} / 30
                  </span>
                  {row.interpretation && (
                    <span className="text-sm">{t.finding[row.interpretation.finding]}</span>
                  )}
                  {row.amendments.length > 0 && (
                    <span className="text-sm text-muted-foreground">
                      {t.amended(row.amendments.length)}
                    </span>
                  )}
                </div>
                <Button
                  onClick={() => {
                    setOpen(row);
                    show(row.id);
                  }}
                >
                  {row.status === 'draft' && canEdit
                    ? t.continue(name, row.testedOn)
                    : t.open(name, row.testedOn)}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
