import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { hasAccepted } from './consent-state';

/*
 * The server's checks of separate consent (issue 32 item 2), called by the writes that need a
 * purpose accepted, inside their transaction: a recording needs `signals`, a place in the
 * community `community`. Each refusal has its own code and plain Chinese words.
 */

/** Refuses (40360) a new recording of a patient who has not accepted signal recording. */
export async function requireSignalConsent(trx: Kysely<Tables>, patientId: number): Promise<void> {
  if (!(await hasAccepted(trx, patientId, 'signals'))) {
    throw new ApiError(40360, '患者未同意生理信号采集，不能开始记录');
  }
}

/** What the refused community write was, for the message. */
export type CommunityStep = 'post' | 'challenge' | 'session' | 'member';

const communityMessages: Record<CommunityStep, string> = {
  post: '您尚未同意参与群体互动，不能发帖。可在「我的隐私与数据」中同意',
  challenge: '您尚未同意参与群体互动，不能参加挑战。可在「我的隐私与数据」中同意',
  session: '您尚未同意参与群体互动，不能报名小组活动。可在「我的隐私与数据」中同意',
  member: '患者未同意参与群体互动，不能加入小组',
};

/** Refuses (40361) a community write for a patient who has not accepted the community. */
export async function requireCommunityConsent(
  trx: Kysely<Tables>,
  patientId: number,
  step: CommunityStep,
): Promise<void> {
  if (!(await hasAccepted(trx, patientId, 'community'))) {
    throw new ApiError(40361, communityMessages[step]);
  }
}
