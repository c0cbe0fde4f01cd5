import { calls, errorCodes, isApiCode, type CallDef, type CallName } from '@cep/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';

/*
 * Hostile input across every call of the contract's table, property-based (fast-check, fixed
 * seed): wrong types, NUL and unpaired surrogates, huge strings and numbers, dates beyond what a
 * Date holds, ids that only look like numbers, broken JSON, broken multipart, the wrong content
 * type. Every request carries at least one value no rule accepts, so the server must answer each
 * with a 4xx code of the table — never 200, never 50000 — and store nothing (the audit log may
 * record the refusals: that is its job).
 */

const seed = 20_261_123;
/** Hostile requests per call of the table: every call is tried, however many the table grows to. */
const runsPerCall = 5;

/** The fields a row's schema names (its object's keys), so inputs hit real fields. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

// ---- Values for JSON bodies ----------------------------------------------------------------

/** Values no rule of the contract accepts, whatever the field. */
const neverValid = fc.oneof(
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'x\ud800', '\udc00y', 'a\udfff\ud800b'),
  fc.boolean(),
  fc.constantFrom([30], [true], { $gt: 0 }, { id: 1 }, [[]]),
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, 1e21, -1e21),
);

/** Anything else hostile or odd: some of it fits some fields, together with `neverValid` it never passes. */
const oddValue = fc.oneof(
  neverValid,
  fc.constantFrom('0x1', '1e0', ' 1', '１', '-1', '1.0', 'NaN', 'Infinity', 'true', '[30]'),
  fc.constantFrom(0, -1, 1.5, -0, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 8.64e15 + 1),
  fc.constantFrom(null, '', '   ', {}, []),
  fc.constantFrom(
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '\u202egnp.exe',
    'e\u0301\u0301\u0301',
    '\u200b\ufeff',
    '😀'.repeat(40),
    '%00',
    '../../etc/passwd',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map((n) => 'x'.repeat(Math.abs(n % 3000) + 600)),
);

/** A JSON object over `fields` (plus stray keys) holding at least one never-valid value. */
function hostileObject(fields: string[]) {
  const keys = fields.length > 0 ? fields : ['id'];
  return fc
    .record({
      values: fc.dictionary(fc.constantFrom(...keys, 'extra', 'isAdmin'), oddValue, {
        maxKeys: 6,
      }),
      poisonKey: fc.constantFrom(...keys),
      poison: neverValid,
    })
    .map(({ values, poisonKey, poison }) => ({ ...values, [poisonKey]: poison }));
}

/** JSON that does not parse, or parses into something a body never is. */
const brokenJson = fc.constantFrom(
  '{"id": 1,',
  '{"id": 1,}',
  "{'id': 1}",
  '{"id": 01}',
  'nul',
  '"just a string"',
  '[1, 2, 3]',
  '42',
  'null',
  '\ufeff{"id": 1,}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"id": 1, "id": true}',
  '{"a": "\\u0000"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a": "${'x'.repeat(110 * 1024)}"}`,
  '\u0000',
);

/** A body in a content type the call does not take. */
function wrongType(encoding: CallDef['encoding']) {
  const json = ['application/json', '{"id": 1, "token": "x"}'] as const;
  const form = ['application/x-www-form-urlencoded', 'id=1&token=x&username=a'] as const;
  return fc.constantFrom(
    ...(encoding === 'form' ? [json] : encoding === 'multipart' ? [json, form] : [form]),
    ['text/plain', 'id=1'] as const,
    ['application/xml', '<id>1</id>'] as const,
    ['text/html', '<html></html>'] as const,
    ['application/json-patch+json', '[]'] as const,
  );
}

// ---- Values for query strings and paths (already URL-encoded) ---------------------------------

const oddText = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%C0%AE', '%FF%FE', '%E2%80%AE', '%F0%9F%98%80'),
  fc.constantFrom('0x1', '1e0', '%201', '-1', '1.0', 'true', '[30]', '0', 'NaN', '1%2C2'),
  fc.constantFrom('99999999999999999999', '8640000000000001', '9007199254740993', '1'.repeat(400)),
  fc.constantFrom('%27%3B%20DROP%20TABLE%20users%3B--', '%3Cscript%3E', '..%2F..%2Fetc'),
  fc.integer({ min: 51, max: 5000 }).map((n) => 'y'.repeat(n)),
);

/** Query text that no query schema accepts (NUL, an unknown key, a value for no number). */
const neverValidQuery = fc.oneof(
  fc.constantFrom('extra=1', '__proto__=1', 'constructor[prototype]=1'),
  fc.constantFrom('%00', 'a%00', '%ED%A0%80%00').map((value) => `\u0001${value}`),
);

