import type { CallName } from '@cep/contract';
import type { Kysely } from 'kysely';
import type { Tables } from '../platform/db/schema';
import { ApiError } from '../platform/http/api-error';
import { audited, type AuditTarget } from '../platform/calls/audited';
import { signedIn, type CallContext, type Handler } from '../platform/calls/context';
import {
  addAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  readAnnouncement,
  receiptsOf,
  updateAnnouncement,
} from './announcements';
import {
  addChallenge,
  challengeOf,
  joinChallenge,
  leaderboardOf,
  leaveChallenge,
  listChallenges,
} from './challenges';
import {
  addSession,
  cancelSignup,
  listSessions,
  recordAttendance,
  sessionOf,
  signUp,
} from './group-sessions';
import {
  addMember,
  createGroup,
  groupOf,
  listGroups,
  removeMember,
  setNickname,
  updateGroup,
} from './groups';
import { requireMemberGroup } from './access';
import { notifyCommunity } from './live';
import {
  addPost,
  listPosts,
  moderatePost,
  moderationQueue,
  postOf,
  reportPost,
  type ModerationStep,
} from './posts';
import { viewerOf, type Viewer } from './viewer';

/*
 * 群体交互 (issue 16). The gate checks the permission code (announcement:manage and group:manage
 * for clinicians, community:participate for patients; reads are open to every signed-in role);
 * here each call finds who is looking (viewer.ts) and the queries answer for that viewer only:
 * the admin every group, a doctor the groups they lead and their care teams' patients by name, a
 * patient their own groups with everyone else as a nickname. Reads that show patients are audited
 * as reads, every write in the transaction of its change (platform/calls/audited.ts).
 */

/** Runs `work` audited, with the caller as a Viewer read in the same transaction. */
function withViewer<N extends CallName, T>(
  ctx: CallContext<N>,
  target: AuditTarget,
  work: (sql: Kysely<Tables>, viewer: Viewer) => Promise<T>,
  idOf?: (result: T) => string | number | null,
): Promise<T> {
  const { session } = signedIn(ctx);
  return audited(ctx, target, async (sql) => work(sql, await viewerOf(sql, session)), idOf);
}

/** A patient's own patient record: the calls only a patient with a record can make. */
function patientIdOf(viewer: Viewer): number {
  if (viewer.kind !== 'patient' || viewer.patientId === null) {
    throw new ApiError(40301, '只有患者本人可以这样做');
  }
  return viewer.patientId;
}

// ---- Announcements ----------------------------------------------------------------------------

const listAnnouncementsHandler: Handler<'listAnnouncements'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'listAnnouncements', entity: 'announcement', read: true },
    (sql, viewer) => listAnnouncements(sql, viewer, ctx.query),
  );

const addAnnouncementHandler: Handler<'addAnnouncement'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addAnnouncement',
      entity: 'announcement',
      detail: { audience: ctx.body.audience, groupId: ctx.body.groupId ?? null },
    },
    (sql, viewer) => addAnnouncement(sql, viewer, ctx.body),
    (added) => added.id,
  );

const updateAnnouncementHandler: Handler<'updateAnnouncement'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'updateAnnouncement', entity: 'announcement', entityId: ctx.body.id },
    (sql, viewer) => updateAnnouncement(sql, viewer, ctx.body),
  );

const deleteAnnouncementHandler: Handler<'deleteAnnouncement'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'deleteAnnouncement', entity: 'announcement', entityId: ctx.query.id },
    (sql, viewer) => deleteAnnouncement(sql, viewer, ctx.query.id),
  );
  return null;
};

const readAnnouncementHandler: Handler<'readAnnouncement'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'readAnnouncement', entity: 'announcement', entityId: ctx.body.id },
    (sql, viewer) => readAnnouncement(sql, viewer, ctx.body.id),
  );
  return null;
};

const getAnnouncementReceipts: Handler<'getAnnouncementReceipts'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'getAnnouncementReceipts',
      entity: 'announcement',
      entityId: ctx.query.id,
      read: true,
    },
    (sql, viewer) => receiptsOf(sql, viewer, ctx.query.id),
  );

// ---- Groups -----------------------------------------------------------------------------------

const listPatientGroups: Handler<'listPatientGroups'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listPatientGroups',
      entity: 'patientGroup',
      entityId: ctx.query.id ?? null,
      read: true,
    },
    (sql, viewer) => listGroups(sql, viewer, ctx.query.id),
  );

