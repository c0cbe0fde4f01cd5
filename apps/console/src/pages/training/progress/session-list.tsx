import type { ExerciseList, PatientProgress, StoredExerciseResult } from '@cep/contract';
import { Button, formatTime, useLocale, useMessages } from '@cep/ui';
import { useState } from 'react';
import { progressMessages } from './messages';

type Session = PatientProgress['sessions'][number];

/**
 * Each session, newest first: when, how it ended, its exercises with level and accuracy, and on
 * request its trials (stimulus, response, correct, reaction time), read from the server then.
 */
export function SessionList({
  sessions,
  catalogue,
  loadTrials,
}: {
  sessions: Session[];
  catalogue: ExerciseList;
  loadTrials: (sessionId: number) => Promise<StoredExerciseResult[]>;
}) {
  const t = useMessages(progressMessages);
  const locale = useLocale();
  const nameOf = (kind: string) =>
    catalogue.find((entry) => entry.kind === kind)?.name[locale] ?? kind;
  const when = (at: number) => formatTime(at);
  const newestFirst = [...sessions].reverse();
  return (
    <section aria-labelledby="sessions-heading" className="flex flex-col gap-2">
      <h3 id="sessions-heading" className="text-base font-semibold">
        {t.sessions}
      </h3>
      {newestFirst.length === 0 ? (
        <p>{t.noSessions}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {newestFirst.map((session) => (
            <li key={session.id} className="rounded-md border border-border p-3">
              <p className="font-semibold">
                {when(session.startedAt)} · {t.status[session.status]}
              </p>
              <p className="text-sm">
                {t.runs}：
                {session.runs.length === 0
                  ? t.none
                  : session.runs
                      .map((run) =>
                        t.runLine(
                          nameOf(run.kind),
                          run.level,
                          Math.round((run.accuracy ?? 0) * 100),
                        ),
                      )
                      .join('；')}
              </p>
              {session.runs.length > 0 && (
                <SessionTrials sessionId={session.id} loadTrials={loadTrials} nameOf={nameOf} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SessionTrials({
  sessionId,
  loadTrials,
  nameOf,
}: {
  sessionId: number;
  loadTrials: (sessionId: number) => Promise<StoredExerciseResult[]>;
  nameOf: (kind: string) => string;
}) {
  const t = useMessages(progressMessages);
  const [results, setResults] = useState<StoredExerciseResult[] | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = async () => {
    if (!open && results === null) setResults(await loadTrials(sessionId));
    setOpen(!open);
  };
  return (
    <div className="mt-2">
      <Button size="sm" aria-expanded={open} onClick={() => void toggle().catch(() => {})}>
        {t.showTrials}
      </Button>
      {open && results && (
        <div className="mt-2 flex flex-col gap-3">
          {results.map((result) => (
            <div key={result.id} className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <caption className="text-start font-semibold">
                  {t.trials(nameOf(result.kind))}
                </caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="pe-3 text-start">
                      {t.trialIndex}
                    </th>
                    <th scope="col" className="pe-3 text-start">
                      {t.stimulus}
                    </th>
                    <th scope="col" className="pe-3 text-start">
                      {t.response}
                    </th>
                    <th scope="col" className="pe-3 text-start">
                      {t.correct}
                    </th>
                    <th scope="col" className="text-start">
                      {t.rt}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(result.trials ?? []).map((trial) => (
                    <tr key={trial.index} className="border-b border-border last:border-0">
                      <td className="pe-3">
                        {trial.index + 1}
                        {trial.practice ? t.practice : ''}
                      </td>
                      <td className="pe-3">{trial.stimulus}</td>
                      <td className="pe-3">{trial.response ?? t.none}</td>
                      <td className="pe-3">{trial.correct ? t.yes : t.no}</td>
                      <td>{trial.rtMs === null ? '—' : Math.round(trial.rtMs)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
