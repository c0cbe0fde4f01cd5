import { describe, expect, it } from 'vitest';
import { recordingMarkerAdd, recordingStart, recordingWindowQuery } from './recordings';
import { deviceProfileKey, signalDeviceCreate } from './signal-devices';
import {
  deviceHello,
  deviceKey,
  deviceProfiles,
  deviceServerMessage,
  demoDeviceKey,
} from './signals';

describe('recording calls', () => {
  it('start names one to four distinct devices', () => {
    expect(recordingStart.safeParse({ patientId: 1, deviceIds: [1, 2] }).success).toBe(true);
    expect(recordingStart.safeParse({ patientId: 1, deviceIds: [] }).success).toBe(false);
    expect(recordingStart.safeParse({ patientId: 1, deviceIds: [3, 3] }).success).toBe(false);
    expect(recordingStart.safeParse({ patientId: 1, deviceIds: [1, 2, 3, 4, 5] }).success).toBe(
      false,
    );
  });

  it('a playback window reads its numbers from the query text and must run forwards', () => {
    expect(recordingWindowQuery.parse({ recordingId: '4', from: '0', to: '10000' })).toEqual({
      recordingId: 4,
      from: 0,
      to: 10_000,
      maxPoints: 1000,
    });
    const backwards = recordingWindowQuery.safeParse({ recordingId: '4', from: '9', to: '9' });
    expect(backwards.error?.issues[0]?.message).toBe('结束时间必须晚于开始时间');
    expect(
      recordingWindowQuery.safeParse({ recordingId: '4', from: '0', to: '1', maxPoints: '9' })
        .success,
    ).toBe(false);
    expect(recordingWindowQuery.safeParse({ recordingId: '4', from: '-1', to: '1' }).success).toBe(
      false,
    );
  });

  it('a marker has a label of at most 80 characters (Chinese too) and a time that is not negative', () => {
    expect(recordingMarkerAdd.parse({ recordingId: 1, label: ' 闭眼 ' }).label).toBe('闭眼');
    expect(recordingMarkerAdd.safeParse({ recordingId: 1, label: '' }).success).toBe(false);
    expect(recordingMarkerAdd.safeParse({ recordingId: 1, label: 'x'.repeat(81) }).success).toBe(
      false,
    );
    expect(recordingMarkerAdd.safeParse({ recordingId: 1, label: 'a', offsetMs: -1 }).success).toBe(
      false,
    );
  });
});

describe('device calls and protocol messages', () => {
  it('a device is added with a known profile', () => {
    expect(deviceProfileKey.options).toContain('eeg-8-250');
    expect(signalDeviceCreate.safeParse({ name: '脑电1', profile: 'eeg-8-250' }).success).toBe(
      true,
    );
    expect(signalDeviceCreate.safeParse({ name: '脑电1', profile: 'eeg-9-250' }).success).toBe(
      false,
    );
  });

  it('a hello carries a well-formed key and channel labels', () => {
    const key = `cepd_${'A'.repeat(43)}`;
    expect(deviceKey.safeParse(key).success).toBe(true);
    expect(deviceKey.safeParse(`cepd_${'A'.repeat(42)}`).success).toBe(false);
    expect(
      deviceHello.safeParse({
        type: 'hello',
        deviceKey: key,
        profile: 'ecg-250',
        channels: ['ECG'],
      }).success,
    ).toBe(true);
    expect(
      deviceHello.safeParse({ type: 'hello', deviceKey: key, profile: 'ecg-250', channels: [] })
        .success,
    ).toBe(false);
  });

  it('each profile has a distinct, well-formed demo key', () => {
    const keys = deviceProfiles.map((profile) => demoDeviceKey(profile.key));
    for (const key of keys) expect(deviceKey.safeParse(key).success).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the server speaks ready, refused and rejected', () => {
    expect(
      deviceServerMessage.parse({ type: 'rejected', reason: 'wrong-length', rejectedTotal: 1 }),
    ).toMatchObject({ type: 'rejected' });
    expect(deviceServerMessage.safeParse({ type: 'refused', reason: 'nope' }).success).toBe(false);
  });
});
