import { expect, it } from 'vitest';
import { maskIdentityCard, maskPhone } from './masking';

it('masks a phone as 138****5678 and an ID card as 110***********1234', () => {
  expect(maskPhone('13812345678')).toBe('138****5678');
  expect(maskIdentityCard('110105194912311234')).toBe('110***********1234');
  expect(maskIdentityCard('11010519491231002X')).toBe('110***********002X');
  expect(maskPhone(null)).toBeNull();
  expect(maskPhone('12345')).toBe('*****');
});