function hostileQuery(fields: string[]) {
  const keys = fields.length > 0 ? fields : ['q'];
  return fc
    .record({
      pairs: fc.array(fc.tuple(fc.constantFrom(...keys), oddText), { maxLength: 5 }),
      poison: neverValidQuery,
      poisonKey: fc.constantFrom(...keys),
    })
    .map(({ pairs, poison, poisonKey }) => {
      // `\u0001` marks a value for a known key: NUL there is refused by every text rule.
      const last = poison.startsWith('\u0001') ? `${poisonKey}=${poison.slice(1)}` : poison;
      return [...pairs.map(([key, value]) => `${key}=${value}`), last].join('&');
    });
}

const oddPathSegment = fc.constantFrom(
  '0x1',
  '1e0',
  '-1',
  '0',
  '1.5',
  '%201',
  'true',
  '%00',
  '1%00',
  '%ED%A0%80',
  '99999999999',
  '9007199254740993',
  '%5B30%5D',
  '..%2F1',
  'x'.repeat(300),
);

// ---- Multipart ------------------------------------------------------------------------------

const boundary = 'fuzz-boundary-5d1f';
const pngSignature = '\x89PNG\r\n\x1a\n';

const brokenMultipart = fc.oneof(
  fc.constantFrom(
    // no closing boundary
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${pngSignature}`,
    // a PNG signature then HTML
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${pngSignature}<html><script>alert(1)</script></html>\r\n--${boundary}--\r\n`,
    // no file part at all
    `--${boundary}\r\nContent-Disposition: form-data; name="module"\r\n\r\nusr\r\n--${boundary}--\r\n`,
    // a header with NUL and a huge field name
    `--${boundary}\r\nContent-Disposition: form-data; name="${'f'.repeat(500)}\u0000"\r\n\r\nx\r\n--${boundary}--\r\n`,
    // garbage
    'not multipart at all',
    `--${boundary}--\r\n`,
    '',
  ),
  fc
    .string({ unit: 'binary', maxLength: 300 })
    .map(
      (bytes) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.gif"\r\n\r\nGIF89a${bytes}\r\n--${boundary}--\r\n`,
    ),
);

// ---- One hostile request per draw ------------------------------------------------------------

interface Draw {
  call: CallName;
  kind: string;
  request: InjectOptions;
}

/** The row's path with its parameters filled (hostile when `segment` is given). */
function pathOf(def: CallDef, segment = '1'): string {
  return def.path.replace(/:[A-Za-z]+/g, segment);
}