const addPatientGroup: Handler<'addPatientGroup'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addPatientGroup',
      entity: 'patientGroup',
      detail: { members: ctx.body.patientIds.length },
    },
    async (sql, viewer) => {
      const id = await createGroup(sql, viewer, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: id });
      return groupOf(sql, viewer, id);
    },
    (group) => group.id,
  );

const updatePatientGroup: Handler<'updatePatientGroup'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'updatePatientGroup',
      entity: 'patientGroup',
      entityId: ctx.body.id,
      detail: { moderation: ctx.body.moderation },
    },
    async (sql, viewer) => {
      await updateGroup(sql, viewer, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: ctx.body.id });
      return groupOf(sql, viewer, ctx.body.id);
    },
  );

function memberChange(
  ctx: CallContext<'addGroupMember' | 'removeGroupMember'>,
  action: 'addGroupMember' | 'removeGroupMember',
) {
  const { groupId, patientId } = ctx.body;
  return withViewer(
    ctx,
    { action, entity: 'patientGroup', entityId: groupId, detail: { patientId } },
    async (sql, viewer) => {
      if (action === 'addGroupMember') await addMember(sql, viewer, groupId, patientId);
      else await removeMember(sql, viewer, groupId, patientId);
      await notifyCommunity(sql, { kind: 'groups', groupId });
      return groupOf(sql, viewer, groupId);
    },
  );
}

const addGroupMember: Handler<'addGroupMember'> = (ctx) => memberChange(ctx, 'addGroupMember');
const removeGroupMember: Handler<'removeGroupMember'> = (ctx) =>
  memberChange(ctx, 'removeGroupMember');

const setGroupNickname: Handler<'setGroupNickname'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'setGroupNickname', entity: 'patientGroup', entityId: ctx.body.groupId },
    async (sql, viewer) => {
      const { patientId } = await requireMemberGroup(sql, viewer, ctx.body.groupId);
      await setNickname(sql, patientId, ctx.body);
      await notifyCommunity(sql, { kind: 'groups', groupId: ctx.body.groupId });
      return groupOf(sql, viewer, ctx.body.groupId);
    },
  );

// ---- Group sessions ---------------------------------------------------------------------------

const listGroupSessions: Handler<'listGroupSessions'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listGroupSessions',
      entity: 'groupSession',
      entityId: ctx.query.groupId ?? null,
      read: true,
    },
    (sql, viewer) => listSessions(sql, viewer, ctx.query),
  );

const addGroupSession: Handler<'addGroupSession'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'addGroupSession', entity: 'groupSession', detail: { groupId: ctx.body.groupId } },
    async (sql, viewer) => sessionOf(sql, viewer, await addSession(sql, viewer, ctx.body)),
    (session) => session.id,
  );

const signupGroupSession: Handler<'signupGroupSession'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'signupGroupSession', entity: 'groupSession', entityId: ctx.body.sessionId },
    async (sql, viewer) => {
      patientIdOf(viewer);
      await signUp(sql, viewer, ctx.body.sessionId);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

const cancelGroupSignup: Handler<'cancelGroupSignup'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'cancelGroupSignup', entity: 'groupSession', entityId: ctx.body.sessionId },
    async (sql, viewer) => {
      patientIdOf(viewer);
      await cancelSignup(sql, viewer, ctx.body.sessionId);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

const recordGroupAttendance: Handler<'recordGroupAttendance'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'recordGroupAttendance',
      entity: 'groupSession',
      entityId: ctx.body.sessionId,
      detail: { attendance: ctx.body.attendance },
    },
    async (sql, viewer) => {
      await recordAttendance(sql, viewer, ctx.body);
      return sessionOf(sql, viewer, ctx.body.sessionId);
    },
  );

// ---- Challenges -------------------------------------------------------------------------------

const listChallengesHandler: Handler<'listChallenges'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'listChallenges',
      entity: 'challenge',
      entityId: ctx.query.groupId ?? null,
      read: true,
    },
    (sql, viewer) => listChallenges(sql, viewer, ctx.query),
  );

const addChallengeHandler: Handler<'addChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'addChallenge', entity: 'challenge', detail: { groupId: ctx.body.groupId } },
    async (sql, viewer) => challengeOf(sql, viewer, await addChallenge(sql, viewer, ctx.body)),
    (added) => added.id,
  );

const joinChallengeHandler: Handler<'joinChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'joinChallenge', entity: 'challenge', entityId: ctx.body.id },
    async (sql, viewer) => {
      await joinChallenge(sql, viewer, ctx.body.id);
      return challengeOf(sql, viewer, ctx.body.id);
    },
  );

