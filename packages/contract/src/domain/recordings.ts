import { z } from 'zod';
import { fromQueryText, id, idText, text } from './fields';
import { pageQuery } from './page';
import { signalChannel, signalModality } from './signals';

/*
 * Recordings (MPSA, issue 15): a clinician of the patient's care team records from one or more
 * devices (EEG with ECG, EDA, PPG…), optionally during a training session. The server stores what
 * the devices send while the recording runs, so a closed browser loses nothing. Times on a
 * recording's time line are milliseconds from its start (`startedAt`, the server's clock).
 */

/** `POST /api/recording/start`. */
export const recordingStart = z.strictObject({
  patientId: id,
  /** Devices to record from, each enabled and not recording already. */
  deviceIds: z
    .array(id)
    .min(1, '请选择设备')
    .max(4, '一次最多4台设备')
    .refine((ids) => new Set(ids).size === ids.length, '设备不能重复'),
  /** The training session this recording accompanies: its trials become markers. */
  trainingSessionId: id.optional(),
});
export type RecordingStart = z.infer<typeof recordingStart>;

/** `POST /api/recording/stop`: stopping twice answers the stopped recording. */
export const recordingStop = z.strictObject({ id });
export type RecordingStop = z.infer<typeof recordingStop>;

export const recordingStatus = z.enum(['recording', 'stopped']);
export type RecordingStatus = z.infer<typeof recordingStatus>;

/**
 * Where a marker came from: a clinician, a trial of the training session, or the server marking a
 * gap in a device's stream (its timestamps jumped: the samples before and after it are joined, or
 * a short loss is filled with zeros; the label says which and how long).
 */
export const markerSources = ['manual', 'stimulus', 'response', 'gap'] as const;

/** A marker on the recording's time line. */
export const recordingMarker = z.object({
  id: z.number().int(),
  /** Milliseconds from the recording's start. */
  offsetMs: z.number(),
  label: z.string(),
  source: z.enum(markerSources),
  createdBy: z.string().nullable(),
});
export type RecordingMarker = z.infer<typeof recordingMarker>;

/** One device of a recording, with what it has stored so far. */
export const recordingDevice = z.object({
  deviceId: z.number().int(),
  name: z.string(),
  profile: z.string(),
  modality: signalModality,
  sampleRate: z.number(),
  channels: z.array(signalChannel),
  /** Samples per channel stored so far. */
  sampleCount: z.number().int(),
  /** Frames the server rejected from this device during the recording. */
  rejectedFrames: z.number().int(),
});
export type RecordingDevice = z.infer<typeof recordingDevice>;

/** A recording in a list. */
export const recordingSummary = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  patientName: z.string(),
  status: recordingStatus,
  trainingSessionId: z.number().int().nullable(),
  /** Epoch ms on the server's clock. */
  startedAt: z.number(),
  stoppedAt: z.number().nullable(),
  /** Length of the longest stored device stream, in ms. */
  durationMs: z.number(),
  devices: z.array(recordingDevice),
  startedBy: z.string().nullable(),
});
export type RecordingSummary = z.infer<typeof recordingSummary>;

/** `GET /api/recording/detail`: the recording with its markers. */
export const recording = recordingSummary.extend({ markers: z.array(recordingMarker) });
export type Recording = z.infer<typeof recording>;

/** `GET /api/recording/list?patientId=`: newest first. */
export const recordingListQuery = pageQuery.extend({ patientId: idText }).strict();
export type RecordingListQuery = z.infer<typeof recordingListQuery>;

/** `GET /api/recording/detail?id=` (and features, by `id` too). */
export const recordingIdQuery = z.strictObject({ id: idText });
export type RecordingIdQuery = z.infer<typeof recordingIdQuery>;

