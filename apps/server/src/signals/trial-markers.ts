import type { TrialRecord } from '@cep/contract';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';

/*
 * Automatic markers (issue 15): when a patient's exercise result arrives while that patient has a
 * running recording, each trial's stimulus onset and response become markers of the recording.
 *
 * The time base: a result carries the browser's epoch times of the run (`startedAt`, `finishedAt`)
 * and each trial's reaction time, but not each trial's onset; the onsets are spread evenly over the
 * run (trial i at startedAt + i × run / trials), the response at onset + reaction time. A
 * recording's time line is ms from its `started_at` on the database's clock, so the browser's
 * clock is brought onto it: a result that arrives as the run ends (within a minute) is shifted by
 * the difference between the database's now and the browser's `finishedAt` (its clock's offset,
 * plus the upload's latency); a result sent later from the offline outbox is taken as it is.
 * Markers before the recording's start are left out.
 */

const LIVE_ARRIVAL_MS = 60_000;

export interface TrialMarkerInput {
  patientId: number;
  kind: string;
  startedAt: number;
  finishedAt: number;
  trials: readonly TrialRecord[];
}

/** Marker label: printable and at most 80 characters (exports turn Chinese into pinyin). */
function label(text: string): string {
  return text.slice(0, 80);
}

/** Adds the trials' markers to the patient's running recordings; answers how many were added. */
export async function addTrialMarkers(
  trx: Kysely<Tables>,
  input: TrialMarkerInput,
): Promise<number> {
  const { rows: recordings } = await sql<{ id: number; started_ms: number; now_ms: number }>`
    SELECT id, extract(epoch FROM started_at) * 1000 AS started_ms,
           extract(epoch FROM now()) * 1000 AS now_ms
      FROM recordings WHERE patient_id = ${input.patientId} AND status = 'recording'`.execute(trx);
  if (recordings.length === 0 || input.trials.length === 0) return 0;
  const nowMs = Number(recordings[0]!.now_ms);
  const lag = nowMs - input.finishedAt;
  const shift = Math.abs(lag) <= LIVE_ARRIVAL_MS ? lag : 0;
  const step = (input.finishedAt - input.startedAt) / input.trials.length;
  const markers = input.trials.flatMap((trial, i) => {
    const onset = input.startedAt + shift + i * step;
    // Numbered among the scored trials (1..n), as the clinician counts them: a result carries no
    // practice trials, but its trials keep the runner's index, which counted the practice too.
    const number = i + 1;
    const out = [
      {
        at: onset,
        source: 'stimulus',
        text: label(`${input.kind} ${number} stimulus ${trial.stimulus}`),
      },
    ];
    if (trial.response !== null && trial.rtMs !== null) {
      out.push({
        at: onset + trial.rtMs,
        source: 'response',
        text: label(
          `${input.kind} ${number} response ${trial.response} ${trial.correct ? 'correct' : 'wrong'}`,
        ),
      });
    }
    return out;
  });
  let added = 0;
  for (const recording of recordings) {
    const start = Number(recording.started_ms);
    const mine = markers.filter((marker) => marker.at >= start);
    if (mine.length === 0) continue;
    await sql`
      INSERT INTO recording_markers (recording_id, offset_ms, label, source)
      SELECT ${recording.id}, m.offset_ms, m.label, m.source
        FROM unnest(${mine.map((m) => m.at - start)}::double precision[],
                    ${mine.map((m) => m.text)}::text[],
                    ${mine.map((m) => m.source)}::text[]) AS m(offset_ms, label, source)`.execute(
      trx,
    );
    added += mine.length;
  }
  return added;
}
