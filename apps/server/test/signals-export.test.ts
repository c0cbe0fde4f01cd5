import { get, type IncomingMessage } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { toCsv, writeEdfPlus, type EdfSignal } from '@cep/signals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asciiLabel, patientCode } from '../src/signals/export';
import { engines } from './engines';
import { startTestApp, type TestApp } from './harness';
import { castOf, type Cast } from './records';
import {
  patternCounts,
  profileOf,
  seedLongDevice,
  seedRecording,
  type SeedChunk,
} from './signals-export-support';
import { eventually, listening } from './signals-support';

/*
 * Exports of recordings (issue 28, item 2) on the real server: EDF+ and CSV are written as the
 * chunks are read, so two hours of 32 channels at 500 Hz go out with memory flat; the bytes are
 * those the in-memory writers make of the same samples; a client that hangs up or the request's
 * time limit stops the reading, and the audit line then says the export did not succeed (so does
 * a reading that fails midway); the size cap counts the zeros before a late device's first sample,
 * and a CSV too long to write in time is refused up front.
 */

const MB = 1024 * 1024;

interface AuditRow {
  outcome: string;
  detail: { format: string; bytes: number; stopped?: string };
}

describe.each(engines)('recording exports on $name PostgreSQL', (engine) => {
  let t: TestApp;
  let cast: Cast;
  let base: string;
  let patientId: number;
  const deviceIds: Record<string, number> = {};
  /** The long recording: 2 h of 32 channels at 500 Hz. */
  let longId: number;
  const longSeconds = 2 * 3600;
  const patterns = [0, 1, 2, 3].map((seed) => patternCounts(seed, 500, 32));

  const addDevice = async (profile: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/signalDevice/add',
      token: cast.admin.token,
      payload: { name: profile, profile },
    });
    return res.json<{ data: { id: number } }>().data.id;
  };
  const exportUrl = (id: number, format: 'edf' | 'csv', deviceId?: number) =>
    `/api/recording/export?id=${id}&format=${format}${deviceId ? `&deviceId=${deviceId}` : ''}`;
  /**
   * A download by node:http on a connection of its own (fetch may open a spare connection that
   * the server then waits on when it closes); answers when the headers are in.
   */
  const download = (url: string) => {
    const request = get(url, { headers: { token: cast.admin.token }, agent: false });
    const response = new Promise<IncomingMessage>((resolve, reject) =>
      request.once('response', resolve).once('error', reject),
    );
    return { request, response };
  };
  /** The export lines of a recording, oldest first. */
  const exportLines = async (recordingId: number) =>
    (
      await t.pool.query<AuditRow>(
        `SELECT outcome, detail FROM audit_log
          WHERE action = 'exportRecording' AND entity_id = $1 ORDER BY id`,
        [String(recordingId)],
      )
    ).rows;

  beforeAll(async () => {
    // Two hours take a while on a busy machine: this app's time limit is not what is tested
    // here (the test of the limit has an instance of its own).
    t = await startTestApp(engine, { requestTimeoutMs: 600_000 });
    cast = await castOf(t);
    base = await listening(t);
    patientId = (
      await t.sql
        .insertInto('patients')
        .values({ user_id: cast.patient.id, patient_name: '李患者' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    for (const profile of ['eeg-8-250', 'ecg-250', 'eeg-32-500']) {
      deviceIds[profile] = await addDevice(profile);
    }
    longId = await seedRecording(t, {
      patientId,
      devices: [
        { deviceId: deviceIds['eeg-32-500']!, profile: 'eeg-32-500', firstOffsetMs: 0, chunks: [] },
      ],
      markers: [{ offsetMs: 3_600_000, label: '闭眼' }],
    });
    await seedLongDevice(
      t,
      longId,
      deviceIds['eeg-32-500']!,
      longSeconds,
      patterns,
      Array(32).fill(0.05),
    );
  }, 240_000);
  afterAll(() => t?.close());

  it('writes the bytes the in-memory writers make of the same samples (late device, gap, short and rescaled chunks)', async () => {
    const eeg = profileOf('eeg-8-250');
    // 330 chunks of the EEG, most of one second: a 2.5 s gap before chunk 150, short chunks (117
    // and 3 samples) that put every later chunk across a second, the scale doubled from 250 on.
    const chunks: SeedChunk[] = [];
    let start = 0;
    for (let i = 0; i < 330; i++) {
      const samples = i === 120 ? 117 : i === 200 ? 3 : 250;
      if (i === 150) start += 625;
      const scale = i < 250 ? 0.05 : 0.1;
      chunks.push({ start, counts: patternCounts(i, samples, 8), scales: Array(8).fill(scale) });
      start += samples;
    }
    const ecgChunks: SeedChunk[] = Array.from({ length: 100 }, (_, i) => ({
      start: i * 250,
      counts: patternCounts(1000 + i, 250, 1),
      scales: [0.001],
    }));
    const id = await seedRecording(t, {
      patientId,
      devices: [
        { deviceId: deviceIds['eeg-8-250']!, profile: eeg.key, firstOffsetMs: 40, chunks },
        // Joined 12.3456 s late: zeros before its first sample, in the file and in its CSV.
        {
          deviceId: deviceIds['ecg-250']!,
          profile: 'ecg-250',
          firstOffsetMs: 12_345.6,
          chunks: ecgChunks,
        },
      ],
      markers: [
        { offsetMs: 0, label: 'start' },
        { offsetMs: 1500, label: '闭眼' },
        { offsetMs: 299_999, label: 'a, "quoted" one' },
      ],
    });

    const refused = await t.call({
      method: 'GET',
      url: exportUrl(id, 'edf'),
      token: cast.doctor.token,
    });
    const csvEeg = await t.call({
      method: 'GET',
      url: exportUrl(id, 'csv'),
      token: cast.admin.token,
    });
    const csvEcg = await t.call({
      method: 'GET',
      url: exportUrl(id, 'csv', deviceIds['ecg-250']),
      token: cast.admin.token,
    });
    // The doctor is not on the patient's care team: refused before a byte, and audited so.
    expect(refused.statusCode).toBe(403);

    const admin = await t.call({
      method: 'GET',
      url: exportUrl(id, 'edf'),
      token: cast.admin.token,
    });
    expect(admin.statusCode).toBe(200);
    const expected = await inMemoryExport(t, id);
    expect(admin.headers['content-length']).toBe(String(expected.edf.byteLength));
    expect(Buffer.compare(admin.rawPayload, Buffer.from(expected.edf))).toBe(0);
    expect(csvEeg.rawPayload.equals(expected.csv[deviceIds['eeg-8-250']!]!)).toBe(true);
    expect(csvEcg.rawPayload.equals(expected.csv[deviceIds['ecg-250']!]!)).toBe(true);
    // The late device's rows start at the recording's start (its zeros first): a marker stands
    // on the row of its moment in the recording, 1.5 s, not 1.5 s after the device joined.
    const ecgRows = csvEcg.rawPayload.toString('utf8').split(/\r?\n/);
    expect(ecgRows.find((row) => row.endsWith(',闭眼'))?.split(',')[0]).toBe('1.5');
    expect(ecgRows.find((row) => row.endsWith(',start'))?.split(',')[0]).toBe('0');

    // Each line is written when its download has ended.
    const lines = await eventually(
      () => exportLines(id),
      (rows) => rows.length === 4,
    );
    expect(lines.map((line) => line.outcome).sort()).toEqual([
      'denied',
      'success',
      'success',
      'success',
    ]);
    expect(lines.map((line) => line.detail)).toEqual(
      expect.arrayContaining([
        { format: 'edf', bytes: expected.edf.byteLength },
        { format: 'csv', bytes: csvEeg.rawPayload.byteLength },
        { format: 'csv', bytes: csvEcg.rawPayload.byteLength },
      ]),
    );
  }, 120_000);

  it('streams 2 h of 32 channels at 500 Hz with memory flat (RSS growth under 150 MB)', async () => {
    const loop = monitorEventLoopDelay({ resolution: 20 });
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    let peakBuffers = before.arrayBuffers;
    loop.enable();
    const startedAt = Date.now();
    const res = await download(`${base}${exportUrl(longId, 'edf')}`).response;
    expect(res.statusCode).toBe(200);
    const total = Number(res.headers['content-length']);
    const check = new EdfRecordCheck(patterns);
    let reads = 0;
    for await (const piece of res) {
      check.add(piece as Buffer);
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
      if (++reads % 64 === 0) {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
      }
    }
    loop.disable();
    const seconds = (Date.now() - startedAt) / 1000;
    const growth = (peakRss - before.rss) / MB;
    console.info(
      `[${engine.name}] EDF+ of 2 h × 32 ch × 500 Hz: ${(total / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s; ` +
        `RSS ${(before.rss / MB).toFixed(0)} → peak ${(peakRss / MB).toFixed(0)} MB (+${growth.toFixed(0)} MB); ` +
        `heap peak +${((peakHeap - before.heapUsed) / MB).toFixed(0)} MB, buffers peak +${((peakBuffers - before.arrayBuffers) / MB).toFixed(0)} MB; ` +
        `event loop delay max ${(loop.max / 1e6).toFixed(0)} ms`,
    );

    // Every byte arrived and every data record holds its second's counts exactly.
    expect(check.bytes).toBe(total);
    expect(check.records).toBe(longSeconds);
    expect(check.headerRecords).toBe(longSeconds);
    expect(check.mismatches).toBe(0);
    expect(check.annotations).toContain('bi yan');
    expect(growth).toBeLessThan(150);
    const lines = await eventually(
      () => exportLines(longId),
      (rows) => rows.length > 0,
    );
    expect(lines.at(-1)).toMatchObject({
      outcome: 'success',
      detail: { format: 'edf', bytes: total },
    });
  }, 300_000);

  it('stops reading when the client hangs up, and the audit line says it did not succeed', async () => {
    const before = (await exportLines(longId)).length;
    const { request, response } = download(`${base}${exportUrl(longId, 'edf')}`);
    const res = await response;
    const total = Number(res.headers['content-length']);
    let received = 0;
    for await (const piece of res) {
      received += (piece as Buffer).byteLength;
      if (received >= 2 * MB) break;
    }
    request.destroy();

    // The line is written once the reading has stopped; it says how far it got.
    const lines = await eventually(
      () => exportLines(longId),
      (rows) => rows.length > before,
      30_000,
    );
    const line = lines.at(-1)!;
    expect(line).toMatchObject({
      outcome: 'failure',
      detail: { format: 'edf', stopped: 'client' },
    });
    expect(line.detail.bytes).toBeGreaterThanOrEqual(received);
    expect(line.detail.bytes).toBeLessThan(total / 10);
    // No statement of the server reads the chunks any more.
    const { rows } = await t.pool.query(
      `SELECT 1 FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND query LIKE '%recording_chunks%'
          AND pid <> pg_backend_pid()`,
    );
    expect(rows).toEqual([]);
  }, 120_000);

  it('stops when the time limit answers, and audits that as a failure, not a success', async () => {
    // Another instance on the same database with a 2 s limit; the client reads nothing, so the
    // response cannot finish before the limit whatever the machine's speed.
    const limited = await t.secondInstance({ requestTimeoutMs: 2_000 });
    try {
      const origin = await limited.listen({ port: 0, host: '127.0.0.1' });
      const before = (await exportLines(longId)).length;
      const res = await download(`${origin}${exportUrl(longId, 'edf')}`).response;
      const lines = await eventually(
        () => exportLines(longId),
        (rows) => rows.length > before,
        30_000,
      );
      const line = lines.at(-1)!;
      expect(line.outcome).toBe('failure');
      if (res.statusCode === 200) {
        // Cut while streaming (the usual case): what the client has is short, and reading it to
        // the end fails.
        expect(line.detail).toMatchObject({ format: 'edf', stopped: 'timeLimit' });
        expect(line.detail.bytes).toBeLessThan(Number(res.headers['content-length']));
        await expect(res.toArray()).rejects.toThrow();
      } else {
        // A machine so busy that the limit answered before the first byte: 503, never streamed.
        expect(res.statusCode).toBe(503);
        res.resume();
      }
    } finally {
      await limited.close();
    }
  }, 120_000);

  it('counts the zeros before a late device in the size cap, and refuses a CSV too long to write', async () => {
    // 40 s of samples, but the device joined 4 hours in: 4 h of 32 channels at 500 Hz is over
    // the cap (2 h of 64 channels), though the samples themselves are few.
    const id = await seedRecording(t, {
      patientId,
      devices: [
        {
          deviceId: deviceIds['eeg-32-500']!,
          profile: 'eeg-32-500',
          firstOffsetMs: 4 * 3600 * 1000,
          chunks: Array.from({ length: 40 }, (_, i) => ({
            start: i * 500,
            counts: patterns[i % 4]!,
            scales: Array(32).fill(0.05),
          })),
        },
      ],
    });
    for (const format of ['edf', 'csv'] as const) {
      const res = await t.call({
        method: 'GET',
        url: exportUrl(id, format),
        token: cast.admin.token,
      });
      expect(res.json()).toMatchObject({ code: 40001, message: '记录过长，无法导出为一个文件' });
    }
    expect((await exportLines(id)).map((line) => line.outcome)).toEqual(['failure', 'failure']);

    // Two hours of 32 channels as text (115 million cells, some 1 GB) could not be written in the
    // time limit: refused before a byte, with EDF+ (streamed above) as the way out.
    const csv = await t.call({
      method: 'GET',
      url: exportUrl(longId, 'csv'),
      token: cast.admin.token,
    });
    expect(csv.json()).toMatchObject({
      code: 40001,
      message: '记录过长，无法导出为CSV，请改为导出EDF+格式',
    });
  }, 60_000);

  it('audits an export whose reading fails midway as a failure, and the client sees it cut', async () => {
    // Second 150 of this EEG is a damaged row (fewer bytes than its samples): decoding it throws
    // after the header and the first batches have gone out.
    const id = await seedRecording(t, {
      patientId,
      devices: [
        {
          deviceId: deviceIds['eeg-8-250']!,
          profile: 'eeg-8-250',
          firstOffsetMs: 0,
          chunks: Array.from({ length: 200 }, (_, i) => ({
            start: i * 250,
            counts: patternCounts(i, 250, 8),
            scales: Array(8).fill(0.05),
          })),
        },
      ],
    });
    await t.pool.query(
      `UPDATE recording_chunks SET data = substring(data FROM 1 FOR 100)
        WHERE recording_id = $1 AND start_sample = 150 * 250`,
      [id],
    );
    const res = await download(`${base}${exportUrl(id, 'edf')}`).response;
    expect(res.statusCode).toBe(200);
    let received = 0;
    await expect(
      (async () => {
        for await (const piece of res) received += (piece as Buffer).byteLength;
      })(),
    ).rejects.toThrow();
    expect(received).toBeLessThan(Number(res.headers['content-length']));
    const lines = await eventually(
      () => exportLines(id),
      (rows) => rows.length > 0,
    );
    expect(lines).toMatchObject([
      { outcome: 'failure', detail: { format: 'edf', stopped: 'error' } },
    ]);
  }, 60_000);
});

/**
 * The export as the server made it before streaming: every device's samples on the recording's
 * time line in memory (decoded here from the stored rows), then the whole file by writeEdfPlus
 * and toCsv.
 */
async function inMemoryExport(t: TestApp, recordingId: number) {
  const { rows: recording } = await t.pool.query<{ patient_id: number; started_at: Date }>(
    'SELECT patient_id, started_at FROM recordings WHERE id = $1',
    [recordingId],
  );
  const { rows: devices } = await t.pool.query<{
    device_id: number;
    profile: string;
    channels: { label: string; unit: string; scale: number }[];
    sample_rate: number;
    sample_count: string;
    first_offset_ms: number | null;
  }>(
    `SELECT device_id, profile, channels, sample_rate, sample_count, first_offset_ms
       FROM recording_devices WHERE recording_id = $1 ORDER BY device_id`,
    [recordingId],
  );
  const { rows: markers } = await t.pool.query<{ offset_ms: number; label: string }>(
    'SELECT offset_ms, label FROM recording_markers WHERE recording_id = $1 ORDER BY offset_ms, id',
    [recordingId],
  );
  const signals: EdfSignal[] = [];
  const csv: Record<number, Buffer> = {};
  for (const device of devices) {
    const lead = Math.round(((device.first_offset_ms ?? 0) * device.sample_rate) / 1000);
    const length = lead + Number(device.sample_count);
    const out = device.channels.map(() => new Float64Array(length));
    const { rows: chunks } = await t.pool.query<{
      start_sample: string;
      sample_count: number;
      scales: number[];
      data: Buffer;
    }>(
      `SELECT start_sample, sample_count, scales, data FROM recording_chunks
        WHERE recording_id = $1 AND device_id = $2 ORDER BY start_sample`,
      [recordingId, device.device_id],
    );
    for (const chunk of chunks) {
      const at = lead + Number(chunk.start_sample);
      const scales = chunk.scales.map(Number);
      for (let s = 0; s < chunk.sample_count && at + s < length; s++) {
        for (let c = 0; c < scales.length; c++) {
          out[c]![at + s] = chunk.data.readInt16LE((s * scales.length + c) * 2) * scales[c]!;
        }
      }
    }
    const eeg = profileOf(device.profile).modality === 'eeg';
    device.channels.forEach((channel, c) =>
      signals.push({
        label: eeg ? `EEG ${channel.label}` : channel.label,
        unit: channel.unit,
        sampleRate: device.sample_rate,
        samples: out[c]!,
        physicalMin: -32768 * channel.scale,
        physicalMax: 32767 * channel.scale,
      }),
    );
    const table = toCsv({
      sampleRate: device.sample_rate,
      channels: device.channels.map((channel, c) => ({
        label: channel.label,
        unit: channel.unit,
        samples: out[c]!,
      })),
      markers: markers.map((marker) => ({ onset: marker.offset_ms / 1000, text: marker.label })),
    });
    csv[device.device_id] = Buffer.from(`\uFEFF${table}`, 'utf8');
  }
  const edf = writeEdfPlus({
    patientCode: patientCode(recording[0]!.patient_id),
    recordingCode: `R${recordingId}`,
    equipment: 'CEP',
    startedAt: recording[0]!.started_at,
    signals,
    markers: markers.map((marker) => ({
      onset: marker.offset_ms / 1000,
      text: asciiLabel(marker.label),
    })),
  });
  return { edf, csv };
}

/**
 * Checks an EDF+ of the long recording as it arrives, keeping no more than one data record: each
 * record's 32 signals hold that second's counts (the seeded pattern of the second) exactly.
 */
class EdfRecordCheck {
  bytes = 0;
  records = 0;
  headerRecords = -1;
  mismatches = 0;
  annotations = '';
  private pending = Buffer.alloc(0);
  private headerBytes = 0;
  private recordBytes = 0;

  /** The samples of a record of each pattern: signal after signal, the counts as stored. */
  private readonly expected: Buffer[];

  constructor(patterns: Int16Array[]) {
    this.expected = patterns.map((counts) => {
      const bytes = Buffer.alloc(32 * 500 * 2);
      for (let c = 0; c < 32; c++) {
        for (let k = 0; k < 500; k++) bytes.writeInt16LE(counts[k * 32 + c]!, (c * 500 + k) * 2);
      }
      return bytes;
    });
  }

  add(piece: Uint8Array): void {
    this.bytes += piece.byteLength;
    this.pending = Buffer.concat([this.pending, piece]);
    if (this.headerBytes === 0) {
      if (this.pending.length < 256) return;
      this.headerBytes = Number(this.pending.subarray(184, 192).toString('latin1'));
      if (this.pending.length < this.headerBytes) return;
      const header = this.pending.subarray(0, this.headerBytes).toString('latin1');
      this.headerRecords = Number(header.slice(236, 244));
      const signals = Number(header.slice(252, 256));
      const perRecord = Array.from({ length: signals }, (_, i) =>
        Number(header.slice(256 + signals * 216 + i * 8, 256 + signals * 216 + i * 8 + 8)),
      );
      this.recordBytes = perRecord.reduce((a, b) => a + b, 0) * 2;
      this.pending = this.pending.subarray(this.headerBytes);
    }
    while (this.recordBytes > 0 && this.pending.length >= this.recordBytes) {
      this.checkRecord(this.pending.subarray(0, this.recordBytes));
      this.pending = this.pending.subarray(this.recordBytes);
    }
  }

  private checkRecord(record: Buffer): void {
    const samples = record.subarray(0, 32 * 500 * 2);
    if (!samples.equals(this.expected[this.records % this.expected.length]!)) this.mismatches++;
    const tal = record.subarray(32 * 500 * 2).toString('latin1');
    if (!tal.startsWith(`+${this.records}\x14\x14\x00`)) this.mismatches++;
    if (tal.includes('bi yan')) this.annotations += tal;
    this.records++;
  }
}
