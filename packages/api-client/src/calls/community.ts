import type {
  Announcement,
  AnnouncementCreate,
  AnnouncementReceipts,
  AnnouncementUpdate,
  Challenge,
  ChallengeCreate,
  ChallengeLeaderboard,
  CommunityEvent,
  GroupAttendance,
  GroupMemberChange,
  GroupNicknameChange,
  GroupSession,
  GroupSessionCreate,
  Page,
  PatientGroup,
  PatientGroupCreate,
  PatientGroupUpdate,
  Post,
  PostCreate,
} from '@cep/contract';
import { endpoints } from '../endpoints';
import type { ListQuery, TokenStore } from '../types';
import { followEvents, type SessionEnded } from './event-stream';
import type { Send } from './send';

/** A community event's shape: a kind and the group it concerns. */
const isCommunityEvent = (event: unknown): event is CommunityEvent =>
  typeof (event as Partial<CommunityEvent> | null)?.kind === 'string';

/**
 * Group interaction (issue 16): announcements, patient groups and nicknames, group sessions,
 * challenges, moderated posts, and the live notice that tells a page to read again.
 */
export interface CommunityCalls {
  /**
   * `GET /api/announcement/list`: pinned first, newest first. A patient gets those meant for them
   * with `read`; a clinician those they may read, with read counts on their own.
   */
  listAnnouncements(query?: ListQuery<'listAnnouncements'>): Promise<Page<Announcement>>;
  /** `POST /api/announcement/add`: to all patients, a group, or the caller's care teams. */
  addAnnouncement(announcement: AnnouncementCreate): Promise<Announcement>;
  /** `PUT /api/announcement/update`: title, body and pin (the author or the admin), from `revision` (stale → 40902). */
  updateAnnouncement(announcement: AnnouncementUpdate): Promise<Announcement>;
  /** `DELETE /api/announcement/delete?id=`. */
  deleteAnnouncement(id: number): Promise<null>;
  /** `POST /api/announcement/read` (patients): marks it read; again changes nothing. */
  readAnnouncement(id: number): Promise<null>;
  /** `GET /api/announcement/receipts?id=`: who read it (others' patients only counted). */
  getAnnouncementReceipts(id: number): Promise<AnnouncementReceipts>;
  /** `GET /api/patientGroup/list`: the caller's groups; other patients as nicknames only. */
  listPatientGroups(query?: ListQuery<'listPatientGroups'>): Promise<PatientGroup[]>;
  /** `POST /api/patientGroup/add`: a group of the leading doctor's care-team patients. */
  addPatientGroup(group: PatientGroupCreate): Promise<PatientGroup>;
  /** `PUT /api/patientGroup/update`: name, purpose, moderation, from `revision` (stale → 40902). */
  updatePatientGroup(group: PatientGroupUpdate): Promise<PatientGroup>;
  /** `POST /api/patientGroup/addMember`. */
  addGroupMember(change: GroupMemberChange): Promise<PatientGroup>;
  /** `POST /api/patientGroup/removeMember`. */
  removeGroupMember(change: GroupMemberChange): Promise<PatientGroup>;
  /** `POST /api/patientGroup/nickname` (patients): a taken nickname → 40901. */
  setGroupNickname(change: GroupNicknameChange): Promise<PatientGroup>;
  /** `GET /api/groupSession/list`: the sessions of the caller's groups in a window. */
  listGroupSessions(query?: ListQuery<'listGroupSessions'>): Promise<GroupSession[]>;
  /** `POST /api/groupSession/add`. */
  addGroupSession(session: GroupSessionCreate): Promise<GroupSession>;
  /** `POST /api/groupSession/signup` (patients): a full session → 40901. */
  signupGroupSession(sessionId: number): Promise<GroupSession>;
  /** `POST /api/groupSession/cancel` (patients). */
  cancelGroupSignup(sessionId: number): Promise<GroupSession>;
  /** `POST /api/groupSession/attendance`: after the session began. */
  recordGroupAttendance(attendance: GroupAttendance): Promise<GroupSession>;
  /** `GET /api/challenge/list`: with the caller's own progress where they joined. */
  listChallenges(query?: ListQuery<'listChallenges'>): Promise<Challenge[]>;
  /** `POST /api/challenge/add`. */
  addChallenge(challenge: ChallengeCreate): Promise<Challenge>;
  /** `POST /api/challenge/join` (patients). */
  joinChallenge(id: number): Promise<Challenge>;
  /** `POST /api/challenge/leave` (patients). */
  leaveChallenge(id: number): Promise<Challenge>;
  /** `GET /api/challenge/leaderboard?id=`: nicknames and progress, for those who joined. */
  getChallengeLeaderboard(id: number): Promise<ChallengeLeaderboard>;
  /** `GET /api/post/list?groupId=`: a group's posts, newest first. */
  listPosts(query: ListQuery<'listPosts'> & { groupId: number }): Promise<Page<Post>>;
  /** `POST /api/post/add` (patients): too many in a short time → 42901. */
  addPost(post: PostCreate): Promise<Post>;
  /** `POST /api/post/report` (patients). */
  reportPost(id: number, reason?: string): Promise<null>;
  /** `GET /api/post/queue`: pending and reported posts of the caller's groups, oldest first. */
  listModerationQueue(query?: ListQuery<'listModerationQueue'>): Promise<Page<Post>>;
  /** `POST /api/post/approve`. */
  approvePost(id: number): Promise<Post>;
  /** `POST /api/post/hide`: gone for every patient at once. */
  hidePost(id: number, reason?: string): Promise<Post>;
  /** `POST /api/post/restore`. */
  restorePost(id: number): Promise<Post>;
  /**
   * Follows `GET /api/community/stream` (Server-Sent Events): `onEvent` gets `ready` on each
   * connection, then what changed in the caller's groups (read that part again). Reconnects like
   * `streamAlerts`; stops when refused or when the returned function is called.
   */
  streamCommunity(onEvent: (event: CommunityEvent) => void): () => void;
}

/** The functions of {@link CommunityCalls}. */
export function communityCalls(
  send: Send,
  baseURL: string,
  tokenStore: TokenStore,
  sessionEnded?: SessionEnded,
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
        sessionEnded,
      ),
  };
}
