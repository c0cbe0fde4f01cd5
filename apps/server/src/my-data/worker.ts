import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { MyDataStep } from '@cep/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IdentifierSystems } from '../fhir/systems';
import type { Tables } from '../platform/db/schema';
import { writeArchive } from './archive';
import { claimNext, markFailed, markReady, reportProgress, requeue } from './requests';

/*
 * The background preparation of 我的数据 archives, in every server instance. Each instance
 * claims queued requests from the table (FOR UPDATE SKIP LOCKED: never two on one request) up to
 * its own concurrency; the one that took a patient's request is told at once (`kick`), the others
 * look every `pollMs`. A run beats its heartbeat into the row; a run silent past `staleMs` was on a
 * server that stopped and is claimed again, up to `maxAttempts` runs, then marked failed. A run
 * past `timeLimitMs` is cut and marked failed: the patient may ask again. A server that stops
 * puts its runs back in the queue.
 */

export interface MyDataOptions {
  /** Where archives are written: the data folder's files/my-data. */
  folder: string;
  /** Archives one instance prepares at once. @default 1 */
  concurrency?: number;
  /** The longest one run may take. @default 30 minutes */
  timeLimitMs?: number;
  /** How often an instance looks for requests it was not told of. @default 10 s */
  pollMs?: number;
  /** A running request whose heartbeat is older than this is claimed again. @default 2 minutes */
  staleMs?: number;
  /** Runs of one request before it is marked failed. @default 2 */
  maxAttempts?: number;
}

export interface MyDataWorker {
  /** The archives' folder (downloads read from it). */
  readonly folder: string;
  /** Looks for work now (a request was just queued). */
  kick(): void;
  /** Stops looking, cuts the runs under way (back to the queue) and waits for them. */
  stop(): Promise<void>;
}

export function createMyDataWorker(deps: {
  db: Kysely<Tables>;
  log: FastifyBaseLogger;
  systems: IdentifierSystems;
  options: MyDataOptions;
}): MyDataWorker {
  const { db, log, systems } = deps;
  const {
    folder,
    concurrency = 1,
    timeLimitMs = 30 * 60_000,
    pollMs = 10_000,
    staleMs = 2 * 60_000,
    maxAttempts = 2,
  } = deps.options;
  const runs = new Set<Promise<void>>();
  const controllers = new Set<AbortController>();
  let looking = false;
  let stopped = false;

  async function look(): Promise<void> {
    if (looking || stopped) return;
    looking = true;
    try {
      while (!stopped && runs.size < concurrency) {
        const row = await claimNext(db, staleMs, maxAttempts);
        if (!row) break;
        const run = prepare(row.id, row.attempts, row.patient_id, row.requested_by, row.fhir_base);
        runs.add(run);
        void run.finally(() => {
          runs.delete(run);
          // A slot is free: there may be more waiting.
          kick();
        });
      }
    } catch (error) {
      log.warn({ err: error }, 'my data: could not look for requests');
    } finally {
      looking = false;
    }
  }

  async function prepare(
    id: string,
    attempt: number,
    patientId: number,
    userId: number,
    fhirBase: string,
  ): Promise<void> {
    const controller = new AbortController();
    controllers.add(controller);
    const limit = setTimeout(() => controller.abort(new TimeLimit()), timeLimitMs);
    let step: MyDataStep = 'queued';
    let percent = 0;
    const beat = async () => {
      // Another instance took the request as stale: this run stops.
      if (!(await reportProgress(db, id, attempt, step, percent))) controller.abort(new Lost());
    };
    const heartbeat = setInterval(() => void beat().catch(() => undefined), staleMs / 3);
    const fileName = `${id}.zip`;
    const part = path.join(folder, `${fileName}.part`);
    try {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const size = await writeArchive({
        db,
        patientId,
        userId,
        fhirBase,
        systems,
        path: part,
        signal: controller.signal,
        progress: async (next, nextPercent) => {
          controller.signal.throwIfAborted();
          step = next;
          percent = nextPercent;
          await beat();
          controller.signal.throwIfAborted();
        },
      });
      await rename(part, path.join(folder, fileName));
      if (!(await markReady(db, id, attempt, fileName, size))) {
        await rm(path.join(folder, fileName), { force: true });
      }
    } catch (error) {
      await rm(part, { force: true }).catch(() => undefined);
      const reason = controller.signal.reason as unknown;
      if (reason instanceof Lost) return;
      if (reason instanceof Stopping) {
        // Not the request's fault: another instance (or this one, restarted) prepares it.
        await requeue(db, id, attempt).catch(() => undefined);
        return;
      }
      log.error({ err: error, request: id }, 'my data: preparing an archive failed');
      const message =
        reason instanceof TimeLimit ? '准备时间过长，请重试' : '准备资料时出错，请重试';
      await markFailed(db, id, attempt, message).catch((markError: unknown) =>
        log.error({ err: markError, request: id }, 'my data: could not mark a run failed'),
      );
    } finally {
      clearTimeout(limit);
      clearInterval(heartbeat);
      controllers.delete(controller);
    }
  }

  function kick(): void {
    void look();
  }

  const timer = setInterval(kick, pollMs);
  timer.unref();

  return {
    folder,
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const controller of controllers) controller.abort(new Stopping());
      await Promise.allSettled([...runs]);
    },
  };
}

class TimeLimit extends Error {}
class Lost extends Error {}
class Stopping extends Error {}
