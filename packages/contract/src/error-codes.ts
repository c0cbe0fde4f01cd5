/**
 * The business codes of the API. The first three digits of a 4xxxx/5xxxx code
 * are the HTTP status family, except the 500xx token codes: those keep the
 * values the console's request layer already knows (vue-element-admin
 * convention) while answering HTTP 401 so proxies and browsers treat them as
 * authentication failures.
 *
 * `message` is the default Chinese text shown to the user; a server may send a
 * more precise message for the same code.
 */
export const errorCodes = {
  200: { httpStatus: 200, message: 'ok' },
  40001: { httpStatus: 400, message: '参数校验失败' },
  40101: { httpStatus: 401, message: '用户名或密码错误' },
  /** OIDC sign-in (issue 30): the sign-in in flight is unknown, used or expired (state). */
  40110: { httpStatus: 401, message: '统一身份认证登录已失效，请重新登录' },
  /** OIDC sign-in: the one-time code the console exchanges is unknown, used or expired. */
  40111: { httpStatus: 401, message: '登录凭证无效或已使用，请重新登录' },
  /** OIDC sign-in: the person declined or was refused at the identity provider. */
  40112: { httpStatus: 401, message: '统一身份认证平台未允许本次登录' },
  /** OIDC sign-in: the provider's answer failed the checks (ID token, issuer, nonce, signature). */
  40113: { httpStatus: 401, message: '统一身份认证平台的应答未通过校验，请重新登录' },
  /** Issue 30: the TOTP code or recovery code is wrong, or was already used. */
  40130: { httpStatus: 401, message: '验证码错误或已使用，请输入身份验证器上的最新验证码' },
  /** The person ended this session from another device (我的登录设备): sign in again. */
  40140: { httpStatus: 401, message: '您已在其他设备上被退出登录，请重新登录' },
  /** An administrator ended every session of this account: sign in again. */
  40141: { httpStatus: 401, message: '管理员已结束您的登录，请重新登录' },
  40301: { httpStatus: 403, message: '没有权限执行此操作' },
  /** Sign-in policy (issue 30): none of the person's roles allows this way of signing in. */
  40302: { httpStatus: 403, message: '您的角色不允许使用此方式登录，请改用其他登录方式' },
  /** The identity provider or directory vouched for the person, but no role of ours maps to them. */
  40303: { httpStatus: 403, message: '您的账号未被授予本系统的任何角色，请联系管理员' },
  /** Issue 30: the session waits for its second factor; only the second-factor calls answer. */
  40330: { httpStatus: 403, message: '请先完成两步验证' },
  /** Issue 30: a sensitive call (reveal, export, roles) needs the identity confirmed recently. */
  40331: { httpStatus: 403, message: '请验证身份后再执行此操作' },
  /** Issue 30: the person has no password here and no authenticator to confirm their identity with. */
  40332: { httpStatus: 403, message: '请先在「两步验证」中绑定身份验证器，再执行此操作' },
  /** Issue 30: a role of the person requires a second factor; it cannot be turned off. */
  40333: { httpStatus: 403, message: '您的角色要求两步验证，不能关闭' },
  /** Issue 30: the sign-in policy would leave the admins no way to sign in on this server. */
  40334: { httpStatus: 403, message: '管理员至少要保留一种本服务器已配置的登录方式' },
  /** 我的登录设备: no such sign-in of the caller's (another person's, or already ended). */
  40340: { httpStatus: 403, message: '只能结束本人仍在登录的设备' },
  /** An admin's 重置两步验证 of their own account: they manage it themselves (「两步验证」). */
  40350: { httpStatus: 403, message: '不能重置本人的两步验证，请在「两步验证」中管理' },
  /** Issue 32 consent: the patient has not accepted recording of physiological signals. */
  40360: { httpStatus: 403, message: '患者未同意生理信号采集，不能开始记录' },
  /** Issue 32 consent: the patient has not accepted the community (群体互动). */
  40361: { httpStatus: 403, message: '患者未同意参与群体互动' },
  /** Issue 32 consent: the patient account has no patient record to decide for. */
  40362: { httpStatus: 403, message: '您的账号还没有患者档案，请联系您的医生' },
  /** Issue 32 §4–5: a patient's own privacy calls (access history, erasure) are for patients only. */
  40370: { httpStatus: 403, message: '只有患者本人可以使用此功能' },
  40401: { httpStatus: 404, message: '资源不存在' },
  /** OIDC sign-in: this server has no identity provider configured (the calls are not there). */
  40410: { httpStatus: 404, message: '本系统未启用统一身份认证登录' },
  40601: {
    httpStatus: 406,
    message: 'FHIR 接口只提供 JSON 格式（application/fhir+json），不支持请求的格式',
  },
  40901: { httpStatus: 409, message: '数据冲突' },
  40902: { httpStatus: 409, message: '已被他人修改，请重新读取后再保存' },
  /** Patient import (issue 31): the preview was confirmed already (by this or another request). */
  40910: { httpStatus: 409, message: '该预览已导入，不能重复确认' },
  /** Patient import: the preview is older than its 30 minutes. */
  40911: { httpStatus: 409, message: '预览已过期，请重新上传并预览' },
  /** Patient import: patients changed since the preview (an identifier taken, a record added). */
  40912: { httpStatus: 409, message: '患者数据在预览后已变化，请重新预览' },
  /** Issue 32: the account was archived (删除 archives): it cannot sign in until an admin restores it. */
  40920: { httpStatus: 409, message: '该账号已归档，请联系管理员' },
  /** Issue 32: the patient is archived: their record is kept and readable, but nothing new is added. */
  40921: {
    httpStatus: 409,
    message: '该患者已归档，不能新增训练、评估或信号记录；如需继续诊疗，请管理员先恢复该患者',
  },
  /** Issue 32 consent: the decision names a version that is no longer the current one. */
  40930: { httpStatus: 409, message: '同意书已更新，请阅读新版本后再决定' },
  /** Issue 32 consent: a withdrawal of something that is not accepted now. */
  40931: { httpStatus: 409, message: '该事项当前没有可撤回的同意' },
  /** Issue 32 §5: a patient has one pending erasure request at a time. */
  40950: { httpStatus: 409, message: '已有一份待处理的删除申请，请等待管理员处理' },
  /** Issue 32 §5: the request was completed or rejected already. */
  40951: { httpStatus: 409, message: '该申请已处理，不能再次处理' },
  /** 我的数据 (issue 32): the patient's earlier request is still being prepared. */
  40940: { httpStatus: 409, message: '您的资料正在准备中，请等待完成后再申请' },
  /** 我的数据: the archive is not ready (still preparing, failed) or has expired. */
  40941: { httpStatus: 409, message: '资料压缩包尚未准备好或已过期，请重新申请' },
  41301: { httpStatus: 413, message: '文件过大' },
  41501: { httpStatus: 415, message: '不支持的文件类型' },
  42901: { httpStatus: 429, message: '尝试次数过多，请稍后再试' },
  /** An account or a client network holds as many live streams or sockets as it may. */
  42902: { httpStatus: 429, message: '同时打开的实时连接过多，请关闭不用的页面后再试' },
  /** 我的数据: asked too often (each request builds a whole archive). */
  42910: { httpStatus: 429, message: '今天申请次数已达上限，请明天再试' },
  50000: { httpStatus: 500, message: '服务器内部错误' },
  50008: { httpStatus: 401, message: '非法的令牌，请重新登录' },
  50012: { httpStatus: 401, message: '账号已在其他地方登录' },
  50014: { httpStatus: 401, message: '登录已过期，请重新登录' },
  50301: { httpStatus: 503, message: '请求超时，请稍后重试' },
  50302: { httpStatus: 503, message: '数据库暂时不可用，请稍后重试' },
  /** Readiness: the database answers but lacks migrations this server version needs. */
  50303: { httpStatus: 503, message: '数据库尚未升级到当前版本' },
  50304: { httpStatus: 503, message: '正在生成的报告较多，请稍后重试' },
  /** 我的数据: the archive's file cannot be read on this server (the data folder is not shared). */
  50330: { httpStatus: 503, message: '资料压缩包暂时无法读取，请稍后重试' },
  /** Directory sign-in (issue 30): the hospital's directory (LDAP) did not answer, or refused us. */
  50320: { httpStatus: 503, message: '医院统一身份目录暂时无法连接，请稍后重试或联系信息科' },
  /** OIDC sign-in: the identity provider does not answer (discovery, token endpoint). */
  50310: { httpStatus: 503, message: '统一身份认证平台暂时无法访问，请稍后重试或使用其他方式登录' },
} as const satisfies Record<number, { httpStatus: number; message: string }>;

