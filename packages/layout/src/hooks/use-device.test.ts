import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT } from '../state/app-store';
import { deviceForWidth } from './use-device';

describe('deviceForWidth (spec §4, §9)', () => {
  it('is mobile under 992 px and desktop from 992 px on', () => {
    expect(MOBILE_BREAKPOINT).toBe(992);
    expect(deviceForWidth(375)).toBe('mobile');
    expect(deviceForWidth(991.5)).toBe('mobile');
    expect(deviceForWidth(992)).toBe('desktop');
    expect(deviceForWidth(1920)).toBe('desktop');
  });
});
