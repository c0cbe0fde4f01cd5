import { describe, expect, it } from 'vitest';
import { converter, modeOklch, parseHex, useMode as registerMode } from 'culori/fn';
import {
  contrastRatio,
  defaultThemeColor,
  normalizeHex,
  primaryRamp,
  primarySteps,
  themeColorCss,
  themeColorTokens,
} from './theme-color';
import { defaultThemeColorTokens } from './default-theme-color';

registerMode(modeOklch);
const lightnessOf = (hex: string) => converter('oklch')(parseHex(hex))?.l ?? NaN;

const hues = [
  defaultThemeColor,
  '#1890ff',
  '#ffeb3b',
  '#000000',
  '#ff9800',
  '#e91e63',
  '#4caf50',
  '#fff',
  '#777',
];

describe('primaryRamp', () => {
  it.each(hues)('%s: ten steps, light to dark in default, dark to light in dark', (hex) => {
    const light = primaryRamp(hex).map(lightnessOf);
    const dark = primaryRamp(hex, 'dark').map(lightnessOf);
    expect(light).toHaveLength(primarySteps.length);
    for (let i = 1; i < light.length; i++) {
      expect(light[i]).toBeLessThan(light[i - 1] ?? 0);
      expect(dark[i]).toBeGreaterThan(dark[i - 1] ?? 0);
    }
  });

  it('keeps the hue of the chosen colour', () => {
    const hue = (hex: string) => converter('oklch')(parseHex(hex))?.h ?? NaN;
    expect(Math.abs(hue(primaryRamp('#409EFF')[6] ?? '') - hue('#409EFF'))).toBeLessThan(5);
  });
});

describe('themeColorTokens', () => {
  describe.each(hues)('%s', (hex) => {
    const tokens = themeColorTokens(hex);
    it.each(['default', 'dark'] as const)('%s: text pairs keep ≥ 4.5:1', (theme) => {
      const t = tokens[theme];
      const background = theme === 'default' ? '#ffffff' : '#15171c';
      expect(contrastRatio(t['--primary-foreground'], t['--primary'])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t['--primary-foreground'], t['--primary-hover'])).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(contrastRatio(t['--primary-text'], background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(t['--primary-text'], t['--primary-subtle'])).toBeGreaterThanOrEqual(4.5);
      expect(t['--primary-hover']).not.toBe(t['--primary']);
    });

    it('sets every step and role as #rrggbb', () => {
      for (const theme of ['default', 'dark'] as const) {
        expect(Object.keys(tokens[theme])).toHaveLength(primarySteps.length + 5);
        for (const value of Object.values(tokens[theme])) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      }
    });
  });

  it('keeps a colour that carries white text, and darkens #409EFF a step for it', () => {
    expect(themeColorTokens('#000000').default['--primary']).toBe('#000000');
    expect(themeColorTokens('#000000').default['--primary-foreground']).toBe('#ffffff');
    const blue = themeColorTokens('#409EFF').default;
    expect(blue['--primary']).toBe(blue['--primary-600']);
    expect(blue['--primary-foreground']).toBe('#ffffff');
  });

  it('keeps yellow yellow, with near-black text instead of an olive button', () => {
    const yellow = themeColorTokens('#ffeb3b').default;
    expect(yellow['--primary']).toBe('#ffeb3b');
    expect(contrastRatio(yellow['--primary-foreground'], '#000000')).toBeLessThan(1.5);
  });
});

describe('input', () => {
  it('accepts #RGB and #RRGGBB in any case', () => {
    expect(normalizeHex('#409EFF')).toBe('#409eff');
    expect(normalizeHex(' #fA0 ')).toBe('#ffaa00');
  });

  it.each(['409EFF', '#12345', '#GGGGGG', 'blue', '', '#1234', 'rgb(0,0,0)', '#409EFF80'])(
    'throws a RangeError for %j',
    (value) => {
      expect(() => themeColorTokens(value)).toThrow(RangeError);
      expect(() => themeColorTokens(value)).toThrow(/expected #RGB or #RRGGBB/);
    },
  );
});

describe('themeColorCss', () => {
  const css = themeColorCss('#409EFF');
  it('never applies under high contrast nor in print', () => {
    expect(css).not.toMatch(/high-contrast/);
    expect(css.match(/@media screen/g)).toHaveLength(2);
    expect(css).toMatch(
      /not \(prefers-contrast: more\)\) \{ :root:not\(\[data-theme\]\), :root\[data-theme='auto'\]/,
    );
  });

  it('writes the default and the dark ramp', () => {
    expect(css).toContain(`:root[data-theme='default'] { --primary-50: #eef6ff;`);
    expect(css).toContain(`:root[data-theme='dark'] { --primary-50:`);
  });
});

describe('the default colour computed ahead of time', () => {
  it('equals the ramp the colour rules compute for #409EFF (regenerate default-theme-color.ts)', () => {
    expect(defaultThemeColorTokens).toEqual(themeColorTokens(defaultThemeColor));
  });

  it('normalizes hex without colour science: #RGB doubles, case folds, junk throws', () => {
    expect(normalizeHex(' #ABC ')).toBe('#aabbcc');
    expect(normalizeHex('#409EFF')).toBe('#409eff');
    expect(() => normalizeHex('#12')).toThrow(RangeError);
    expect(() => normalizeHex('red')).toThrow(RangeError);
  });
});