export type ApiCode = keyof typeof errorCodes;

/** Readable names for the codes, so code reads `ErrorCode.NOT_FOUND` instead of 40401. */
export const ErrorCode = {
  OK: 200,
  VALIDATION_FAILED: 40001,
  BAD_CREDENTIALS: 40101,
  OIDC_STATE_INVALID: 40110,
  OIDC_CODE_INVALID: 40111,
  OIDC_REFUSED: 40112,
  OIDC_ANSWER_INVALID: 40113,
  WRONG_SECOND_FACTOR: 40130,
  SESSION_ENDED_ELSEWHERE: 40140,
  SESSION_ENDED_BY_ADMIN: 40141,
  FORBIDDEN: 40301,
  SIGN_IN_METHOD_NOT_ALLOWED: 40302,
  NO_ROLE_MAPPED: 40303,
  SECOND_FACTOR_PENDING: 40330,
  STEP_UP_REQUIRED: 40331,
  NO_FACTOR_TO_CONFIRM: 40332,
  SECOND_FACTOR_REQUIRED_BY_ROLE: 40333,
  ADMIN_LOCKOUT: 40334,
  NOT_YOUR_SESSION: 40340,
  OWN_SECOND_FACTOR_RESET: 40350,
  NO_SIGNAL_CONSENT: 40360,
  NO_COMMUNITY_CONSENT: 40361,
  CONSENT_BY_PATIENT_ONLY: 40362,
  PATIENTS_ONLY: 40370,
  NOT_FOUND: 40401,
  /** The FHIR interface was asked for a format other than JSON (XML). */
  FHIR_FORMAT_NOT_SUPPORTED: 40601,
  CONFLICT: 40901,
  /** The update was based on an older revision of the record: someone else saved it meanwhile. */
  STALE_REVISION: 40902,
  IMPORT_ALREADY_CONFIRMED: 40910,
  IMPORT_PREVIEW_EXPIRED: 40911,
  IMPORT_DATA_CHANGED: 40912,
  /** The account is archived: no sign-in until an admin restores it. */
  ACCOUNT_ARCHIVED: 40920,
  /** The patient is archived: no new training, assessment or recording until restored. */
  PATIENT_ARCHIVED: 40921,
  CONSENT_VERSION_OUTDATED: 40930,
  CONSENT_NOT_ACCEPTED: 40931,
  ERASURE_ALREADY_PENDING: 40950,
  ERASURE_ALREADY_DECIDED: 40951,
  MY_DATA_IN_PROGRESS: 40940,
  MY_DATA_NOT_READY: 40941,
  FILE_TOO_LARGE: 41301,
  UNSUPPORTED_FILE_TYPE: 41501,
  TOO_MANY_ATTEMPTS: 42901,
  TOO_MANY_CONNECTIONS: 42902,
  MY_DATA_TOO_OFTEN: 42910,
  INTERNAL_ERROR: 50000,
  ILLEGAL_TOKEN: 50008,
  SIGNED_IN_ELSEWHERE: 50012,
  TOKEN_EXPIRED: 50014,
  REQUEST_TIMEOUT: 50301,
  DATABASE_UNAVAILABLE: 50302,
  MIGRATIONS_PENDING: 50303,
  /** Too many PDF reports are being drawn on this server: try again shortly. */
  REPORTS_BUSY: 50304,
  DIRECTORY_UNAVAILABLE: 50320,
  MY_DATA_FILE_UNAVAILABLE: 50330,
  OIDC_PROVIDER_UNAVAILABLE: 50310,
  OIDC_NOT_CONFIGURED: 40410,
} as const satisfies Record<string, ApiCode>;

/** The codes after which the console must drop its token and sign in again. */
export const tokenErrorCodes: readonly ApiCode[] = [
  ErrorCode.ILLEGAL_TOKEN,
  ErrorCode.SIGNED_IN_ELSEWHERE,
  ErrorCode.TOKEN_EXPIRED,
];

/**
 * The codes of a session someone ended on purpose (我的登录设备, an admin's 结束全部登录): the
 * console drops its token and goes straight to the sign-in page, saying why — there is nothing
 * to ask (issue 30).
 */
export const sessionEndedCodes: readonly ApiCode[] = [
  ErrorCode.SESSION_ENDED_ELSEWHERE,
  ErrorCode.SESSION_ENDED_BY_ADMIN,
];

export function isApiCode(code: number): code is ApiCode {
  return Object.hasOwn(errorCodes, code);
}
