import { z } from 'zod';
import { calls, type CallDef, type CallName } from './calls';
import { uploadImageTypes, maxUploadBytes } from './domain/file';
import { errorCodes, type ApiCode } from './error-codes';

/*
 * The OpenAPI 3.1 document of the API, generated from the table of calls so it can never drift
 * from what the server validates. OpenAPI 3.1's schemas are JSON Schema 2020-12, which is what
 * zod 4's `z.toJSONSchema` writes. The server serves it at /api/openapi.json; any other tool
 * (client generators, contract tests) can call `openApiDocument()` itself.
 */

/** A JSON Schema (2020-12) object, as far as this module needs to know. */
export type JsonSchema = { [key: string]: unknown };

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiMediaType {
  schema: JsonSchema;
  encoding?: Record<string, { contentType: string }>;
}

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** Who may call: `public`, `signedIn` or the permission code (the table's `access`). */
  'x-access': CallDef['access'];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  /** `[]` on public calls; `[{ token: [] }]` on every other. */
  security: Array<Record<string, string[]>>;
}

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  servers?: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<
      string,
      | { type: 'apiKey'; in: 'header'; name: string; description: string }
      | { type: 'http'; scheme: 'bearer'; description: string }
    >;
  };
}

export interface OpenApiOptions {
  /** Default '1.0.0'. */
  version?: string;
  servers?: OpenApiDocument['servers'];
}

/**
 * Codes a row's handler gives beyond those its shape implies (token codes for non-public rows,
 * 40301 for permission rows, 40001 for rows with input, 50000 everywhere): what the handler does
 * with the records, which the table does not say.
 */
const handlerCodes: Partial<Record<CallName, ApiCode[]>> = {
  // Issue 30: the per-role sign-in policy (40302), the directory's people (40303, 50320).
  login: [40101, 40302, 40303, 40901, 40920, 41501, 42901, 50320],
  verifyPassword: [50320],
  getUser: [40401],
  getByUsername: [40401],
  addUser: [40901],
  updateUser: [40401, 40901, 40902],
  deleteUser: [40401, 40901],
  restoreUser: [40401],
  saveUserRole: [40401, 40901],
  getDoctor: [40401],
  addDoctor: [40401, 40901],
  updateDoctor: [40401, 40902],
  deleteDoctor: [40401, 40901],
  getPatient: [40401],
  addPatient: [40401, 40901],
  updatePatient: [40401, 40902],
  deletePatient: [40401, 40901],
  uploadFile: [41301, 41501],
  getFile: [40401],
  changePassword: [40301, 42901],
  endMySession: [40340],
  endUserSessions: [40401],
  resetUserSecondFactor: [40350, 40401],
  updateTrainingPlan: [40401, 40901, 40902],
  // Issue 33 §2: the 隐藏成绩 switch of a patient that does not exist (the admin's answer).
  setTrainingScoresHidden: [40401],
  // Issue 32: an archived patient's record takes nothing new (40921).
  addTrainingPlan: [40921],
  startTrainingSession: [40921],
  addExerciseResult: [40921],
  startRecording: [40360, 40921],
  updateAnnouncement: [40401, 40902],
  updatePatientGroup: [40401, 40902],
  saveAssessmentDraft: [40401, 40901, 40902, 40921],
  finishAssessment: [40401, 40901, 40902],
  amendAssessment: [40401, 40901, 40902],
  // Live streams: each account and client network holds a limited number (issue 28).
  streamAlerts: [42902],
  streamCommunity: [42902],
  streamSignalDevice: [42902],
  ready: [50302, 50303],
  // Issue 31's FHIR care resources: an id that names nothing (40401), a format other than JSON (40601).
  fhirReadPractitioner: [40401, 40601],
  fhirSearchPractitioner: [40601],
  fhirReadCareTeam: [40401, 40601],
  fhirSearchCareTeam: [40601],
  fhirReadCarePlan: [40401, 40601],
  fhirSearchCarePlan: [40601],
  fhirReadDevice: [40401, 40601],
  fhirSearchDevice: [40601],
  fhirReadDocumentReference: [40401, 40601],
  fhirSearchDocumentReference: [40601],
  // Issue 31: the report PDF and its FHIR Binary want a recent step-up, as the report export.
  exportReportPdf: [40331, 40401, 50304],
  fhirReadBinary: [40331, 50304],
  // Issue 31 part 2: a Bundle above its byte limit (41301), or of another media type (41501).
  previewPatientImport: [41301, 41501],
  confirmPatientImport: [40401, 40910, 40911, 40912],
  // Issue 32 separate consent: the recording and community calls a missing consent refuses.
  addPost: [40361],
  joinChallenge: [40361],
  signupGroupSession: [40361],
  addGroupMember: [40361],
  addPatientGroup: [40361],
  decideMyConsent: [40362, 40930, 40931],
  recordPaperConsent: [40401, 40930],
  // Issue 32 §4–5: the patient's own calls refuse anyone but a patient (40370); one pending
  // erasure request per patient (40950); a request already answered (40951).
  listMyAccessHistory: [40370],
  getMyErasure: [40370],
  requestMyErasure: [40370, 40950],
  requestErasureFor: [40401, 40950],
  completeErasureRequest: [40401, 40951],
  rejectErasureRequest: [40401, 40951],
  // Issue 32: 我的数据 — one active request per patient, a daily bound, an archive not (yet) there.
  requestMyData: [40940, 42910],
  downloadMyData: [40331, 40401, 40941, 50330],
};

