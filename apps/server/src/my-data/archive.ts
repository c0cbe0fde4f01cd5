import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { permissionCodes, type MyDataStep } from '@cep/contract';
import archiver from 'archiver';
import type { Kysely } from 'kysely';
import { patientCompartment } from '../fhir/compartment';
import type { FhirContext } from '../fhir/context';
import { readPatient, toFhirPatient } from '../fhir/patient';
import type { IdentifierSystems } from '../fhir/systems';
import type { Session } from '../platform/auth/sessions';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { reportFigures } from '../reports/report-figures';
import { patientCode as reportPatientCode, renderReportPdf } from '../reports/report-pdf';
import { recordingEdf } from '../signals/export';
import {
  readAssessments,
  readCommunity,
  readMessages,
  readProfile,
  readTraining,
  recordingIds,
  reportMonths,
} from './collect';
import { csvBytes } from './csv';
import { readmeText } from './readme';

/*
 * The archive of 我的数据: a ZIP written to a file as it is made (archiver streams each entry to
 * the file, one at a time: a recording's EDF+ goes through a batch at a time, never whole in
 * memory). Parts are read one after another; `progress` hears each step (and may stop the run by
 * throwing), `signal` cuts it at the time limit.
 */

/** The most monthly reports one archive holds (the newest). */
const maxReports = 36;
/** The FHIR bundle holds at most this many resources of each kind (as `$everything`). */
const fhirLimitPerKind = 500;

export interface ArchiveJob {
  db: Kysely<Tables>;
  patientId: number;
  userId: number;
  fhirBase: string;
  systems: IdentifierSystems;
  /** The file to write (created or replaced). */
  path: string;
  signal: AbortSignal;
  progress: (step: MyDataStep, percent: number) => Promise<void>;
}

