import type { CallName } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../../platform/db/schema';
import { ApiError } from '../../platform/http/api-error';
import { audited, type AuditTarget } from '../../platform/calls/audited';
import { signedIn, type CallContext } from '../../platform/calls/context';
import { viewerOf, type Viewer } from '../viewer';

/** Runs `work` audited, with the caller as a Viewer read in the same transaction. */
export function withViewer<N extends CallName, T>(
  ctx: CallContext<N>,
  target: AuditTarget,
  work: (sql: Kysely<Tables>, viewer: Viewer) => Promise<T>,
  idOf?: (result: T) => string | number | null,
): Promise<T> {
  const { session } = signedIn(ctx);
  return audited(ctx, target, async (sql) => work(sql, await viewerOf(sql, session)), idOf);
}

/** A patient's own patient record: the calls only a patient with a record can make. */
export function patientIdOf(viewer: Viewer): number {
  if (viewer.kind !== 'patient' || viewer.patientId === null) {
    throw new ApiError(40301, '只有患者本人可以这样做');
  }
  return viewer.patientId;
}
