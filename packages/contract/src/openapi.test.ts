import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls, type CallDef } from './calls';
import { codesOf, openApiDocument, openApiPath, type JsonSchema } from './openapi';

const doc = openApiDocument();
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));

/** Every `$ref` string anywhere in `value`. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner),
  );
}

describe('openApiDocument', () => {
  it('is OpenAPI 3.1 with one operation per row of the table, at its method and path', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(operations).toHaveLength(Object.keys(calls).length);
    for (const [name, def] of Object.entries(calls) as [string, CallDef][]) {
      const operation = doc.paths[openApiPath(def.path)]?.[def.method.toLowerCase() as 'get'];
      expect(operation, name).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(def.summary);
    }
  });

  it('writes path parameters the OpenAPI way and declares each as a required path parameter', () => {
    expect(openApiPath('/api/doctorInformation/delete/:id')).toBe(
      '/api/doctorInformation/delete/{id}',
    );
    expect(Object.keys(doc.paths).some((path) => path.includes(':'))).toBe(false);
    const getFile = doc.paths['/api/oss/file/{id}']?.get;
    expect(getFile?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
  });

  it('has unique operationIds', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes query parameters from the query schema, with their defaults and limits', () => {
    const list = doc.paths['/api/users/list']?.get;
    const pageSize = list?.parameters?.find((parameter) => parameter.name === 'pageSize');
    expect(pageSize).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', maximum: 100, default: 10 },
    });
    const upload = doc.paths['/api/oss/file/upload']?.post;
    expect(upload?.parameters).toEqual([
      expect.objectContaining({ name: 'module', in: 'query', required: true }),
    ]);
  });

  it('describes each body with its encoding', () => {
    const login = doc.paths['/api/users/login']?.post?.requestBody?.content;
    expect(Object.keys(login ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(login?.['application/x-www-form-urlencoded']?.schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
    });
    const add = doc.paths['/api/patientInformation/add']?.post?.requestBody?.content;
    expect(Object.keys(add ?? {})).toEqual(['application/json']);
    const upload = doc.paths['/api/oss/file/upload']?.post?.requestBody?.content;
    expect(upload?.['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
  });

  it('wraps the data schema in the success envelope, and a raw row answers image bytes', () => {
    const info = doc.paths['/api/sysUser/getInfo']?.get?.responses['200'];
    const envelope = info?.content?.['application/json']?.schema as JsonSchema;
    expect(envelope).toMatchObject({
      properties: {
        code: { const: 200 },
        success: { const: true },
        data: { type: 'object', properties: { roles: { type: 'array' } } },
      },
      required: ['code', 'message', 'data', 'success'],
    });
    const file = doc.paths['/api/oss/file/{id}']?.get?.responses['200'];
    expect(Object.keys(file?.content ?? {})).toEqual(['image/*']);
  });

  it('lists the error codes a row can give, grouped by HTTP status', () => {
    const listUsers = doc.paths['/api/users/list']?.get?.responses ?? {};
    expect(Object.keys(listUsers).sort()).toEqual(['200', '400', '401', '403', '500']);
    const codes = (status: string) =>
      (
        (listUsers[status]?.content?.['application/json']?.schema as JsonSchema).properties as {
          code: { enum: number[] };
        }
      ).code.enum;
    expect(codes('401')).toEqual([40140, 40141, 50008, 50012, 50014]);
    expect(codes('403')).toEqual([40301]);
    // A public row without input gives no token, permission or validation error.
    expect(Object.keys(doc.paths['/api/health']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '500',
    ]);
    expect(codesOf('login', calls.login)).toEqual([
      40001, 40101, 40302, 40303, 40901, 40920, 41501, 42901, 50000, 50320,
    ]);
    expect(codesOf('uploadFile', calls.uploadFile)).toEqual([
      40001, 40140, 40141, 40301, 41301, 41501, 50000, 50008, 50012, 50014,
    ]);
  });

  it('applies the token header scheme to every non-public row and to no public one', () => {
    expect(doc.components.securitySchemes.token).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'token' }),
    );
    for (const [name, def] of Object.entries(calls) as [string, CallDef][]) {
      const operation = operations.find((candidate) => candidate.operationId === name);
      // The FHIR interface (issue 31) also takes the token as `Authorization: Bearer`.
      const schemes = def.path.startsWith('/fhir/')
        ? [{ bearer: [] }, { token: [] }]
        : [{ token: [] }];
      expect(operation?.security, name).toEqual(def.access === 'public' ? [] : schemes);
    }
  });

  it('moves recursive definitions to components so every $ref resolves in the document', () => {
    const refs = refsIn(doc);
    // The menu's route tree is recursive: at least its own reference is there.
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\/[A-Za-z0-9._-]+$/);
      expect(doc.components.schemas[ref.split('/').pop() ?? '']).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('$schema');
  });

  it('follows a different table, so other tools can document theirs', () => {
    const table = {
      ping: {
        method: 'GET',
        path: '/api/ping/:name',
        summary: 'ping',
        access: 'signedIn',
        params: z.object({ name: z.string() }),
        response: z.string(),
      },
    } satisfies Record<string, CallDef>;
    const small = openApiDocument(table, { version: '9.9.9' });
    expect(small.info.version).toBe('9.9.9');
    expect(Object.keys(small.paths)).toEqual(['/api/ping/{name}']);
    expect(small.paths['/api/ping/{name}']?.get?.security).toEqual([{ token: [] }]);
  });
});
