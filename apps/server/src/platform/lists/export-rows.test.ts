import { expect, it } from 'vitest';
import { csvField, defuseFormula } from './export-rows';

it('quotes a CSV field only when it must, doubling its quotes', () => {
  expect(csvField('北京市朝阳区')).toBe('北京市朝阳区');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField(42)).toBe('42');
  expect(csvField(null)).toBe('');
});

it('writes a cell Excel would run as a formula as text', () => {
  for (const cell of ['=1+1', '+86', '-2', '@SUM(A1)', '\t=x', '\r=x']) {
    expect(defuseFormula(cell)).toBe(`'${cell}`);
  }
  expect(defuseFormula('李患者')).toBe('李患者');
  expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
});
