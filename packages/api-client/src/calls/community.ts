import type { CommunityEvent } from '@cep/contract';
import { endpoints } from '../endpoints';
import type { ApiClient, TokenStore } from '../types';
import { followEvents } from './event-stream';
import type { Send } from './send';

type CommunityCalls = Pick<
  ApiClient,
  | 'listAnnouncements'
  | 'addAnnouncement'
  | 'updateAnnouncement'
  | 'deleteAnnouncement'
  | 'readAnnouncement'
  | 'getAnnouncementReceipts'
  | 'listPatientGroups'
  | 'addPatientGroup'
  | 'updatePatientGroup'
  | 'addGroupMember'
  | 'removeGroupMember'
  | 'setGroupNickname'
  | 'listGroupSessions'
  | 'addGroupSession'
  | 'signupGroupSession'
  | 'cancelGroupSignup'
  | 'recordGroupAttendance'
  | 'listChallenges'
  | 'addChallenge'
  | 'joinChallenge'
  | 'leaveChallenge'
  | 'getChallengeLeaderboard'
  | 'listPosts'
  | 'addPost'
  | 'reportPost'
  | 'listModerationQueue'
  | 'approvePost'
  | 'hidePost'
  | 'restorePost'
  | 'streamCommunity'
>;

/** A community event's shape: a kind and the group it concerns. */
const isCommunityEvent = (event: unknown): event is CommunityEvent =>
  typeof (event as Partial<CommunityEvent> | null)?.kind === 'string';

/**
 * Group interaction (issue 16): announcements, patient groups and nicknames, group sessions,
 * challenges, moderated posts, and the live notice that tells a page to read again.
 */
export function communityCalls(
  send: Send,
  baseURL: string,
  tokenStore: TokenStore,
): CommunityCalls {
  return {
    listAnnouncements: (query = {}) => send('listAnnouncements', { params: query }),
    addAnnouncement: (announcement) => send('addAnnouncement', { data: announcement }),
    updateAnnouncement: (announcement) => send('updateAnnouncement', { data: announcement }),
    deleteAnnouncement: (id) => send('deleteAnnouncement', { params: { id } }),
    readAnnouncement: (id) => send('readAnnouncement', { data: { id } }),
    getAnnouncementReceipts: (id) => send('getAnnouncementReceipts', { params: { id } }),
    listPatientGroups: (query = {}) => send('listPatientGroups', { params: query }),
    addPatientGroup: (group) => send('addPatientGroup', { data: group }),
    updatePatientGroup: (group) => send('updatePatientGroup', { data: group }),
    addGroupMember: (change) => send('addGroupMember', { data: change }),
    removeGroupMember: (change) => send('removeGroupMember', { data: change }),
    setGroupNickname: (change) => send('setGroupNickname', { data: change }),
    listGroupSessions: (query = {}) => send('listGroupSessions', { params: query }),
    addGroupSession: (session) => send('addGroupSession', { data: session }),
    signupGroupSession: (sessionId) => send('signupGroupSession', { data: { sessionId } }),
    cancelGroupSignup: (sessionId) => send('cancelGroupSignup', { data: { sessionId } }),
    recordGroupAttendance: (attendance) => send('recordGroupAttendance', { data: attendance }),
    listChallenges: (query = {}) => send('listChallenges', { params: query }),
    addChallenge: (challenge) => send('addChallenge', { data: challenge }),
    joinChallenge: (id) => send('joinChallenge', { data: { id } }),
    leaveChallenge: (id) => send('leaveChallenge', { data: { id } }),
    getChallengeLeaderboard: (id) => send('getChallengeLeaderboard', { params: { id } }),
    listPosts: (query) => send('listPosts', { params: query }),
    addPost: (post) => send('addPost', { data: post }),
    reportPost: (id, reason) => send('reportPost', { data: reason ? { id, reason } : { id } }),
    listModerationQueue: (query = {}) => send('listModerationQueue', { params: query }),
    approvePost: (id) => send('approvePost', { data: { id } }),
    hidePost: (id, reason) => send('hidePost', { data: reason ? { id, reason } : { id } }),
    restorePost: (id) => send('restorePost', { data: { id } }),
    streamCommunity: (onEvent) =>
      followEvents(
        `${baseURL}${endpoints.streamCommunity.path}`,
        tokenStore,
        isCommunityEvent,
        onEvent,
      ),
  };
}