/** `POST /api/recording/marker`: a clinician's marker, at `offsetMs` or now when absent. */
export const recordingMarkerAdd = z.strictObject({
  recordingId: id,
  label: text('请输入标记内容').trim().min(1, '请输入标记内容').max(80, '标记内容不能超过80个字符'),
  offsetMs: z
    .number({ error: '标记时间必须是数字' })
    .int('标记时间必须是整数毫秒')
    .min(0, '标记时间不能为负')
    .optional(),
});
export type RecordingMarkerAdd = z.infer<typeof recordingMarkerAdd>;

const msText = fromQueryText(
  z.number({ error: '时间必须是数字' }).int('时间必须是整数毫秒').min(0, '时间不能为负'),
);

/**
 * `GET /api/recording/window`: channels from `from` to `to` (ms on the recording's time line),
 * reduced on the server to at most `maxPoints` min/max pairs per channel.
 */
export const recordingWindowQuery = z
  .strictObject({
    recordingId: idText,
    from: msText,
    to: msText,
    maxPoints: fromQueryText(
      z
        .number({ error: '点数必须是数字' })
        .int('点数必须是整数')
        .min(10, '点数至少10')
        .max(5000, '点数最多5000')
        .default(1000),
    ),
  })
  .refine((query) => query.from < query.to, { path: ['to'], message: '结束时间必须晚于开始时间' })
  .refine((query) => query.to - query.from <= 24 * 3_600_000, {
    path: ['to'],
    message: '时间窗不能超过24小时',
  });
export type RecordingWindowQuery = z.infer<typeof recordingWindowQuery>;

/**
 * One channel in a window: `min[i]` and `max[i]` are the lowest and highest physical value in
 * bucket i, which starts at `startMs + i * bucketMs` (ms on the recording's time line). When the
 * window holds no more samples than `maxPoints`, each bucket is one sample and min = max.
 */
export const windowChannel = z.object({
  deviceId: z.number().int(),
  label: z.string(),
  unit: z.string(),
  sampleRate: z.number(),
  startMs: z.number(),
  bucketMs: z.number(),
  min: z.array(z.number()),
  max: z.array(z.number()),
});
export type WindowChannel = z.infer<typeof windowChannel>;

export const recordingWindow = z.object({
  recordingId: z.number().int(),
  from: z.number(),
  to: z.number(),
  durationMs: z.number(),
  channels: z.array(windowChannel),
  markers: z.array(recordingMarker),
});
export type RecordingWindow = z.infer<typeof recordingWindow>;

/** EEG band powers of one second (µV², averaged over the EEG channels). */
export const bandPowerSet = z.object({
  delta: z.number(),
  theta: z.number(),
  alpha: z.number(),
  beta: z.number(),
  gamma: z.number(),
});

/** `GET /api/recording/features?id=`: per second, and heart-rate variability over the recording. */
export const recordingFeatures = z.object({
  recordingId: z.number().int(),
  seconds: z.array(
    z.object({
      /** Whole seconds from the start. */
      second: z.number().int(),
      bands: bandPowerSet.nullable(),
      /** Heart rate (bpm) from ECG or PPG in that second, null without a pulse device. */
      heartRate: z.number().nullable(),
    }),
  ),
  hrv: z
    .object({
      sdnnMs: z.number(),
      rmssdMs: z.number(),
      beats: z.number().int(),
      source: z.enum(['ecg', 'ppg']),
    })
    .nullable(),
});
export type RecordingFeatures = z.infer<typeof recordingFeatures>;

/** `GET /api/recording/export`: EDF+ (every device, markers as annotations) or CSV (one device). */
export const recordingExportQuery = z.strictObject({
  id: idText,
  /** edf: EDF+ (16-bit); bdf: BDF+ (24-bit), the same content; csv: one device's table. */
  format: z.enum(['edf', 'bdf', 'csv'], { error: '导出格式只能是edf、bdf或csv' }).default('edf'),
  /** CSV only: which device (the first one when absent). */
  deviceId: idText.optional(),
});
export type RecordingExportQuery = z.infer<typeof recordingExportQuery>;
