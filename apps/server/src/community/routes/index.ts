import { ApiError } from '../../platform/http/api-error';
import { signedIn, type Handler } from '../../platform/calls/context';
import { viewerOf } from '../viewer';
import type { CommunityHub } from '../live-hub';
import { announcementsHandlers } from './announcements';
import { challengesHandlers } from './challenges';
import { groupSessionsHandlers } from './group-sessions';
import { groupsHandlers } from './groups';
import { postsHandlers } from './posts';

/*
 * 群体交互 (issue 16). The gate checks the permission code (announcement:manage and group:manage
 * for clinicians, community:participate for patients; reads are open to every signed-in role);
 * here each call finds who is looking (viewer.ts) and the queries answer for that viewer only:
 * the admin every group, a doctor the groups they lead and their care teams' patients by name, a
 * patient their own groups with everyone else as a nickname. Reads that show patients are audited
 * as reads, every write in the transaction of its change (platform/calls/audited.ts).
 */

/** Every call of 群体交互; `hub` carries the live notices of `streamCommunity`. */
export function communityHandlers(hub: CommunityHub) {
  const streamCommunity: Handler<'streamCommunity'> = async (ctx) => {
    const { session, sql, request, reply } = signedIn(ctx);
    const token = request.headers.token;
    if (typeof token !== 'string') throw new ApiError(50008);
    return hub.stream(request, reply, {
      viewer: await viewerOf(sql, session),
      token,
      userId: session.userId,
    });
  };
  return {
    ...announcementsHandlers,
    ...groupsHandlers,
    ...groupSessionsHandlers,
    ...challengesHandlers,
    ...postsHandlers,
    streamCommunity,
  };
}
