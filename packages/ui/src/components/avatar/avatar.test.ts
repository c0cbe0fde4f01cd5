import { describe, expect, it } from 'vitest';
import { getInitials } from './avatar';

describe('getInitials', () => {
  it('takes the family name of a Chinese name', () => {
    expect(getInitials('张医生')).toBe('张');
    expect(getInitials(' 欧阳娜娜 ')).toBe('欧');
  });

  it('takes the first and last initials of a Latin name', () => {
    expect(getInitials('Zhang San')).toBe('ZS');
    expect(getInitials('mary ann lee')).toBe('ML');
    expect(getInitials('ada')).toBe('A');
  });

  it('is empty for an empty name', () => {
    expect(getInitials('   ')).toBe('');
  });
});
