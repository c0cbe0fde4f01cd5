import type {
  Article,
  AuditEntry,
  ClientErrorEntry,
  CallBody,
  CareTeam,
  CallName,
  CallQuery,
  CallResponse,
  DashboardSummary,
  Doctor,
  ExerciseList,
  ExerciseResultAdd,
  PatientProgress,
  Assessment,
  AssessmentAmend,
  AssessmentDraftSave,
  AssessmentFinish,
  AlertCount,
  AlertEvent,
  Finding,
  PlanStatus,
  StoredExerciseResult,
  TrainingPlan,
  TrainingPlanCreate,
  TrainingPlanUpdate,
  TrainingSession,
  HealthData,
  IdleLockSettings,
  LoginResult,
  Page,
  Patient,
  PatientListRow,
  RouteRecord,
  UploadQuery,
  User,
  UserInfo,
  SignalDevice,
  SignalDeviceCreate,
  SignalDeviceCreated,
  SignalDeviceUpdate,
  SignalDeviceStatusChange,
  Recording,
  RecordingStart,
  RecordingSummary,
  RecordingMarker,
  RecordingMarkerAdd,
  RecordingWindow,
  RecordingFeatures,
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
  PatientGroup,
  PatientGroupCreate,
  PatientGroupUpdate,
  Post,
  PostCreate,
  Conversation,
  Message,
  MessageContact,
  MessageImage,
  MessageReadResult,
  MessageSend,
  MessageSocketServerMessage,
  MessageUnread,
} from '@cep/contract';
import type { AxiosInstance } from 'axios';

/**
 * Where the session's token and its expiry live. The client reads it before every request and
 * writes it after login and refresh; `@cep/auth` supplies the browser one (cookie `Admin-Token`,
 * expiry in session storage), `memoryTokenStore()` is the default.
 */
export interface TokenStore {
  /** The session token, sent as the `token` header; `undefined` when signed out. */
  getToken(): string | undefined;
  /** When the token stops working, epoch milliseconds; `undefined` when unknown. */
  getExpireTime(): number | undefined;
  /** After login or a refresh: the new token and its expiry. */
  setSession(token: string, expireTime: number): void;
  /** Overwrites the expiry only (a network error sets 0, spec §8). */
  setExpireTime(expireTime: number): void;
  /** Forgets the token and everything in session storage (re-login 确定, logout). */
  clear(): void;
  /**
   * Forgets what session storage holds (the expiry, the role list `codeList`) but keeps the
   * token: a network error does this (spec §8), so one dropped connection does not sign a
   * clinician out — the zeroed expiry makes the next request refresh the token first.
   */
  clearStorage(): void;
}

/** How an error toast is shown (spec §8: type error, 5000 ms). */
export interface NotifyOptions {
  type: 'error';
  duration: number;
}

/** Shows a message to the user, e.g. `@cep/ui`'s `toast.error`. */
export type Notify = (message: string, options: NotifyOptions) => void;

export interface ApiClientOptions {
  /** Origin of the API server; `''` means the page's own origin (the console is served by the server). */
  baseURL: string;
  /** The session's persistence. Default: `memoryTokenStore()`. */
  tokenStore?: TokenStore;
  /** Shows an error toast. Default: nothing is shown (the call still rejects). */
  notify?: Notify;
  /**
   * Asks '用户登录信息过期，请重新登录！' (title 系统提示, buttons 确定/取消; see
   * `reloginDialogMessages`) and resolves `true` for 确定. Called once for any number of requests
   * failing together with 50008/50012/50014. Default: the browser's `window.confirm`, or `false`
   * where there is none.
   */
  confirmRelogin?: () => Promise<boolean>;
  /** After 确定 and `tokenStore.clear()`. Default: `location.reload()` in a browser, else nothing. */
  onRelogin?: () => void;
  /** Refresh the token before a request when less than this is left. Default `REFRESH_THRESHOLD_MS` (10 min). */
  refreshThresholdMs?: number;
  /** Give up on a request after this long. Default `REQUEST_TIMEOUT_MS` (15 s). */
  timeoutMs?: number;
}

