import { describe, expect, it } from 'vitest';
import { endedReasonIn, endedReasonOf, sessionEndedUrl } from './session-ended';

describe('an ended session’s way to the sign-in page', () => {
  it('says who ended it by its code', () => {
    expect(endedReasonOf(40140)).toBe('self');
    expect(endedReasonOf(40141)).toBe('admin');
  });

  it('keeps where the person was, encoded as the guard does, and reads the reason back', () => {
    const url = sessionEndedUrl('/system/users?page=2&name=李', 'admin');
    expect(url).toBe('/login?redirect=/system/users%3Fpage%3D2%26name%3D%E6%9D%8E&ended=admin');
    const search = url.slice(url.indexOf('?'));
    expect(new URLSearchParams(search).get('redirect')).toBe('/system/users?page=2&name=李');
    expect(endedReasonIn(search)).toBe('admin');
  });

  it('ignores an `ended` it does not know', () => {
    expect(endedReasonIn('?ended=hacker')).toBeUndefined();
    expect(endedReasonIn('')).toBeUndefined();
  });
});
