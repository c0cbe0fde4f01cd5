import { isStaleRevision } from '@cep/api-client';
import {
  assessmentAmend,
  itemKey,
  scales,
  scoreIssues,
  type Assessment,
  type AssessmentAmend,
  type AssessmentFinish,
  type AssessmentKind,
  type AssessmentScores,
} from '@cep/contract';
import {
  Badge,
  Button,
  confirm,
  formatTime,
  FormField,
  type Locale,
  RevisionConflict,
  type RevisionConflictField,
  Textarea,
  useLocale,
  useMessages,
} from '@cep/ui';
import { ArrowLeft, Lock, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { notifySuccess } from '../../../feedback/toasts';
import { useRuleMessage } from '../../../i18n/rule-messages';
import { useRevisionGuard } from '../../../profile/revision-conflict';
import { AssessmentResult } from './assessment-result';
import { assessmentMessages } from './messages';
import { ScoreSheet } from './score-sheet';
import { useDraftAutosave, type SaveDraft } from './use-draft-autosave';

/** The server calls a sheet makes (the page passes the API client's; stories pass their own). */
export interface AssessmentCalls {
  /** Reads the assessment as it is stored now (after a save refused as stale, 40902). */
  load: (id: number) => Promise<Assessment>;
  saveDraft: SaveDraft;
  finish: (body: AssessmentFinish) => Promise<Assessment>;
  amend: (body: AssessmentAmend) => Promise<Assessment>;
}

/** The items of a scale whose scores differ between two sheets, as the conflict panel lists them. */
function comparedScores(
  kind: AssessmentKind,
  locale: Locale,
  unscored: string,
  mine: AssessmentScores,
  theirs: AssessmentScores,
): RevisionConflictField[] {
  const text = (value: number | null | undefined) =>
    value === null || value === undefined ? unscored : String(value);
  return scales[kind].sections.flatMap((section) =>
    section.items.map((item) => {
      const key = itemKey(section, item);
      return {
        name: key,
        label: item.name[locale],
        mine: text(mine[key]),
        theirs: text(theirs[key]),
      };
    }),
  );
}

/** The scale's short name, as clinicians say it. */
export const kindName = (kind: Assessment['kind']) => (kind === 'moca' ? 'MoCA' : 'MMSE');

/**
 * One assessment: a draft is filled and saved as it is filled, then finished (locked); a finished
 * one shows its interpretation and amendments, and is corrected by an amendment with a reason.
 */
export function AssessmentSheet({
  assessment,
  calls,
  canEdit,
  onBack,
  onChanged,
}: {
  assessment: Assessment;
  calls: AssessmentCalls;
  canEdit: boolean;
  onBack: () => void;
  /** The server's answer after finishing or amending (the page shows it). */
  onChanged: (assessment: Assessment) => void;
}) {
  const t = useMessages(assessmentMessages);
  const locale = useLocale();
  return (
    <section aria-labelledby="sheet-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t.back}
        </Button>
        <h3 id="sheet-heading" className="text-lg font-semibold">
          {scales[assessment.kind].name[locale]} · {assessment.testedOn}
        </h3>
        <Badge variant={assessment.status === 'draft' ? 'warning' : 'success'}>
          {t.status[assessment.status]}
        </Badge>
      </div>
      {assessment.status === 'draft' && canEdit ? (
        <DraftEditor key={assessment.id} draft={assessment} calls={calls} onFinished={onChanged} />
      ) : (
        <FinishedView
          key={`${assessment.id}-${assessment.revision}`}
          assessment={assessment}
          calls={calls}
          canEdit={canEdit}
          onAmended={onChanged}
        />
      )}
    </section>
  );
}

function DraftEditor({
  draft,
  calls,
  onFinished,
}: {
  draft: Assessment;
  calls: AssessmentCalls;
  onFinished: (assessment: Assessment) => void;
}) {
  const t = useMessages(assessmentMessages);
  const locale = useLocale();
  const { scores, state, stored, revision, setScore, flush, retry, conflicted, reload, keepMine } =
    useDraftAutosave(draft, calls.saveDraft);
  // The latest draft, once the clinician asked to compare it with what they typed.
  const [latest, setLatest] = useState<Assessment>();
  // A failed read of the latest was toasted by the api-client; the panel stays to try again.
  const loadLatest = () => calls.load(draft.id).catch(() => undefined);
  const [missing, setMissing] = useState<string[]>([]);
  const [finishError, setFinishError] = useState<string | null>(null);
  const missingRef = useRef<HTMLParagraphElement>(null);

  async function finish() {
    const empty = scoreIssues(draft.kind, scores, true)
      .filter((issue) => issue.message === '请填写这一项的得分')
      .map((issue) => issue.key);
    setMissing(empty);
    if (empty.length > 0) {
      requestAnimationFrame(() => missingRef.current?.focus());
      return;
    }
    if (!(await flush())) return;
    if (!(await confirm({ message: t.finishConfirm }))) return;
    try {
      onFinished(await calls.finish({ id: draft.id, revision: revision() }));
    } catch (error) {
      if (isStaleRevision(error)) conflicted();
      else setFinishError((error as Error).message);
    }
  }

  const rawTotal = Object.values(scores).reduce<number>((sum, value) => sum + (value ?? 0), 0);
  return (
    <div className="flex flex-col gap-4">
      <p>{t.sheetHint}</p>
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-background p-3 hc:border-foreground">
        <p className="font-semibold tabular-nums">{t.rawTotal(rawTotal, scales[draft.kind].max)}</p>
        <SaveStatus state={state} onRetry={() => void retry()} />
      </div>
      {state === 'conflict' && (
        <RevisionConflict
          fields={latest && comparedScores(draft.kind, locale, t.notScored, scores, latest.scores)}
          onReload={async () => {
            const fresh = await loadLatest();
            if (!fresh) return;
            setLatest(undefined);
            // Finished elsewhere meanwhile: the sheet shows it locked.
            if (fresh.status === 'draft') reload(fresh);
            else onFinished(fresh);
          }}
          onReview={async () => setLatest(await loadLatest())}
          onKeepMine={() => {
            if (!latest) return;
            setLatest(undefined);
            void keepMine(latest);
          }}
        />
      )}
      <ScoreSheet
        kind={draft.kind}
        scores={scores}
        onScore={(key, value) => {
          setScore(key, value);
          setMissing((keys) => keys.filter((k) => k !== key));
        }}
        missing={missing}
      />
      {missing.length > 0 && (
        <p ref={missingRef} tabIndex={-1} role="alert" className="font-semibold text-danger">
          {t.missing(missing.length)}
        </p>
      )}
      {finishError && (
        <p role="alert" className="text-danger">
          {finishError}
        </p>
      )}
      <div>
        <Button
          variant="primary"
          size="lg"
          disabled={state === 'conflict'}
          onClick={() => void finish()}
          data-revision={stored.revision}
        >
          <Lock aria-hidden="true" />
          {t.finish}
        </Button>
      </div>
    </div>
  );
}

function SaveStatus({
  state,
  onRetry,
}: {
  state: ReturnType<typeof useDraftAutosave>['state'];
  onRetry: () => void;
}) {
  const t = useMessages(assessmentMessages);
  if (state === 'failed') {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-danger">
        <span>{t.save.failed}</span>
        <Button size="sm" onClick={onRetry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  // A conflict is explained by the panel under this bar; here only that nothing was saved.
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {state === 'saving' ? t.save.saving : state === 'conflict' ? t.save.notSaved : t.save.saved}
    </p>
  );
}

function FinishedView({
  assessment,
  calls,
  canEdit,
  onAmended,
}: {
  assessment: Assessment;
  calls: AssessmentCalls;
  canEdit: boolean;
  onAmended: (assessment: Assessment) => void;
}) {
  const t = useMessages(assessmentMessages);
  const locale = useLocale();
  const ruleMessage = useRuleMessage();
  const [amending, setAmending] = useState(false);
  const [scores, setScores] = useState<AssessmentScores>(assessment.scores);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  // Amended by someone else since this sheet was read: the same conflict panel as every form.
  const guard = useRevisionGuard<Assessment>({
    record: assessment,
    loadLatest: () => calls.load(assessment.id),
    // 读取最新版本: the sheet starts again from the latest (this amendment dropped).
    resetTo: onAmended,
    compare: (fresh) => comparedScores(assessment.kind, locale, t.notScored, scores, fresh.scores),
  });
  const when = (at: number) => formatTime(at);
  const itemName = new Map(
    scales[assessment.kind].sections.flatMap((section) =>
      section.items.map((item) => [itemKey(section, item), item.name[locale]] as const),
    ),
  );

  async function saveAmendment() {
    const body = {
      id: assessment.id,
      kind: assessment.kind,
      scores,
      reason,
      revision: guard.revision(),
    };
    const checked = assessmentAmend.safeParse(body);
    if (!checked.success) {
      const reasonIssue = checked.error.issues.find((issue) => issue.path[0] === 'reason');
      setErrors({
        reason: reasonIssue?.message,
        form: reasonIssue ? undefined : checked.error.issues[0]?.message,
      });
      return;
    }
    try {
      const amended = await calls.amend(checked.data);
      notifySuccess(t.amendedToast);
      onAmended(amended);
    } catch (error) {
      if (!guard.caught(error)) setErrors({ form: (error as Error).message });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {assessment.finishedAt !== null && (
        <p>
          <Lock aria-hidden="true" className="mr-1 inline size-4" />
          {t.finished} · {t.finishedBy(assessment.finishedBy ?? '—', when(assessment.finishedAt))}
        </p>
      )}
      {!amending && <AssessmentResult assessment={assessment} />}
      {assessment.amendments.length > 0 && (
        <section aria-labelledby="amendments-heading" className="flex flex-col gap-2">
          <h4 id="amendments-heading" className="font-semibold">
            {t.amendments}
          </h4>
          <ol className="flex flex-col gap-2">
            {assessment.amendments.map((amendment) => (
              <li key={amendment.id} className="rounded-md border border-border p-3">
                <p>
                  {t.amendmentRow(
                    amendment.amendedBy ?? '—',
                    when(amendment.amendedAt),
                    amendment.reason,
                  )}
                </p>
                <ul className="list-disc pl-6 text-sm">
                  {Object.keys(amendment.scores)
                    .filter((key) => amendment.previousScores[key] !== amendment.scores[key])
                    .map((key) => (
                      <li key={key}>
                        {t.amendmentChange(
                          itemName.get(key) ?? key,
                          String(amendment.previousScores[key] ?? '—'),
                          String(amendment.scores[key] ?? '—'),
                        )}
                      </li>
                    ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      )}
      {amending ? (
        <section aria-labelledby="amend-heading" className="flex flex-col gap-4">
          <h4 id="amend-heading" className="font-semibold">
            {t.amendTitle}
          </h4>
          <ScoreSheet
            kind={assessment.kind}
            scores={scores}
            onScore={(key, value) => setScores((previous) => ({ ...previous, [key]: value }))}
          />
          <FormField
            label={t.reason}
            description={t.reasonHint}
            required
            error={ruleMessage(errors.reason)}
          >
            <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={3} />
          </FormField>
          {errors.form && (
            <p role="alert" className="text-danger">
              {ruleMessage(errors.form)}
            </p>
          )}
          {guard.panel}
          <div className="flex flex-wrap gap-3">
            <Button variant="primary" onClick={() => void saveAmendment()}>
              {t.saveAmendment}
            </Button>
            <Button
              onClick={() => {
                setAmending(false);
                setScores(assessment.scores);
                setErrors({});
              }}
            >
              {t.cancel}
            </Button>
          </div>
        </section>
      ) : (
        <>
          <ScoreSheet kind={assessment.kind} scores={assessment.scores} />
          {canEdit && assessment.status === 'finished' && (
            <div>
              <Button onClick={() => setAmending(true)}>
                <Pencil aria-hidden="true" />
                {t.amend}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