const tagDescriptions: Record<string, string> = {
  health: '健康检查',
  ready: '就绪检查',
  users: '用户管理（管理员）与登录',
  sysUser: '当前会话：用户信息、菜单、令牌',
  doctorInformation: '医生档案',
  patientInformation: '患者档案',
  oss: '文件上传与读取',
  audit: '审计日志',
  careTeam: '护理团队：哪些医生负责哪位患者',
  fhir: 'HL7 FHIR R4 只读接口（/fhir/R4）：患者、评估、训练计划、报告、记录；错误为 OperationOutcome',
  patientImport: '从 HIS 导入患者（FHIR R4 Bundle）：预览与确认',
  consent: '知情同意：分项同意书的版本、患者的决定与撤回、纸质同意书',
  privacy: '患者本人的隐私权利：谁查看了我的档案、个人信息删除',
  erasureRequests: '个人信息删除申请（管理员）',
  myData: '我的数据：患者下载平台保存的本人全部资料',
};

/** `/api/doctorInformation/doctor/:id` → `/api/doctorInformation/doctor/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The tag of a row: the path's first segment after /api/ (`doctorInformation`), or `fhir`. */
function tagOf(path: string): string {
  if (isFhirRow(path)) return 'fhir';
  return path.split('/')[2] ?? 'api';
}

/** A row of the FHIR R4 interface (issue 31): FHIR JSON in, FHIR JSON out, OperationOutcome errors. */
function isFhirRow(path: string): boolean {
  return path.startsWith('/fhir/R4/');
}

/**
 * The document of `table` (default: the contract's table of calls). Deterministic: the same table
 * gives the same document, so it can be cached and compared.
 */
