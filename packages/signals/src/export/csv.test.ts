import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV export', () => {
  it('writes time, one column per channel and markers on the sample they fall in', () => {
    const csv = toCsv({
      sampleRate: 4,
      channels: [
        { label: 'EDA', unit: 'uS', samples: [3.1, 3.2, 3.25, 3.3] },
        { label: 'Temp', unit: 'au', samples: [1, 2] },
      ],
      markers: [
        { onset: 0.5, text: 'start' },
        { onset: 0.6, text: 'beep, loud' },
      ],
    });
    expect(csv).toBe(
      [
        'time_s,EDA (uS),Temp (au),marker',
        '0,3.1,1,',
        '0.25,3.2,2,',
        '0.5,3.25,,"start; beep, loud"',
        '0.75,3.3,,',
        '',
      ].join('\r\n'),
    );
  });

  it('defuses formulas and quotes', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('plain')).toBe('plain');
  });
});
