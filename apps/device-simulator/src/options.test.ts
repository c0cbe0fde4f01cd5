import { describe, expect, it } from 'vitest';
import { demoDevices } from './demo-devices';
import { parseOptions } from './options';

describe('simulator options', () => {
  const key = `cepd_${'k'.repeat(43)}`;

  it('takes one device by key and profile, the key from the environment too', () => {
    expect(parseOptions(['--key', key, '--profile', 'ecg-250', '--bpm', '90'], {})).toMatchObject({
      serverUrl: 'http://127.0.0.1:8080',
      bpm: 90,
      devices: [{ key, profile: { key: 'ecg-250', sampleRate: 250 } }],
    });
    expect(
      parseOptions(['--url', 'http://h:1'], { CEP_DEVICE_KEY: key }).devices[0]?.profile.key,
    ).toBe('eeg-8-250');
    // As `pnpm simulate-device -- …` passes them.
    expect(parseOptions(['--', '--key', key], {}).devices[0]?.key).toBe(key);
  });

  it('runs every demo device with --demo, each with a well-formed key', () => {
    const options = parseOptions(['--demo'], { PORT: '3000' });
    expect(options.serverUrl).toBe('http://127.0.0.1:3000');
    expect(options.devices.map((d) => d.profile.key)).toEqual(demoDevices.map((d) => d.profile));
  });

  it('refuses a missing or malformed key, an unknown profile and a silly rate', () => {
    expect(() => parseOptions([], {})).toThrow(/device key/);
    expect(() => parseOptions(['--key', 'cepd_short'], {})).toThrow(/device key/);
    expect(() => parseOptions(['--key', key, '--profile', 'eeg-7-250'], {})).toThrow(/profile/);
    expect(() => parseOptions(['--key', key, '--bpm', '500'], {})).toThrow(/bpm/);
  });
});
