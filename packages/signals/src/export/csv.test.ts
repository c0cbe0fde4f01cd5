import { describe, expect, it } from 'vitest';
import { CsvWriter, csvCell, toCsv } from './csv';

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

  it('writes the same text in pieces, however the rows are cut', () => {
    const samples = Float64Array.from({ length: 70_000 }, (_, i) => ((i * 7919) % 70_001) * 0.05);
    const recording = {
      sampleRate: 250,
      channels: [
        { label: 'Fp1', unit: 'uV', samples },
        { label: 'Fp2', unit: 'uV', samples: samples.subarray(0, 69_000) },
      ],
      markers: [{ onset: 100, text: '闭眼' }],
    };
    const writer = new CsvWriter({
      ...recording,
      channels: recording.channels.map((c) => ({ ...c, sampleCount: c.samples.length })),
    });
    let text = writer.header;
    // Over 65,536 distinct values: the formatted-number cache fills and starts again.
    for (let first = 0; first < writer.rows; first += 9_999) {
      const windows = recording.channels.map((c) => c.samples.subarray(first, first + 9_999));
      text += writer.rowsText(first, 9_999, windows);
    }
    expect(text).toBe(toCsv(recording));
  });
});
