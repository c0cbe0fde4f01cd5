import { describe, expect, it } from 'vitest';
import {
  deviceProfile,
  deviceProfileOf,
  deviceProfiles,
  eegMontages,
  signalChannel,
  signalMarker,
} from './signals';

describe('device profiles', () => {
  it('are valid, with unique wire codes and keys', () => {
    for (const profile of deviceProfiles) expect(deviceProfile.parse(profile)).toEqual(profile);
    expect(new Set(deviceProfiles.map((p) => p.code)).size).toBe(deviceProfiles.length);
    expect(new Set(deviceProfiles.map((p) => p.key)).size).toBe(deviceProfiles.length);
  });

  it('cover EEG 8/16/32 at 250 and 500 Hz, ECG 250, EDA 4 and PPG 64 Hz', () => {
    const eeg = deviceProfiles.filter((p) => p.modality === 'eeg');
    expect(eeg.map((p) => `${p.channels.length}@${p.sampleRate}`).sort()).toEqual(
      ['16@250', '16@500', '32@250', '32@500', '8@250', '8@500'].sort(),
    );
    expect(deviceProfiles.find((p) => p.modality === 'ecg')?.sampleRate).toBe(250);
    expect(deviceProfiles.find((p) => p.modality === 'eda')?.sampleRate).toBe(4);
    expect(deviceProfiles.find((p) => p.modality === 'ppg')?.sampleRate).toBe(64);
  });

  it('label EEG channels with distinct 10-20 names', () => {
    for (const [count, labels] of Object.entries(eegMontages)) {
      expect(labels).toHaveLength(Number(count));
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('finds a profile by code and nothing for an unknown one', () => {
    expect(deviceProfileOf(1)?.key).toBe('eeg-8-250');
    expect(deviceProfileOf(999)).toBeUndefined();
  });
});

describe('ASCII-only texts (EDF+)', () => {
  it('refuses a Chinese channel label or marker text with a Chinese message', () => {
    const label = signalChannel.safeParse({ label: '额叶', unit: 'uV', scale: 1 });
    expect(label.error?.issues[0]?.message).toBe('通道名只能是可打印ASCII字符');
    const marker = signalMarker.safeParse({ onset: 1, text: '闭眼' });
    expect(marker.error?.issues[0]?.message).toBe('标记文字只能是可打印ASCII字符');
    expect(signalMarker.parse({ onset: 1.5, duration: 30, text: 'eyes closed' })).toBeTruthy();
  });
});