/** Filters and paging of a list call; every field optional (the server defaults to page 1 of 10). */
export type ListQuery<N extends CallName> = Partial<NonNullable<CallQuery<N>>>;

/** A downloaded export: its bytes, the file name the server gave it and how many rows it holds. */
/** A downloaded file: its bytes and the file name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** What `streamSignalDevice` calls as the live stream goes. */
export interface SignalStreamHandlers {
  /** Bytes of the body as they arrive: protocol frames back to back, cut anywhere. */
  onBytes(bytes: Uint8Array): void;
  /** A (re)connection began: drop any half frame kept from before. */
  onConnect?(): void;
  /** The server refused (no permission, not the patient's care team…): the stream stops. */
  onRefused?(refusal: { code: number; message: string }): void;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
  rows: number;
}

/** Options of `uploadFile`. */
export interface UploadOptions {
  /** Which module the file belongs to; default `'usr'` (avatars and portraits). */
  module?: UploadQuery['module'];
  /** The file name sent with the part; default the `File`'s own name, else `'file'`. */
  filename?: string;
  /** Called as bytes go out, with 0–100 (whole percent). */
  onProgress?: (percent: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/** Options of `uploadMessageImage`. */
export interface MessageImageOptions {
  /** The file name sent with the part; default the `File`'s own name, else `'image'`. */
  filename?: string;
  /** Called as bytes go out, with 0–100 (whole percent). */
  onProgress?: (percent: number) => void;
  /** Cancels the upload. */
  signal?: AbortSignal;
}

/** Where the message channel is: connecting (or waiting to retry), live, offline, or stopped. */
export type MessageChannelStatus = 'connecting' | 'online' | 'offline' | 'signedOut';

type ServerMessage<T extends MessageSocketServerMessage['type']> = Extract<
  MessageSocketServerMessage,
  { type: T }
>;

/** What `connectMessages` calls as the channel goes. */
export interface MessageChannelHandlers {
  /**
   * Live from here (the first connection and every reconnection): `reconnected` says the app may
   * have missed messages meanwhile and should catch up (`catchUp`, a fresh conversation list).
   */
  onReady?(event: { unread: number; reconnected: boolean }): void;
  /** A new message in one of the caller's conversations (theirs too, from another tab). */
  onMessage?(event: ServerMessage<'message'>): void;
  /** A read: by the caller in another tab (`by: 'me'`) or by the other person (`'peer'`). */
  onRead?(event: ServerMessage<'read'>): void;
  /** The server refused something over the socket, or told why it closed it. */
  onError?(error: { code: number; message: string }): void;
  onStatus?(status: MessageChannelStatus): void;
}

export interface MessageChannelOptions {
  /** The WebSocket to use; default the platform's (`globalThis.WebSocket`; Node 20 needs `ws`). */
  WebSocket?: typeof WebSocket;
}

/** An open message channel (`connectMessages`). */
export interface MessageChannel {
  readonly status: MessageChannelStatus;
  /**
   * Every message of `conversationId` after `afterSeq`, oldest first, however many (asked
   * page by page over the socket). Rejects when the channel is not live or drops meanwhile.
   */
  catchUp(conversationId: number, afterSeq: number): Promise<Message[]>;
  /** Connect now if not connected (after a sign-in, a refresh; retries are otherwise automatic). */
  reconnect(): void;
  /** Closes the channel for good. */
  close(): void;
}

/**
 * A typed function for every call of `@cep/contract`'s table (named as there), plus `fileUrl` for
 * the one call that is a URL (`getFile`). Each resolves the envelope's `data`, or rejects with an
 * `ApiError` after the error handling of spec §8.
 */
export interface ApiClient {
  /** `GET /api/health`: the server and its database answer. */
  health(): Promise<HealthData>;

  /**
   * `POST /api/users/login` (form-encoded). Trims the username, then stores the token and its
   * expiry in the token store.
   */
  login(username: string, password: string): Promise<LoginResult>;
  /** `GET /api/sysUser/getInfo`: who is signed in; `roles` holds role keys and permission codes. */
  getInfo(): Promise<UserInfo>;
  /** `POST /api/sysUser/logout` with `{token}`. On success the token store is cleared. */
  logout(token: string): Promise<CallResponse<'logout'>>;
  /** `GET /api/sysUser/getMenuList`: the menu route tree visible to the user. */
  getMenuList(): Promise<RouteRecord[]>;
  /** `POST /api/sysUser/refreshToken` with `{token}`; stores the new token and expiry. */
  refreshToken(token: string): Promise<LoginResult>;
  /**
   * `POST /api/sysUser/verifyPassword` with `{password}`: the signed-in person's password checked
   * again (idle lock). Rejects with 40101 for a wrong password, 42901 when throttled like sign-in.
   */
  verifyPassword(password: string): Promise<CallResponse<'verifyPassword'>>;

  /** `GET /api/users/list`. */
  listUsers(query?: ListQuery<'listUsers'>): Promise<Page<User>>;
  /** `GET /api/users/getUser?id=`. */
  getUser(id: number): Promise<User>;
  /** `GET /api/users/getByUsername?username=`. */
  getByUsername(username: string): Promise<User>;
  /** `POST /api/users/add`. */
  addUser(user: CallBody<'addUser'>): Promise<User>;
  /** `PUT /api/users/update`: only the fields sent change. */
  updateUser(user: CallBody<'updateUser'>): Promise<User>;
  /** `DELETE /api/users/delete?id=` (with the user's doctor or patient record). */
  deleteUser(id: number): Promise<CallResponse<'deleteUser'>>;
  /** `POST /api/users/saveUserRole`: replaces the user's roles. */
  saveUserRole(body: CallBody<'saveUserRole'>): Promise<User>;

  /** `GET /api/doctorInformation/list`. */
  listDoctors(query?: ListQuery<'listDoctors'>): Promise<Page<Doctor>>;
  /** `GET /api/doctorInformation/doctor/{id}`. */
  getDoctor(id: number): Promise<Doctor>;
  /** `POST /api/doctorInformation/add`. */
  addDoctor(doctor: CallBody<'addDoctor'>): Promise<Doctor>;
  /** `PUT /api/doctorInformation/update`: the whole record (a doctor only their own). */
  updateDoctor(doctor: CallBody<'updateDoctor'>): Promise<Doctor>;
  /** `DELETE /api/doctorInformation/delete/{id}`. */
  deleteDoctor(id: number): Promise<CallResponse<'deleteDoctor'>>;

  /**
   * `GET /api/patientInformation/list` (a patient sees only themself); each row with its care
   * team's names (`careTeam`).
   */
  listPatients(query?: ListQuery<'listPatients'>): Promise<Page<PatientListRow>>;
  /** `GET /api/patientInformation/{id}`. */
  getPatient(id: number): Promise<Patient>;
  /** `POST /api/patientInformation/add`. */
  addPatient(patient: CallBody<'addPatient'>): Promise<Patient>;
  /** `PUT /api/patientInformation/update`: the whole record (a patient only their own). */
  updatePatient(patient: CallBody<'updatePatient'>): Promise<Patient>;
  /** `DELETE /api/patientInformation/delete/{id}`. */
  deletePatient(id: number): Promise<CallResponse<'deletePatient'>>;

  /**
   * `POST /api/oss/file/upload?module=usr`, multipart field `file`. Resolves the image's address
   * (`/api/oss/file/{id}`, relative to the server).
   */
  uploadFile(file: Blob, options?: UploadOptions): Promise<string>;
  /** The absolute address of an uploaded file (`getFile`, `GET /api/oss/file/{id}`), for `<img src>`. */
  fileUrl(id: string): string;
  /**
   * `GET /api/oss/file/{id}` with the session's token: the picture as a Blob (for
   * `URL.createObjectURL`). A patient's picture is served only this way, to those who may see
   * that patient; rejects with the server's code (40301, 40401, 50008) without toasts.
   */
  getFile(address: string, options?: { signal?: AbortSignal }): Promise<Blob>;

  /** `GET /api/audit/list`: the audit log, newest first. */
  listAudit(query?: ListQuery<'listAudit'>): Promise<Page<AuditEntry>>;

  /** `POST /api/clientErrors`: keeps an error the console caught (its error log) on the server. */
  reportClientError(
    report: CallBody<'reportClientError'>,
  ): Promise<CallResponse<'reportClientError'>>;
  /** `GET /api/clientErrors/list`: the reported errors, newest first (admin). */
  listClientErrors(query?: ListQuery<'listClientErrors'>): Promise<Page<ClientErrorEntry>>;

  /**
   * `GET /api/careTeam/list?patientId=`: the clinicians treating a patient (an admin any patient's,
   * a doctor their own patients', a patient their own).
   */
  listCareTeam(patientId: number): Promise<CareTeam>;
  /** `POST /api/careTeam/assign`: adds a doctor to the patient's team; resolves the new team. */
  assignCareTeam(change: CallBody<'assignCareTeam'>): Promise<CareTeam>;
  /** `POST /api/careTeam/unassign`: removes a doctor from the patient's team; resolves the new team. */
  unassignCareTeam(change: CallBody<'unassignCareTeam'>): Promise<CareTeam>;
  /**
   * `PUT /api/sysUser/password` `{ oldPassword, newPassword }`: changes the signed-in user's own
   * password. This session stays; the account's other sessions end. A wrong old password or a
   * weak/common new one → 40001 with the server's message; too many wrong guesses → 42901.
   */
  changePassword(change: CallBody<'changePassword'>): Promise<CallResponse<'changePassword'>>;

  /**
   * `POST /api/users/setStatus`: enables or disables an account (disabling ends its sessions; not
   * oneself, not the last enabled admin: 40901).
   */
  setUserStatus(change: CallBody<'setUserStatus'>): Promise<User>;
  /** `POST /api/users/resetPassword`: a new initial password; the account's sessions end. */
  resetPassword(reset: CallBody<'resetPassword'>): Promise<User>;

  /** `GET /api/settings/idleLock`: the idle lock's default and allowed range, in minutes. */
  getIdleLockSettings(): Promise<IdleLockSettings>;
  /** `PUT /api/settings/idleLock` (admin): resolves the stored settings. */
  saveIdleLockSettings(settings: IdleLockSettings): Promise<IdleLockSettings>;

  /** `GET /api/dashboard/summary`: the dashboard's data for the caller's role (`role` tells which). */
  getDashboardSummary(): Promise<DashboardSummary>;

  /**
   * `GET /api/patientInformation/export`: the patients the list's filters select (a doctor their
   * care teams'), as `format` `csv` (default) or `xlsx`; phone and ID card masked. Over 50 000 rows
   * the server refuses (40001) and nothing downloads.
   */
  exportPatients(query?: ListQuery<'exportPatients'>): Promise<ExportedFile>;
  /**
   * `GET /api/report/export`: one patient's exercise results from `from` to `to` as an Excel (or
   * CSV) file, for the report (clinicians of the care team only).
   */
  exportReport(
    query: ListQuery<'exportReport'> & { patientId: number; from: string; to: string },
  ): Promise<ExportedFile>;
  /** `GET /api/doctorInformation/export`: the filtered doctors as a file (admin). */
  exportDoctors(query?: ListQuery<'exportDoctors'>): Promise<ExportedFile>;
  /** `GET /api/users/export`: the filtered accounts as a file (admin). */
  exportUsers(query?: ListQuery<'exportUsers'>): Promise<ExportedFile>;
  /** `POST /api/patientInformation/reveal`: the full phone or ID card of one patient, audited. */
  revealPatient(id: number, field: CallBody<'revealPatient'>['field']): Promise<string | null>;
  /** `POST /api/doctorInformation/reveal`: a doctor's full phone number, audited. */
  revealDoctor(id: number): Promise<string | null>;

  /** `GET /api/exercise/list`: the exercise catalogue (names, domains, instructions, top level). */
  listExercises(): Promise<ExerciseList>;
  /**
   * `GET /api/trainingPlan/list?patientId=`: a patient's plans, newest first (a doctor their care
   * teams' patients, a patient their own); `status` filters.
   */
  listTrainingPlans(
    query: ListQuery<'listTrainingPlans'> & { patientId: number },
  ): Promise<Page<TrainingPlan>>;
  /** `POST /api/trainingPlan/add`: a new plan, a draft; resolves the stored plan. */
  addTrainingPlan(plan: TrainingPlanCreate): Promise<TrainingPlan>;
  /**
   * `PUT /api/trainingPlan/update`: the whole editable plan while it is a draft or paused (else
   * 40901); items sent with their `id` keep their level.
   */
  updateTrainingPlan(plan: TrainingPlanUpdate): Promise<TrainingPlan>;
  /**
   * `POST /api/trainingPlan/status`: draft → active → paused ⇄ active → completed; a second active
   * plan of the same patient → 40901. Resolves the plan with its state history.
   */
  setTrainingPlanStatus(id: number, status: PlanStatus): Promise<TrainingPlan>;
  /**
   * `POST /api/trainingSession/start` `{ clientId, planId, startedAt? }`: starts a session of an
   * active plan (the same `clientId` again resolves the same session) with each item's level.
   */
  startTrainingSession(start: CallBody<'startTrainingSession'>): Promise<TrainingSession>;
  /** `POST /api/trainingSession/finish`: completes or abandons a session (once). */
  finishTrainingSession(finish: CallBody<'finishTrainingSession'>): Promise<TrainingSession>;
  /**
   * `POST /api/exerciseResult/add`: one exercise run, stored once per `clientId` (sending it again
   * resolves the stored row), with the level engine's state after it.
   */
  addExerciseResult(result: ExerciseResultAdd): Promise<StoredExerciseResult>;
  /** `GET /api/exerciseResult/list?patientId=`: a patient's results with their trials, newest first. */
  listExerciseResults(
    query: ListQuery<'listExerciseResults'> & { patientId: number },
  ): Promise<Page<StoredExerciseResult>>;
  /**
   * `GET /api/patientProgress/detail?patientId=`: a plan's progress (the active plan unless `planId`
   * names one): levels over time, each session's runs, adherence per day.
   */
  getPatientProgress(
    query: ListQuery<'getPatientProgress'> & { patientId: number },
  ): Promise<PatientProgress>;

  /**
   * `GET /api/assessment/list?patientId=`: a patient's MoCA and MMSE sheets, the latest test first,
   * each with section totals, domain profile and (once finished) the norms' interpretation.
   * Clinicians of the patient's care team only.
   */
  listAssessments(
    query: ListQuery<'listAssessments'> & { patientId: number },
  ): Promise<Page<Assessment>>;
  /** `GET /api/assessment/detail?id=`: one sheet with every amendment (the original scores kept). */
  getAssessment(id: number): Promise<Assessment>;
  /**
   * `POST /api/assessment/draft`: starts a sheet (no `id`) or saves the draft's scores; a stale
   * `revision` (saved elsewhere meanwhile) → 40901.
   */
  saveAssessmentDraft(draft: AssessmentDraftSave): Promise<Assessment>;
  /** `POST /api/assessment/finish`: locks a complete draft (an empty item → 40001 naming it). */
  finishAssessment(finish: AssessmentFinish): Promise<Assessment>;
  /** `POST /api/assessment/amend`: corrects a finished sheet with a reason; the previous scores are kept. */
  amendAssessment(amend: AssessmentAmend): Promise<Assessment>;

  /**
   * `GET /api/recommendation/list`: the assistant's suggestions and reminders for the caller's
   * patients (one patient with `patientId`), newest first, each with the numbers it used.
   */
  listRecommendations(query?: ListQuery<'listRecommendations'>): Promise<Page<Finding>>;
  /** `POST /api/recommendation/accept`: applies the suggestion to the plan; an old one → 40901. */
  acceptRecommendation(id: number): Promise<Finding>;
  /** `POST /api/recommendation/reject`: closes it, with an optional reason. */
  rejectRecommendation(id: number, reason?: string): Promise<Finding>;
  /** `GET /api/alert/list`: missed-session and decline alerts, with whether the caller read each. */
  listAlerts(query?: ListQuery<'listAlerts'>): Promise<Page<Finding>>;
  /** `GET /api/alert/count`: the caller's unread alerts. */
  countAlerts(): Promise<AlertCount>;
  /** `POST /api/alert/read`: marks the given alerts (all when none given) read for the caller. */
  readAlerts(ids?: number[]): Promise<AlertCount>;
  /**
   * Follows `GET /api/alert/stream` (Server-Sent Events): `onEvent` gets the unread count on
   * connecting and again with each new alert or read. Reconnects after a drop (1 s, doubling to
   * 30 s); stops when the server refuses (signed out, no permission) or the returned function is
   * called.
   */
  streamAlerts(onEvent: (event: AlertEvent) => void): () => void;

  /**
   * `GET /api/signalDevice/list`: every acquisition device with its connection, last impedances
   * and running recording.
   */
  listSignalDevices(): Promise<SignalDevice[]>;
  /** `POST /api/signalDevice/add` (admin): the new device with its key, shown only this once. */
  addSignalDevice(device: SignalDeviceCreate): Promise<SignalDeviceCreated>;
  /** `PUT /api/signalDevice/update` (admin): renames a device. */
  updateSignalDevice(device: SignalDeviceUpdate): Promise<SignalDevice>;
  /** `POST /api/signalDevice/setStatus` (admin): a disabled device is disconnected and refused. */
  setSignalDeviceStatus(change: SignalDeviceStatusChange): Promise<SignalDevice>;
  /**
   * Follows `GET /api/signalDevice/live?deviceId=` (a fetch stream of the device protocol's binary
   * frames): reconnects after a drop (1 s, doubling to 30 s); stops on a refusal or when the
   * returned function is called.
   */
  streamSignalDevice(deviceId: number, handlers: SignalStreamHandlers): () => void;
  /** `POST /api/recording/start`: records a patient of the caller's care team from the devices. */
  startRecording(start: RecordingStart): Promise<Recording>;
  /** `POST /api/recording/stop`: stopping twice answers the stopped recording. */
  stopRecording(id: number): Promise<Recording>;
  /** `GET /api/recording/list?patientId=`: a patient's recordings, newest first. */
  listRecordings(
    query: ListQuery<'listRecordings'> & { patientId: number },
  ): Promise<Page<RecordingSummary>>;
  /** `GET /api/recording/detail?id=`: one recording with its devices and markers. */
  getRecording(id: number): Promise<Recording>;
  /** `POST /api/recording/marker`: a marker on a running recording (at `offsetMs`, or now). */
  addRecordingMarker(marker: RecordingMarkerAdd): Promise<RecordingMarker>;
  /**
   * `GET /api/recording/window`: every channel from `from` to `to` (ms on the recording's time
   * line), min/max-decimated on the server to at most `maxPoints` buckets.
   */
  getRecordingWindow(query: {
    recordingId: number;
    from: number;
    to: number;
    maxPoints?: number;
  }): Promise<RecordingWindow>;
  /** `GET /api/recording/features?id=`: band powers and heart rate per second, HRV overall. */
  getRecordingFeatures(id: number): Promise<RecordingFeatures>;
  /** `GET /api/recording/export`: EDF+ (every device and the markers) or one device's CSV. */
  exportRecording(query: {
    id: number;
    format: 'edf' | 'csv';
    deviceId?: number;
  }): Promise<DownloadedFile>;

  /**
   * `GET /api/article/list` (staff): the 表格 demos' articles; without `status`, drafts and
   * published ones (deleted ones only when asked for).
   */
  listArticles(query?: ListQuery<'listArticles'>): Promise<Page<Article>>;
  /** `GET /api/article/detail?id=`. */
  getArticle(id: number): Promise<Article>;
  /** `POST /api/article/add`: a draft (or published at once), last in the drag order. */
  addArticle(article: CallBody<'addArticle'>): Promise<Article>;
  /**
   * `PUT /api/article/update`: only the fields sent change (an inline edit sends one); a bad value
   * → 40001 with the rule's message and the saved article unchanged; a deleted one → 40901.
   */
  updateArticle(article: CallBody<'updateArticle'>): Promise<Article>;
  /** `POST /api/article/status`: publish, back to draft, delete or restore. */
  setArticleStatus(change: CallBody<'setArticleStatus'>): Promise<Article>;
  /**
   * `POST /api/article/reorder` `{ ids }`: the articles of a page in their new order; they swap
   * the places they held, the rest stay. Resolves them in the new order.
   */
  reorderArticles(ids: number[]): Promise<Article[]>;
  /** `GET /api/article/export`: the filtered articles as `csv` (default) or `xlsx`. */
  exportArticles(query?: ListQuery<'exportArticles'>): Promise<ExportedFile>;

  /** `GET /api/message/conversations`: the caller's conversations, latest activity first. */
  listConversations(query?: ListQuery<'listConversations'>): Promise<Page<Conversation>>;
  /**
   * `GET /api/message/contacts`: whom the caller may write to (a patient: their care team's
   * clinicians; staff: staff and, a doctor, their teams' patients), by name.
   */
  listMessageContacts(query?: ListQuery<'listMessageContacts'>): Promise<Page<MessageContact>>;
  /** `POST /api/message/start`: the conversation with `userId`, made on first use. */
  startConversation(userId: number): Promise<Conversation>;
  /**
   * `GET /api/message/list`: a conversation's messages, oldest first within the page: the newest
   * page by default, older with `beforeSeq`, what came after with `afterSeq`.
   */
  listMessages(
    query: ListQuery<'listMessages'> & { conversationId: number },
  ): Promise<Page<Message>>;
  /**
   * `POST /api/message/send`: text and/or a picture uploaded with `uploadMessageImage`. Give a
   * `clientKey` (a UUID per message) to make a retry safe: the same key stores one message.
   */
  sendMessage(message: MessageSend): Promise<Message>;
  /** `POST /api/message/read`: read up to `seq` (default everything); the unread counts after. */
  readMessages(conversationId: number, seq?: number): Promise<MessageReadResult>;
  /** `GET /api/message/unread`: the caller's unread messages (the navbar badge). */
  countUnreadMessages(): Promise<MessageUnread>;
  /** `POST /api/message/image` (multipart): a picture for the caller's next message. */
  uploadMessageImage(file: Blob, options?: MessageImageOptions): Promise<MessageImage>;
  /**
   * Opens the message socket (`/api/message/socket`, WebSocket) with the session's token: new
   * messages and reads as they happen, reconnecting by itself (see `MessageChannel`).
   */
  connectMessages(
    handlers: MessageChannelHandlers,
    options?: MessageChannelOptions,
  ): MessageChannel;

  /** The token store the client reads and writes. */
  readonly tokenStore: TokenStore;
  /** The underlying axios instance, with the token, refresh and error handling installed. */
  readonly http: AxiosInstance;

  /**
   * `GET /api/announcement/list`: pinned first, newest first. A patient gets those meant for them
   * with `read`; a clinician those they may read, with read counts on their own.
   */
  listAnnouncements(query?: ListQuery<'listAnnouncements'>): Promise<Page<Announcement>>;
  /** `POST /api/announcement/add`: to all patients, a group, or the caller's care teams. */
  addAnnouncement(announcement: AnnouncementCreate): Promise<Announcement>;
  /** `PUT /api/announcement/update`: title, body and pin (the author or the admin). */
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
  /** `PUT /api/patientGroup/update`: name, purpose, moderation. */
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

/** Compile-time check: a call added to the contract without a function above fails the build. */
type Assert<T extends true> = T;
export type _EveryCallHasAFunction = Assert<
  [Exclude<CallName, keyof ApiClient>] extends [never] ? true : false
>;