export function openApiDocument(
  table: Record<string, CallDef> = calls,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();

  for (const [name, def] of Object.entries(table)) {
    const toSchema = (schema: z.ZodType, part: string, io: 'input' | 'output') =>
      jsonSchemaOf(schema, io, `${name}_${part}`, schemas);
    const tag = tagOf(def.path);
    tags.add(tag);

    const parameters = [
      ...(def.params ? parametersOf(toSchema(def.params, 'params', 'input'), 'path') : []),
      ...(def.query ? parametersOf(toSchema(def.query, 'query', 'input'), 'query') : []),
    ];

    const operation: OpenApiOperation = {
      operationId: name,
      summary: def.summary,
      description: describeAccess(def.access),
      tags: [tag],
      'x-access': def.access,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...requestBodyOf(def, toSchema),
      responses: {
        '200': isFhirRow(def.path)
          ? fhirResponse()
          : def.raw
            ? rawResponse()
            : successResponse(toSchema(def.response, 'response', 'output')),
        ...(isFhirRow(def.path)
          ? fhirErrorResponses(codesOf(name, def))
          : errorResponses(codesOf(name, def))),
      },
      security:
        def.access === 'public'
          ? []
          : isFhirRow(def.path)
            ? [{ bearer: [] }, { token: [] }]
            : [{ token: [] }],
    };
    const path = openApiPath(def.path);
    const method = def.method.toLowerCase() as OpenApiMethod;
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`${def.method} ${def.path} appears twice in the table`);
    item[method] = operation;
  }

  return {
    openapi: '3.1.1',
    info: {
      title: '认知增强平台 API',
      version: options.version ?? '1.0.0',
      description: [
        '每个应答（成功或失败）都是同一个信封 `{code, message, data, success}`：先看 `success`，',
        '成功时读 `data`，失败时读 `code` 和 `message`。HTTP 状态码随业务码（如 40001 → 400）。',
        '除公开接口外，请在请求头 `token` 中携带登录返回的令牌。',
      ].join(''),
    },
    ...(options.servers ? { servers: options.servers } : {}),
    tags: [...tags].map((tag) => ({ name: tag, description: tagDescriptions[tag] ?? tag })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'token',
          description: '登录（/api/users/login）返回的令牌',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'FHIR 接口（/fhir/R4）：Authorization: Bearer <登录返回的令牌>',
        },
      },
    },
  };
}

function describeAccess(access: CallDef['access']): string {
  if (access === 'public') return '公开接口，无需令牌。';
  if (access === 'signedIn') return '需要登录（请求头 `token`）。';
  return `需要登录，且需要权限 \`${access}\`。`;
}

/** Every code a row can answer with, ascending. */
export function codesOf(name: string, def: CallDef): ApiCode[] {
  const codes = new Set<ApiCode>([50000]);
  if (def.access !== 'public') {
    codes.add(50008).add(50012).add(50014).add(40140).add(40141);
  }
  if (def.access !== 'public' && def.access !== 'signedIn') codes.add(40301);
  if (def.params || def.query || def.body || def.encoding === 'multipart') codes.add(40001);
  // FHIR answers JSON only (406 for XML); a read names a resource that may not exist.
  if (isFhirRow(def.path)) codes.add(40601);
  if (isFhirRow(def.path) && def.params) codes.add(40401);
  for (const code of handlerCodes[name as CallName] ?? []) codes.add(code);
  return [...codes].sort((a, b) => a - b);
}

