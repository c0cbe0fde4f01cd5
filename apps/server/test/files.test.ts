import { deflateSync } from 'node:zlib';
import { maxUploadBytes } from '@cep/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageTypeOf } from '../src/platform/files/uploads';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';

/*
 * Uploads and file serving on a real database, through real multipart bodies. The images are
 * built here byte by byte (tiny but valid files of each format), so what is proven is that real
 * image bytes are accepted and come back identical, and that anything else is refused with
 * nothing stored.
 */

/** CRC-32 as PNG chunks need it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 red PNG (8-bit RGB). */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // depth 8, colour type RGB, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0xff, 0, 0]); // filter byte + one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid 1×1 GIF89a (the classic smallest GIF: one colour, one LZW-coded pixel). */
function gif(): Buffer {
  return Buffer.from(
    '47494638396101000100800000ff000000000021f90401000000002c00000000010001000002024401003b',
    'hex',
  );
}

/** A valid 1×1 24-bit BMP: 14-byte file header, 40-byte BITMAPINFOHEADER, one padded row. */
function bmp(): Buffer {
  const file = Buffer.alloc(14 + 40 + 4);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(14 + 40, 10); // pixel data offset
  file.writeUInt32LE(40, 14); // info header size
  file.writeInt32LE(1, 18); // width
  file.writeInt32LE(1, 22); // height
  file.writeUInt16LE(1, 26); // planes
  file.writeUInt16LE(24, 28); // bits per pixel
  file.writeUInt32LE(4, 34); // image size
  file.set([0, 0, 0xff, 0], 54); // one red pixel (BGR) + padding to 4 bytes
  return file;
}

/**
 * A valid 8×8 baseline JPEG of one grey block: SOI, a quantisation table, a frame header, the
 * simplest Huffman tables (one DC code for category 0, one AC code for end-of-block) and a scan
 * whose only block is "DC difference 0, end of block".
 */
function jpeg(): Buffer {
  const segment = (marker: number, data: number[]) =>
    Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff, ...data]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]), // SOI
    segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // DQT: table 0, all ones
    segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // SOF0: 8-bit, 8×8, one component
    segment(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]), // DHT DC0: one 1-bit code → 0
    segment(0xc4, [0x10, 1, ...Array<number>(15).fill(0), 0x00]), // DHT AC0: one 1-bit code → EOB
    segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS: component 1 with tables 0/0
    Buffer.from([0x3f]), // bits 0 (DC cat 0), 0 (EOB), padded with ones
    Buffer.from([0xff, 0xd9]), // EOI
  ]);
}

/** A multipart/form-data body by hand, so tests control every byte (names, types, parts). */
function multipart(
  parts: Array<{ name: string; filename?: string; type?: string; data: Buffer | string }>,
) {
  const boundary = '----cep-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${
      part.type ? `Content-Type: ${part.type}\r\n` : ''
    }\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `type`: told from the upload's bytes; `stored`: what it is kept as after re-encoding. */
const images = [
  { kind: 'PNG', type: 'image/png', stored: 'image/png', bytes: png(), filename: 'a.png' },
  { kind: 'JPEG', type: 'image/jpeg', stored: 'image/jpeg', bytes: jpeg(), filename: 'a.jpg' },
  { kind: 'GIF', type: 'image/gif', stored: 'image/gif', bytes: gif(), filename: 'a.gif' },
  { kind: 'BMP', type: 'image/bmp', stored: 'image/png', bytes: bmp(), filename: 'a.bmp' },
];

/** sharp reads every test format but BMP; a 1×1 BMP is compared by its size only. */
function bmpAsPng(bytes: Buffer): Buffer {
  return bytes.toString('latin1', 0, 2) === 'BM' ? png() : bytes;
}