function requestsFor(name: CallName): fc.Arbitrary<Draw> {
  const def: CallDef = calls[name];
  const method = def.method;
  const draws: Array<{ arbitrary: fc.Arbitrary<Draw>; weight: number }> = [];
  const add = (weight: number, ...arbitraries: Array<fc.Arbitrary<Draw>>) => {
    for (const arbitrary of arbitraries) draws.push({ arbitrary, weight });
  };
  const draw = (kind: string, request: InjectOptions): Draw => ({ call: name, kind, request });

  // The wrong content type, on every call (GET and DELETE too: a body they do not take).
  add(
    1,
    wrongType(def.encoding).map(([type, payload]) =>
      draw('wrong content type', {
        method,
        url: pathOf(def),
        headers: { 'content-type': type },
        payload,
      }),
    ),
  );
  if (method === 'GET' && !def.query && !def.params && def.access !== 'public') {
    // A signed-in call that takes no input at all: a token no session has.
    add(
      3,
      fc
        .constantFrom('x'.repeat(5000), "' OR 1=1 --", '', 'Bearer x', '%00', 'ÿ'.repeat(64))
        .map((token) => draw('hostile token', { method, url: pathOf(def), headers: { token } })),
    );
  }
  if (def.params) {
    add(
      4,
      oddPathSegment.map((segment) =>
        draw('path', { method, url: pathOf(def, segment), headers: {} }),
      ),
    );
  }
  if (def.query) {
    const fields = fieldsOf(def.query);
    add(
      4,
      hostileQuery(fields).map((query) =>
        draw('query', {
          method,
          url: `${pathOf(def)}?${query}`,
          ...(def.encoding === 'multipart'
            ? {
                headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
                payload: `--${boundary}--\r\n`,
              }
            : {}),
        }),
      ),
    );
  }
  if (def.body && def.encoding === 'form') {
    add(
      4,
      fc
        .tuple(
          fc.constantFrom(...fieldsOf(def.body), 'extra'),
          fc.oneof(
            oddText,
            neverValidQuery.map((value) => value.replace('\u0001', '')),
          ),
          fc.constantFrom('username=%00admin', 'username=a&username=b', 'password=%00', 'x=1'),
        )
        .map(([key, value, poison]) =>
          draw('form', {
            method,
            url: pathOf(def),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `${key}=${value}&${poison}`,
          }),
        ),
    );
  }
  if (def.body && def.encoding !== 'form' && def.encoding !== 'multipart') {
    const fields = fieldsOf(def.body);
    add(
      4,
      hostileObject(fields).map((body) =>
        draw('json', {
          method,
          url: pathOf(def),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        }),
      ),
      brokenJson.map((payload) =>
        draw('broken json', {
          method,
          url: pathOf(def),
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      ),
    );
  }
  if (def.encoding === 'multipart') {
    add(
      4,
      brokenMultipart.map((payload) =>
        draw('multipart', {
          method,
          url: `${pathOf(def)}?module=usr`,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.from(payload, 'latin1'),
        }),
      ),
    );
  }
  return fc.oneof(...draws);
}

const callNames = Object.keys(calls) as CallName[];
const runs = runsPerCall * callNames.length;

/** Every table a call could write to, counted before and after. */
const storedTables = [
  'users',
  'user_roles',
  'doctors',
  'patients',
  'files',
  'sessions',
  'client_errors',
  'articles',
  'patient_groups',
  'patient_group_members',
  'group_sessions',
  'challenges',
  'group_posts',
  'post_reports',
  'announcements',
  'conversations',
  'conversation_members',
  'messages',
] as const;

describe.each(engines)('hostile input on every call on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'fuzz');
    await t.sql
      .insertInto('doctors')
      .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
      .execute();
    await t.sql
      .insertInto('patients')
      .values({ user_id: cast.patient.id, patient_name: '李患者' })
      .execute();
  });
  afterAll(() => t?.close());

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of storedTables) {
      const { n } = await t.sql
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      result[table] = Number(n);
    }
    return result;
  }

  it(`answers ${runs} hostile requests with 4xx codes of the table, storing nothing`, async () => {
    const before = await counts();
    const byCode = new Map<number, number>();
    const byCall = new Map<string, number>();
    const failures: string[] = [];
    let sent = 0;

    // Call by call, each with its own runs of the property (the same seed: repeatable).
    for (const name of callNames) {
      await fc
        .assert(
          fc.asyncProperty(requestsFor(name), async ({ call, kind, request }) => {
            // The admin can reach every call's validation: no 40301 hides a 50000.
            const res = await t.app.inject({
              ...request,
              headers: { token: cast.admin.token, ...request.headers },
            });
            sent++;
            let code: number | undefined;
            try {
              // The API's envelope, or the FHIR interface's OperationOutcome (issue 31), which
              // carries the business code in its issue's details.
              const body = res.json<{
                code?: number;
                issue?: { details?: { coding?: { code?: string }[] } }[];
              }>();
              const outcomeCode = body.issue?.[0]?.details?.coding?.[0]?.code;
              code = body.code ?? (outcomeCode === undefined ? undefined : Number(outcomeCode));
            } catch {
              code = undefined;
            }
            byCode.set(code ?? -1, (byCode.get(code ?? -1) ?? 0) + 1);
            byCall.set(call, (byCall.get(call) ?? 0) + 1);
            const fine =
              code !== undefined &&
              isApiCode(code) &&
              code !== 200 &&
              code !== 50000 &&
              res.statusCode >= 400 &&
              res.statusCode < 500 &&
              errorCodes[code].httpStatus === res.statusCode;
            if (!fine) {
              failures.push(
                `${call} (${kind}) ${request.method} ${String(request.url).slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            }
            return fine;
          }),
          { seed, numRuns: runsPerCall, endOnFailure: true },
        )
        .catch((error: unknown) => {
          throw new Error(`${failures.join('\n')}\n${String(error).slice(0, 2000)}`);
        });
    }

    const after = await counts();
    // What the run did, for the log of `npm test`.
    console.info(
      `fuzz on ${engine.name}: ${sent} hostile requests over ${byCall.size} calls (seed ${seed}); ` +
        `answers ${[...byCode]
          .sort(([a], [b]) => a - b)
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}; 50000×${byCode.get(50000) ?? 0}; rows stored ${
          Object.values(after).reduce((sum, n) => sum + n, 0) -
          Object.values(before).reduce((sum, n) => sum + n, 0)
        }`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBe(runs);
    expect(byCall.size).toBe(callNames.length);
    expect(byCode.get(50000) ?? 0).toBe(0);
    expect(after).toEqual(before);
    // Most answers are the validation's own: the inputs reached the rules, not only the gates.
    expect(byCode.get(40001) ?? 0).toBeGreaterThan(sent / 3);

    // The admin's session survived everything (no hostile logout or refresh went through).
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/sysUser/getInfo',
      headers: { token: cast.admin.token },
    });
    expect(info.json()).toMatchObject({ code: 200 });
  });
});
