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
  /** Issue 30: the TOTP code or recovery code is wrong, or was already used. */
  40130: { httpStatus: 401, message: '验证码错误或已使用，请输入身份验证器上的最新验证码' },
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
  40401: { httpStatus: 404, message: '资源不存在' },
  40901: { httpStatus: 409, message: '数据冲突' },
  40902: { httpStatus: 409, message: '已被他人修改，请重新读取后再保存' },
  41301: { httpStatus: 413, message: '文件过大' },
  41501: { httpStatus: 415, message: '不支持的文件类型' },
  42901: { httpStatus: 429, message: '尝试次数过多，请稍后再试' },
  /** An account or a client network holds as many live streams or sockets as it may. */
  42902: { httpStatus: 429, message: '同时打开的实时连接过多，请关闭不用的页面后再试' },
  50000: { httpStatus: 500, message: '服务器内部错误' },
  50008: { httpStatus: 401, message: '非法的令牌，请重新登录' },
  50012: { httpStatus: 401, message: '账号已在其他地方登录' },
  50014: { httpStatus: 401, message: '登录已过期，请重新登录' },
  50301: { httpStatus: 503, message: '请求超时，请稍后重试' },
  50302: { httpStatus: 503, message: '数据库暂时不可用，请稍后重试' },
  /** Readiness: the database answers but lacks migrations this server version needs. */
  50303: { httpStatus: 503, message: '数据库尚未升级到当前版本' },
} as const satisfies Record<number, { httpStatus: number; message: string }>;

export type ApiCode = keyof typeof errorCodes;

/** Readable names for the codes, so code reads `ErrorCode.NOT_FOUND` instead of 40401. */
export const ErrorCode = {
  OK: 200,
  VALIDATION_FAILED: 40001,
  BAD_CREDENTIALS: 40101,
  WRONG_SECOND_FACTOR: 40130,
  FORBIDDEN: 40301,
  SIGN_IN_METHOD_NOT_ALLOWED: 40302,
  NO_ROLE_MAPPED: 40303,
  SECOND_FACTOR_PENDING: 40330,
  STEP_UP_REQUIRED: 40331,
  NO_FACTOR_TO_CONFIRM: 40332,
  SECOND_FACTOR_REQUIRED_BY_ROLE: 40333,
  ADMIN_LOCKOUT: 40334,
  NOT_FOUND: 40401,
  CONFLICT: 40901,
  /** The update was based on an older revision of the record: someone else saved it meanwhile. */
  STALE_REVISION: 40902,
  FILE_TOO_LARGE: 41301,
  UNSUPPORTED_FILE_TYPE: 41501,
  TOO_MANY_ATTEMPTS: 42901,
  TOO_MANY_CONNECTIONS: 42902,
  INTERNAL_ERROR: 50000,
  ILLEGAL_TOKEN: 50008,
  SIGNED_IN_ELSEWHERE: 50012,
  TOKEN_EXPIRED: 50014,
  REQUEST_TIMEOUT: 50301,
  DATABASE_UNAVAILABLE: 50302,
  MIGRATIONS_PENDING: 50303,
} as const satisfies Record<string, ApiCode>;

/** The codes after which the console must drop its token and sign in again. */
export const tokenErrorCodes: readonly ApiCode[] = [
  ErrorCode.ILLEGAL_TOKEN,
  ErrorCode.SIGNED_IN_ELSEWHERE,
  ErrorCode.TOKEN_EXPIRED,
];

export function isApiCode(code: number): code is ApiCode {
  return Object.hasOwn(errorCodes, code);
}
