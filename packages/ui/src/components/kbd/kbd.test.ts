import { describe, expect, it } from 'vitest';
import { kbdMessages } from './messages';
import { isApplePlatform, keyLabel } from './platform';

const messages = kbdMessages['en-US'];

describe('isApplePlatform', () => {
  it('prefers UA Client Hints, then navigator.platform', () => {
    expect(
      isApplePlatform({ platform: 'Win32', userAgent: '', userAgentData: { platform: 'macOS' } }),
    ).toBe(true);
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(
      false,
    );
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });
});

describe('keyLabel', () => {
  it('draws Mod as Ctrl elsewhere and leaves other keys alone', () => {
    expect(keyLabel('Mod', false, messages)).toEqual({ text: 'Ctrl' });
    expect(keyLabel('Ctrl', false, messages)).toEqual({ text: 'Ctrl' });
    expect(keyLabel('K', false, messages)).toEqual({ text: 'K' });
  });

  it('draws Apple modifiers as symbols with a spoken name', () => {
    expect(keyLabel('Mod', true, messages)).toEqual({ text: '⌘', spoken: 'Command' });
    expect(keyLabel('ctrl', true, messages)).toEqual({ text: '⌘', spoken: 'Command' });
    expect(keyLabel('Alt', true, messages)).toEqual({ text: '⌥', spoken: 'Option' });
    expect(keyLabel('Shift', true, messages)).toEqual({ text: '⇧', spoken: 'Shift' });
    expect(keyLabel('Enter', true, messages)).toEqual({ text: 'Enter' });
  });
});