const leaveChallengeHandler: Handler<'leaveChallenge'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'leaveChallenge', entity: 'challenge', entityId: ctx.body.id },
    async (sql, viewer) => {
      await leaveChallenge(sql, viewer, ctx.body.id);
      return challengeOf(sql, viewer, ctx.body.id);
    },
  );

const getChallengeLeaderboard: Handler<'getChallengeLeaderboard'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'getChallengeLeaderboard', entity: 'challenge', entityId: ctx.query.id, read: true },
    (sql, viewer) => leaderboardOf(sql, viewer, ctx.query.id),
  );

// ---- Posts ------------------------------------------------------------------------------------

const listPostsHandler: Handler<'listPosts'> = (ctx) =>
  withViewer(
    ctx,
    { action: 'listPosts', entity: 'post', entityId: ctx.query.groupId, read: true },
    (sql, viewer) => listPosts(sql, viewer, ctx.query),
  );

const addPostHandler: Handler<'addPost'> = (ctx) =>
  withViewer(
    ctx,
    {
      action: 'addPost',
      entity: 'post',
      detail: { groupId: ctx.body.groupId, image: ctx.body.imageUrl !== undefined },
    },
    async (sql, viewer) => {
      patientIdOf(viewer);
      return postOf(sql, viewer, await addPost(sql, viewer, ctx.body));
    },
    (added) => added.id,
  );

const reportPostHandler: Handler<'reportPost'> = async (ctx) => {
  await withViewer(
    ctx,
    { action: 'reportPost', entity: 'post', entityId: ctx.body.id },
    (sql, viewer) => reportPost(sql, viewer, ctx.body),
  );
  return null;
};

const listModerationQueue: Handler<'listModerationQueue'> = (ctx) =>
  withViewer(ctx, { action: 'listModerationQueue', entity: 'post', read: true }, (sql, viewer) =>
    moderationQueue(sql, viewer, ctx.query),
  );

/** Approve, hide or restore: audited with the post's group, its states and the reason. */
function moderate(
  ctx: CallContext<'approvePost' | 'hidePost' | 'restorePost'>,
  action: 'approvePost' | 'hidePost' | 'restorePost',
  step: ModerationStep,
  reason?: string,
) {
  const { session } = signedIn(ctx);
  let change: Awaited<ReturnType<typeof moderatePost>> | undefined;
  return audited(
    ctx,
    { action, entity: 'post', entityId: ctx.body.id },
    async (sql) => {
      const viewer = await viewerOf(sql, session);
      change = await moderatePost(sql, viewer, ctx.body.id, step, reason);
      return postOf(sql, viewer, ctx.body.id);
    },
    undefined,
    () => ({ ...change, ...(reason ? { reason } : {}) }),
  );
}

const approvePost: Handler<'approvePost'> = (ctx) => moderate(ctx, 'approvePost', 'approve');
const hidePost: Handler<'hidePost'> = (ctx) => moderate(ctx, 'hidePost', 'hide', ctx.body.reason);
const restorePost: Handler<'restorePost'> = (ctx) => moderate(ctx, 'restorePost', 'restore');

// ---- Live -------------------------------------------------------------------------------------

const streamCommunity: Handler<'streamCommunity'> = async (ctx) => {
  const { session, sql, community, request, reply } = signedIn(ctx);
  const token = request.headers.token;
  if (typeof token !== 'string') throw new ApiError(50008);
  return community.stream(request, reply, { viewer: await viewerOf(sql, session), token });
};

export const communityHandlers = {
  listAnnouncements: listAnnouncementsHandler,
  addAnnouncement: addAnnouncementHandler,
  updateAnnouncement: updateAnnouncementHandler,
  deleteAnnouncement: deleteAnnouncementHandler,
  readAnnouncement: readAnnouncementHandler,
  getAnnouncementReceipts,
  listPatientGroups,
  addPatientGroup,
  updatePatientGroup,
  addGroupMember,
  removeGroupMember,
  setGroupNickname,
  listGroupSessions,
  addGroupSession,
  signupGroupSession,
  cancelGroupSignup,
  recordGroupAttendance,
  listChallenges: listChallengesHandler,
  addChallenge: addChallengeHandler,
  joinChallenge: joinChallengeHandler,
  leaveChallenge: leaveChallengeHandler,
  getChallengeLeaderboard,
  listPosts: listPostsHandler,
  addPost: addPostHandler,
  reportPost: reportPostHandler,
  listModerationQueue,
  approvePost,
  hidePost,
  restorePost,
  streamCommunity,
};