/** Writes the archive; resolves with its size once the file is closed. */
export async function writeArchive(job: ArchiveJob): Promise<number> {
  const { db, patientId, signal } = job;
  const zip = archiver('zip', { zlib: { level: 6 } });
  const out = createWriteStream(job.path);
  const closed = new Promise<void>((resolve, reject) => {
    out.once('close', resolve);
    out.once('error', reject);
    zip.once('error', reject);
  });
  // An unhandled rejection if the run fails before `closed` is awaited: it is awaited or dropped.
  closed.catch(() => undefined);
  zip.pipe(out);
  const onAbort = () => zip.abort();
  signal.addEventListener('abort', onAbort, { once: true });

  /** Adds one entry and waits until it is in the file, so the next is read only then. */
  const add = async (source: Buffer | Readable, name: string): Promise<void> => {
    signal.throwIfAborted();
    const written = new Promise<void>((resolve, reject) => {
      const done = () => {
        zip.off('entry', onEntry);
        zip.off('error', onError);
      };
      const onEntry = (entry: archiver.EntryData) => {
        if (entry.name !== name) return;
        done();
        resolve();
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      zip.on('entry', onEntry);
      zip.on('error', onError);
    });
    zip.append(source, { name, date: new Date() });
    await written;
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

  try {
    await job.progress('profile', 2);
    await add(json(await readProfile(db, patientId)), 'profile.json');

    await job.progress('assessments', 6);
    const assessments = await readAssessments(db, patientId);
    await add(json(assessments.json), 'assessments.json');
    await add(csvBytes(assessments.csv.headers, assessments.csv.rows), 'assessments.csv');

    await job.progress('training', 10);
    const training = await readTraining(db, patientId);
    await add(json(training.plans), 'training/plans.json');
    await add(csvBytes(training.plansCsv.headers, training.plansCsv.rows), 'training/plans.csv');
    await add(json(training.sessions), 'training/sessions.json');
    await add(
      csvBytes(training.sessionsCsv.headers, training.sessionsCsv.rows),
      'training/sessions.csv',
    );
    await add(json(training.results), 'training/results.json');
    await add(
      csvBytes(training.resultsCsv.headers, training.resultsCsv.rows),
      'training/results.csv',
    );

    await job.progress('community', 15);
    await add(json(await readCommunity(db, patientId)), 'community.json');

    await job.progress('messages', 18);
    await add(json(await readMessages(db, job.userId)), 'messages.json');

    // Recordings are the bulk: 20–70 %, one file after another.
    const ids = await recordingIds(db, patientId);
    const recordings: string[] = [];
    let emptyRecordings = 0;
    for (const [n, id] of ids.entries()) {
      await job.progress('recordings', 20 + (50 * n) / Math.max(1, ids.length));
      let edf;
      try {
        edf = await recordingEdf(db, id);
      } catch (error) {
        // A recording that never got a sample (40901) has nothing to copy: the README says so.
        if (error instanceof ApiError && error.code === 40901) {
          emptyRecordings += 1;
          continue;
        }
        throw error;
      }
      const name = `recordings/recording-${id}.edf`;
      await add(Readable.from(edf.chunks(), { objectMode: false }), name);
      recordings.push(name);
    }

    const months = await reportMonths(db, patientId, maxReports);
    const reports: string[] = [];
    for (const [n, month] of months.entries()) {
      await job.progress('reports', 70 + (15 * n) / Math.max(1, months.length));
      const figures = await reportFigures(db, patientId, `${month}-01`, lastDayOf(month));
      const pdf = await withReportTurn(signal, () =>
        renderReportPdf(figures, {
          title: `${month} 月度训练与评估报告`,
          generatedAt: new Date(),
          generatedBy: '我的数据',
        }),
      );
      const name = `reports/report-${month}.pdf`;
      await add(pdf, name);
      reports.push(name);
    }

    await job.progress('fhir', 86);
    await add(json(await fhirBundle(job)), 'fhir/everything.json');

    await job.progress('packing', 95);
    await add(
      Buffer.from(
        readmeText({
          patientCode: reportPatientCode(patientId),
          preparedAt: new Date(),
          recordings,
          emptyRecordings,
          reports,
        }),
        'utf8',
      ),
      'README.txt',
    );
    await zip.finalize();
    await closed;
    return zip.pointer();
  } catch (error) {
    zip.abort();
    out.destroy();
    // The file may still be opening when a run is cut at once: wait until it is closed, so the
    // caller's removal of it comes after and no part file is left behind.
    if (!out.closed) await new Promise((resolve) => out.once('close', resolve));
    throw signal.aborted ? (signal.reason ?? error) : error;
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

/** `2026-02` → `2026-02-28`. */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** A report drawn when the server's PDF turns allow: busy (50304) means wait a little, not fail. */
async function withReportTurn<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 50304)) throw error;
      await sleep(500, undefined, { signal });
    }
  }
}

/**
 * The patient's FHIR resources as a `collection` Bundle: what `Patient/$everything` gives, read as
 * the patient themself (their own compartment, in full), every kind included.
 */
async function fhirBundle(job: ArchiveJob) {
  const account = await job.db
    .selectFrom('users')
    .select(['username', 'name'])
    .where('id', '=', job.userId)
    .executeTakeFirstOrThrow();
  // The patient's own view: the scope is theirs alone; every kind of their record is theirs to copy.
  const session: Session = {
    userId: job.userId,
    username: account.username,
    name: account.name,
    avatar: '',
    introduction: '',
    userAuth: '2',
    roles: ['patient'],
    permissions: [...permissionCodes],
    doctorId: null,
    secondFactorPending: false,
    steppedUpAgoMs: 0,
    tokenHash: Buffer.alloc(0),
    signInId: '',
  };
  const fhir: FhirContext = {
    db: job.db,
    session,
    scope: { kind: 'self', userId: job.userId },
    mayReveal: true,
    systems: job.systems,
    base: job.fhirBase,
    origin: job.fhirBase.replace(/\/fhir\/R4$/, ''),
  };
  const patient = toFhirPatient(await readPatient(job.db, job.patientId, fhir.scope), fhir);
  const kinds = await Promise.all(
    patientCompartment.map((read) => read(fhir, job.patientId, fhirLimitPerKind)),
  );
  const resources = [patient, ...kinds.flat()];
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: resources.map((resource) => ({
      fullUrl: `${job.fhirBase}/${resource.resourceType}/${resource.id}`,
      resource,
    })),
  };
}