/**
 * A zod schema as JSON Schema 2020-12. zod writes a recursive schema (the menu's route tree) with
 * `$defs` and `#/$defs/…` references; inside an OpenAPI document such a reference would point at
 * the document's root, so the definitions move to `components.schemas` under a name unique to
 * this row and part, and the references follow.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: 'input' | 'output',
  prefix: string,
  components: Record<string, JsonSchema>,
): JsonSchema {
  // unrepresentable 'any': a transform's output (e.g. a trimmed filter) has no JSON Schema; it is
  // documented by its input, which is what a client sends.
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  if (!$defs || typeof $defs !== 'object') return rest;
  const renamed = new Map<string, string>();
  for (const key of Object.keys($defs)) {
    renamed.set(`#/$defs/${key}`, `#/components/schemas/${prefix}_${key.replace(/^_+/, '')}`);
  }
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === '$ref' && typeof inner === 'string'
          ? (renamed.get(inner) ?? inner)
          : rewrite(inner),
      ]),
    );
  };
  for (const [key, definition] of Object.entries($defs as Record<string, unknown>)) {
    components[`${prefix}_${key.replace(/^_+/, '')}`] = rewrite(definition) as JsonSchema;
  }
  return rewrite(rest) as JsonSchema;
}

/** The properties of an object schema as OpenAPI parameters (path parameters are required). */
function parametersOf(schema: JsonSchema, where: 'path' | 'query'): OpenApiParameter[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBodyOf(
  def: CallDef,
  toSchema: (schema: z.ZodType, part: string, io: 'input' | 'output') => JsonSchema,
): Pick<OpenApiOperation, 'requestBody'> {
  if (def.encoding === 'multipart') {
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'string',
                  format: 'binary',
                  contentMediaType: 'application/octet-stream',
                  description: `图片文件（${uploadImageTypes.join('、')}，按文件内容判断类型），不超过 ${maxUploadBytes / 1024 / 1024} MB`,
                },
              },
              required: ['file'],
            },
            encoding: { file: { contentType: uploadImageTypes.join(', ') } },
          },
        },
      },
    };
  }
  if (!def.body) return {};
  const schema = toSchema(def.body, 'body', 'input');
  if (def.encoding === 'fhirJson') {
    return {
      requestBody: {
        required: true,
        content: { 'application/fhir+json': { schema }, 'application/json': { schema } },
      },
    };
  }
  const mediaType =
    def.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { requestBody: { required: true, content: { [mediaType]: { schema } } } };
}

function successResponse(data: JsonSchema): OpenApiResponse {
  return {
    description: '成功',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: {
            code: { const: 200 },
            message: { type: 'string' },
            data,
            success: { const: true },
          },
          required: ['code', 'message', 'data', 'success'],
        },
      },
    },
  };
}

function rawResponse(): OpenApiResponse {
  return {
    description: '文件内容，类型为上传时按内容判断出的图片类型；永不改变，可长期缓存',
    headers: {
      'Content-Type': {
        description: uploadImageTypes.join('、'),
        schema: { type: 'string', enum: [...uploadImageTypes] },
      },
      ETag: { description: '文件的实体标签', schema: { type: 'string' } },
      'Cache-Control': {
        description: 'public, max-age=31536000, immutable',
        schema: { type: 'string' },
      },
    },
    content: {
      'image/*': { schema: { type: 'string', format: 'binary', contentMediaType: 'image/*' } },
    },
  };
}

/** One response per HTTP status; its `code` lists the business codes that share it. */
/** A FHIR row's answer: a resource or a searchset Bundle, in FHIR JSON. */
function fhirResponse(): OpenApiResponse {
  return {
    description:
      'FHIR R4 资源或检索结果 Bundle（type searchset，含分页链接），见 /fhir/R4/metadata',
    content: {
      'application/fhir+json': {
        schema: {
          type: 'object',
          properties: { resourceType: { type: 'string' } },
          required: ['resourceType'],
        },
      },
    },
  };
}

/** A FHIR row's errors: an OperationOutcome whose `details.coding` carries the business code. */
function fhirErrorResponses(codes: ApiCode[]): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ApiCode[]>();
  for (const code of codes) {
    if (code === 200) continue;
    const status = errorCodes[code].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `OperationOutcome：${group.map((code) => `${code} ${errorCodes[code].message}`).join('；')}`,
      content: {
        'application/fhir+json': {
          schema: {
            type: 'object',
            properties: {
              resourceType: { const: 'OperationOutcome' },
              issue: { type: 'array', items: { type: 'object' } },
            },
            required: ['resourceType', 'issue'],
          },
        },
      },
    };
  }
  return responses;
}

function errorResponses(codes: ApiCode[]): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ApiCode[]>();
  for (const code of codes) {
    if (code === 200) continue;
    const status = errorCodes[code].httpStatus;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, group] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: group.map((code) => `${code} ${errorCodes[code].message}`).join('；'),
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              code: { type: 'integer', enum: group },
              message: { type: 'string' },
              data: { type: 'null' },
              success: { const: false },
            },
            required: ['code', 'message', 'data', 'success'],
          },
        },
      },
    };
  }
  return responses;
}