describe('imageTypeOf', () => {
  it.each(images)('tells $kind by its bytes', ({ bytes, type }) => {
    expect(imageTypeOf(bytes)).toBe(type);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a shell script', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['text starting with BM', Buffer.from('BMW 3 Series owners manual, chapter one…')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['GIF without version', Buffer.from('GIF')],
  ])('refuses %s', (_name, bytes) => {
    expect(imageTypeOf(bytes)).toBeUndefined();
  });
});

describe.each(engines)('uploads and files on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let patientId: number;
  let patientToken: string;

  const fileCount = async () =>
    Number(
      (
        await t.sql
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const upload = (
    body: ReturnType<typeof multipart>,
    options: { token?: string; url?: string } = {},
  ) =>
    t.call({
      method: 'POST',
      url: options.url ?? '/api/oss/file/upload?module=usr',
      token: 'token' in options ? options.token : patientToken,
      ...body,
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    patientId = await t.createUser({ username: 'uploader', userAuth: '2' });
    patientToken = await t.tokenFor(patientId);
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.sql.deleteFrom('files').execute();
    await t.sql.deleteFrom('audit_log').execute();
  });

  it.each(images)(
    'stores a $kind upload re-encoded and serves it back with its headers',
    async ({ bytes, stored, filename }) => {
      // The client's Content-Type is deliberately wrong: only the bytes decide.
      const res = await upload(
        multipart([{ name: 'file', filename, type: 'application/octet-stream', data: bytes }]),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        code: 200,
        message: expect.any(String),
        data: expect.stringMatching(/^\/api\/oss\/file\/[0-9a-f-]{36}$/),
        success: true,
      });
      const url: string = body.data;
      const id = url.split('/').pop();

      const row = await t.sql
        .selectFrom('files')
        .selectAll()
        .where('id', '=', id ?? '')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        module: 'usr',
        content_type: stored,
        size: row.bytes.length,
        owner_id: patientId,
      });
      // Re-encoded: the same picture, in new bytes that decode to what was sent.
      const decoded = await sharp(row.bytes).metadata();
      const original = await sharp(bmpAsPng(bytes)).metadata();
      expect([decoded.width, decoded.height]).toEqual([original.width, original.height]);
      expect(`image/${decoded.format === 'jpeg' ? 'jpeg' : decoded.format}`).toBe(stored);

      // Public: an <img> sends no token.
      const served = await t.call({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(Buffer.compare(served.rawPayload, row.bytes)).toBe(0);
      expect(served.headers['content-type']).toBe(stored);
      expect(served.headers['content-length']).toBe(String(row.bytes.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-disposition']).toBe('inline');
      expect(served.headers.etag).toBe(`"${id}"`);
      expect(served.headers['content-security-policy']).toMatch(/^default-src 'none'/);

      const audit = await t.sql.selectFrom('audit_log').selectAll().execute();
      expect(audit).toMatchObject([
        {
          action: 'uploadFile',
          entity: 'file',
          entity_id: id,
          actor_id: patientId,
          outcome: 'success',
        },
      ]);
    },
  );

  it('answers 304 to a revalidation with the ETag, and HEAD without the body', async () => {
    const url = (await upload(multipart([{ name: 'file', filename: 'a.png', data: png() }]))).json()
      .data as string;
    const first = await t.call({ method: 'GET', url });
    const again = await t.call({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.call({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
  });

  it('accepts exactly 2 MB and refuses 2 MB + 1 byte with 41301, storing nothing', async () => {
    // A PNG signature then padding: the type is told by the first bytes, the size by all of them.
    const exact = Buffer.concat([png(), Buffer.alloc(maxUploadBytes - png().length)]);
    const ok = await upload(multipart([{ name: 'file', filename: 'big.png', data: exact }]));
    expect(ok.json()).toMatchObject({ code: 200 });
    await t.sql.deleteFrom('files').execute();

    const over = Buffer.concat([exact, Buffer.from([0])]);
    const res = await upload(multipart([{ name: 'file', filename: 'big.png', data: over }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 41301,
      message: expect.stringContaining('2MB'),
      data: null,
      success: false,
      requestId: expect.any(String),
    });
    expect(await fileCount()).toBe(0);
    const audit = await t.sql.selectFrom('audit_log').selectAll().execute();
    expect(audit.at(-1)).toMatchObject({ action: 'uploadFile', outcome: 'failure' });
  });

  it.each([
    ['a script named x.jpg sent as image/jpeg', 'x.jpg', 'image/jpeg', '#!/bin/sh\necho hi\n'],
    ['JavaScript named x.png', 'x.png', 'image/png', 'alert(document.cookie)'],
    ['an SVG with a script', 'x.svg', 'image/svg+xml', '<svg><script>alert(1)</script></svg>'],
    ['HTML named x.gif', 'x.gif', 'image/gif', '<html><script>alert(1)</script></html>'],
    ['an empty file', 'x.jpg', 'image/jpeg', ''],
    [
      'a PNG signature followed by HTML',
      'x.png',
      'image/png',
      Buffer.concat([png().subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    ['a JPEG cut after its header', 'x.jpg', 'image/jpeg', jpeg().subarray(0, 40)],
    ['a BMP whose pixels are missing', 'x.bmp', 'image/bmp', bmp().subarray(0, 54)],
  ])('refuses %s with 41501, storing nothing', async (_name, filename, type, data) => {
    const res = await upload(multipart([{ name: 'file', filename, type, data }]));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 41501, success: false, data: null });
    expect(await fileCount()).toBe(0);
  });

  it('drops EXIF and every other metadata from a JPEG', async () => {
    const secret = 'Patient 李患者 GPS 31.2304N';
    const tagged = await sharp({
      create: { width: 6, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: secret, ImageDescription: secret } } })
      .toBuffer();
    expect(tagged.includes(Buffer.from('GPS 31.2304N'))).toBe(true);
    const res = await upload(multipart([{ name: 'file', filename: 'a.jpg', data: tagged }]));
    expect(res.json().code).toBe(200);
    const served = await t.call({ method: 'GET', url: res.json().data as string });
    expect(served.rawPayload.includes(Buffer.from('GPS 31.2304N'))).toBe(false);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 6, 4]);
  });

  it('refuses an unknown or missing module with 40001', async () => {
    for (const url of [
      '/api/oss/file/upload?module=etc',
      '/api/oss/file/upload?module=../usr',
      '/api/oss/file/upload',
      '/api/oss/file/upload?module=usr&extra=1',
    ]) {
      const res = await upload(multipart([{ name: 'file', filename: 'a.png', data: png() }]), {
        url,
      });
      expect(res.json().code, url).toBe(40001);
    }
    expect(await fileCount()).toBe(0);
  });

  it('refuses a call without a token or with a bad one with 50008', async () => {
    const body = multipart([{ name: 'file', filename: 'a.png', data: png() }]);
    const none = await upload(body, { token: undefined });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(50008);
    const bad = await upload(body, { token: 'x'.repeat(43) });
    expect(bad.json().code).toBe(50008);
    expect(await fileCount()).toBe(0);
  });

  it('refuses a body without a `file` part with 40001', async () => {
    const onlyField = await upload(multipart([{ name: 'module', data: 'usr' }]));
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().code).toBe(40001);
    const otherName = await upload(
      multipart([{ name: 'avatar', filename: 'a.png', type: 'image/png', data: png() }]),
    );
    expect(otherName.json().code).toBe(40001);
    const empty = await upload(multipart([]));
    expect(empty.json().code).toBe(40001);
    expect(await fileCount()).toBe(0);
  });

  it('refuses a body that is not multipart with 41501, and a broken one with 40001', async () => {
    const json = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=usr',
      token: patientToken,
      payload: { file: png().toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe(41501);

    const raw = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=usr',
      token: patientToken,
      headers: { 'content-type': 'image/png' },
      payload: png(),
    });
    expect(raw.json().code).toBe(41501);

    const noBoundary = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=usr',
      token: patientToken,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.json().code).toBe(40001);

    // Cut off in the middle of the file part: no closing boundary.
    const whole = multipart([{ name: 'file', filename: 'a.png', data: png() }]);
    const truncated = await upload({ ...whole, payload: whole.payload.subarray(0, 150) });
    expect(truncated.json().code).toBe(40001);
    expect(await fileCount()).toBe(0);
  });

  it('stores only the first file when two are sent', async () => {
    const res = await upload(
      multipart([
        { name: 'file', filename: 'a.png', data: png() },
        { name: 'file', filename: 'b.gif', data: gif() },
      ]),
    );
    expect(res.json().code).toBe(200);
    const stored = await t.sql.selectFrom('files').select('content_type').execute();
    expect(stored).toEqual([{ content_type: 'image/png' }]);
  });

  it('answers 40401 in the error envelope for an unknown or malformed id', async () => {
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      '------------------------------------',
      "1' OR '1'='1",
      'x'.repeat(90),
    ]) {
      const res = await t.call({ method: 'GET', url: `/api/oss/file/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({
        code: 40401,
        message: expect.any(String),
        data: null,
        success: false,
        requestId: expect.any(String),
      });
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });
});

describe.each(engines)('pictures belong to their record on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let patientRecord: number;
  let doctorRecord: number;
  let otherPatient: { id: number; token: string };

  const uploadAs = async (token: string, data: Buffer = png()) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/oss/file/upload?module=usr',
      token,
      ...multipart([{ name: 'file', filename: 'a.png', data }]),
    });
    expect(res.json().code, res.body).toBe(200);
    return res.json().data as string;
  };
  const fileRow = (url: string) =>
    t.sql
      .selectFrom('files')
      .select(['patient_id', 'doctor_id', 'owner_id'])
      .where('id', '=', url.split('/').pop() ?? '')
      .executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp(engine);
    cast = await castOf(t, 'pic');
    patientRecord = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    doctorRecord = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: cast.doctor.id, doctor_name: '张医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const otherId = await t.createUser({ username: 'picother', userAuth: '2' });
    await t.sql
      .insertInto('patients')
      .values({ user_id: otherId, patient_name: '王患者' })
      .execute();
    otherPatient = { id: otherId, token: await t.tokenFor(otherId) };
  });
  afterAll(() => t?.close());

  it("links a saved portrait to the patient's record and serves it only to who may see them", async () => {
    const url = await uploadAs(cast.patient.token);
    const saved = await t.call({
      method: 'PUT',
      url: '/api/patientInformation/update',
      token: cast.patient.token,
      payload: { revision: 0, id: patientRecord, patientName: '李患者', portrait: url },
    });
    expect(saved.json().code, saved.body).toBe(200);
    expect(await fileRow(url)).toMatchObject({ patient_id: patientRecord, doctor_id: null });

    const anonymous = await t.call({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(50008);
    expect(anonymous.headers['cache-control'] ?? '').not.toContain('public');
    const stranger = await t.call({ method: 'GET', url, token: otherPatient.token });
    expect(stranger.json().code).toBe(40301);
    // A doctor sees the patient's picture only while on the patient's care team.
    const offTeam = await t.call({ method: 'GET', url, token: cast.doctor.token });
    expect(offTeam.json().code).toBe(40301);
    await t.sql
      .insertInto('care_team_members')
      .values({ patient_id: patientRecord, doctor_id: doctorRecord })
      .execute();

    for (const token of [cast.patient.token, cast.admin.token, cast.doctor.token]) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('private, no-cache');
      // A revalidation is answered only after the same check.
      const again = await t.call({
        method: 'GET',
        url,
        token,
        headers: { 'if-none-match': res.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    const strangerRevalidating = await t.call({
      method: 'GET',
      url,
      token: otherPatient.token,
      headers: { 'if-none-match': `"${url.split('/').pop()}"` },
    });
    expect(strangerRevalidating.json().code).toBe(40301);
  });

  it("treats a patient's upload not yet saved on the record as theirs too", async () => {
    const url = await uploadAs(cast.patient.token);
    expect(await fileRow(url)).toMatchObject({ patient_id: null, owner_id: cast.patient.id });
    expect((await t.call({ method: 'GET', url })).json().code).toBe(50008);
    expect((await t.call({ method: 'GET', url, token: otherPatient.token })).json().code).toBe(
      40301,
    );
    expect((await t.call({ method: 'GET', url, token: cast.patient.token })).statusCode).toBe(200);
  });

  it("keeps a doctor's avatar public, and lets no record claim another's picture", async () => {
    const url = await uploadAs(cast.doctor.token);
    await t.sql
      .updateTable('doctors')
      .set({ avatar: url })
      .where('id', '=', doctorRecord)
      .execute();
    expect(await fileRow(url)).toMatchObject({ doctor_id: doctorRecord, patient_id: null });
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The patient's portrait pasted as the doctor's avatar stays the patient's.
    const portrait = await uploadAs(cast.patient.token);
    await t.sql.updateTable('patients').set({ portrait }).where('id', '=', patientRecord).execute();
    await t.sql
      .updateTable('doctors')
      .set({ avatar: portrait })
      .where('id', '=', doctorRecord)
      .execute();
    expect(await fileRow(portrait)).toMatchObject({ patient_id: patientRecord, doctor_id: null });
    expect((await t.call({ method: 'GET', url: portrait })).json().code).toBe(50008);
  });

  it('keeps an archived record’s pictures, for a restore (issue 32: 删除 archives)', async () => {
    const owner = await t.createUser({ username: 'picgone', userAuth: '2' });
    const token = await t.tokenFor(owner);
    const record = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: owner, patient_name: '赵患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const linked = await uploadAs(token);
    const unsaved = await uploadAs(token);
    await t.sql
      .updateTable('patients')
      .set({ portrait: linked })
      .where('id', '=', record)
      .execute();
    const othersFile = await uploadAs(cast.patient.token);

    const res = await t.call({
      method: 'DELETE',
      url: `/api/patientInformation/delete/${record}`,
      token: cast.admin.token,
    });
    expect(res.json().code, res.body).toBe(200);
    expect(await fileRow(linked)).toMatchObject({ patient_id: record });
    expect(await fileRow(unsaved)).toBeDefined();
    expect(await fileRow(othersFile)).toBeDefined();
    const picture = await t.call({ method: 'GET', url: linked, token: cast.admin.token });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
  });

  it("keeps an archived doctor's avatar, and the patients' pictures they uploaded", async () => {
    const owner = await t.createUser({ username: 'picdoc', userAuth: '1' });
    const token = await t.tokenFor(owner);
    const record = (
      await t.sql
        .insertInto('doctors')
        .values({ user_id: owner, doctor_name: '钱医生' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const avatar = await uploadAs(token);
    await t.sql.updateTable('doctors').set({ avatar }).where('id', '=', record).execute();
    // A portrait this doctor uploaded for their patient, saved on the patient's record.
    const forPatient = await uploadAs(token);
    await t.sql
      .updateTable('patients')
      .set({ portrait: forPatient })
      .where('id', '=', patientRecord)
      .execute();

    const res = await t.call({
      method: 'DELETE',
      url: `/api/doctorInformation/delete/${record}`,
      token: cast.admin.token,
    });
    expect(res.json().code, res.body).toBe(200);
    expect(await fileRow(avatar)).toMatchObject({ doctor_id: record });
    expect(await fileRow(forPatient)).toMatchObject({ patient_id: patientRecord });
  });
});
