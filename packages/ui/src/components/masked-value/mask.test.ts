import { describe, expect, it } from 'vitest';
import { maskIdCard, maskMiddle, maskPhone } from './mask';

describe('masks', () => {
  it('masks an 18-character ID card number to its first 3 and last 4', () => {
    expect(maskIdCard('110101199001011234')).toBe('110***********1234');
    expect(maskIdCard('11010119900101123X')).toBe('110***********123X');
  });

  it('masks a mobile number to its first 3 and last 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });

  it('masks everything when too short to keep both ends', () => {
    expect(maskMiddle('1234567', 3, 4)).toBe('*******');
    expect(maskMiddle('', 3, 4)).toBe('');
  });
});
