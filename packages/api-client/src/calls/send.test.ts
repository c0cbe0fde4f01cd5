import { expect, it } from 'vitest';
import { fillPath } from './send';

it('fills path parameters, encoded', () => {
  expect(fillPath('/api/patientInformation/:id', { id: 7 })).toBe('/api/patientInformation/7');
  expect(fillPath('/api/oss/file/:id', { id: '../x y' })).toBe('/api/oss/file/..%2Fx%20y');
  expect(fillPath('/api/health')).toBe('/api/health');
});

it('refuses to send a path with a parameter left open', () => {
  expect(() => fillPath('/api/doctorInformation/doctor/:id', {})).toThrow(/"id"/);
});
