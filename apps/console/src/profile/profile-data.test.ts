import { calls } from '@cep/contract';
import { describe, expect, it } from 'vitest';
import { updateCalls } from './profile-data';
import { profileKindOf } from './profile-record';

describe('profile data', () => {
  it("sends the contract's update calls", () => {
    expect(updateCalls.doctor).toEqual({
      method: calls.updateDoctor.method,
      path: calls.updateDoctor.path,
    });
    expect(updateCalls.patient).toEqual({
      method: calls.updatePatient.method,
      path: calls.updatePatient.path,
    });
  });

  it("gives doctors ('1') and patients ('2') a personal centre, nobody else", () => {
    expect(profileKindOf('1')).toBe('doctor');
    expect(profileKindOf('2')).toBe('patient');
    expect(profileKindOf('0')).toBeNull();
    expect(profileKindOf(undefined)).toBeNull();
  });
});
