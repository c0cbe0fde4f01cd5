import { describe, expect, it } from 'vitest';
import {
  auditActions,
  auditQueryOf,
  detailText,
  epochOfMinute,
  minuteOf,
  targetPathOf,
} from './audit-query';

describe('auditQueryOf', () => {
  it('sends paging and the filters that hold something, the time range in milliseconds', () => {
    const from = '2026-11-23T17:05';
    const to = '2026-11-23T18:10';
    const query = auditQueryOf({
      pageNum: 2,
      pageSize: 20,
      sort: null,
      filters: {
        actor: ' 管理员 ',
        action: 'revealPatient',
        entity: 'patientInformation',
        entityId: '12',
        outcome: 'success',
        from,
        to,
      },
    });
    expect(query).toEqual({
      pageNum: 2,
      pageSize: 20,
      actor: '管理员',
      action: 'revealPatient',
      entity: 'patientInformation',
      entityId: '12',
      outcome: 'success',
      from: new Date(from).getTime(),
      // The whole last minute is in.
      to: new Date(to).getTime() + 59_999,
    });
  });

  it('leaves out a hand-edited value the contract would refuse', () => {
    const query = auditQueryOf({
      pageNum: 1,
      pageSize: 10,
      sort: null,
      filters: { outcome: 'maybe', from: 'yesterday', to: '2026-13-45T99:99', actor: '' },
    });
    expect(query).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('time filters', () => {
  it('reads back the minute it wrote', () => {
    const now = new Date(2026, 10, 23, 9, 7, 42).getTime();
    expect(minuteOf(now)).toBe('2026-11-23T09:07');
    expect(epochOfMinute(minuteOf(now))).toBe(new Date(2026, 10, 23, 9, 7).getTime());
    expect(epochOfMinute(undefined)).toBeUndefined();
  });
});

describe('entries', () => {
  it('links a patient record to its page and nothing else', () => {
    expect(targetPathOf({ entity: 'patientInformation', entityId: '7' })).toBe(
      '/system/patients/7',
    );
    expect(targetPathOf({ entity: 'patientInformation', entityId: null })).toBeUndefined();
    expect(targetPathOf({ entity: 'users', entityId: '7' })).toBeUndefined();
  });

  it('shows the detail as JSON text, markup and all', () => {
    expect(detailText({ field: '<b>phone</b>' })).toBe('{"field":"<b>phone</b>"}');
    expect(detailText(undefined)).toBe('');
    expect(detailText({})).toBe('');
  });

  it('offers every call of the contract as an action, sorted', () => {
    expect(auditActions).toContain('revealPatient');
    expect(auditActions).toContain('login');
    expect([...auditActions].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(auditActions);
  });
});
