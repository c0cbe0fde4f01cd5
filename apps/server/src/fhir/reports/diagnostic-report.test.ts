import { describe, expect, it } from 'vitest';
import { monthPeriod, parseReportId } from './diagnostic-report';

describe('FHIR DiagnosticReport ids and periods (issue 31)', () => {
  it('names a monthly report by patient and China month', () => {
    expect(parseReportId('training-42-2026-03')).toEqual({ patientId: 42, month: '2026-03' });
    expect(parseReportId('training-report-42-2026-03', 'binary')).toEqual({
      patientId: 42,
      month: '2026-03',
    });
    expect(parseReportId('training-42-2026-13')).toBeUndefined();
    expect(parseReportId('training-0-2026-03')).toBeUndefined();
    expect(parseReportId('training-99999999999-2026-03')).toBeUndefined();
    expect(parseReportId('training-report-42-2026-03')).toBeUndefined();
    // A past month whole; the current one up to today (China days).
    const now = Date.UTC(2026, 10, 28, 17);
    expect(monthPeriod('2026-02', now)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthPeriod('2026-11', now)).toEqual({ from: '2026-11-01', to: '2026-11-29' });
  });
});
