import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { primarySteps, themeBackgrounds } from './theme-color';

const css = readFileSync(new URL('../theme.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

type Tokens = Record<string, string>;

/** Declarations of the innermost rule whose selector list contains `selector` (either quote style). */
function declarationsOf(selector: string): Tokens {
  const wanted = selector.replace(/"/g, "'");
  for (const [, selectors = '', body = ''] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const list = selectors.split(',').map((s) => s.trim().replace(/"/g, "'"));
    if (!list.includes(wanted)) continue;
    const tokens: Tokens = {};
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      tokens[name] = value.trim();
    }
    return tokens;
  }
  throw new Error(`no rule for ${selector} in theme.css`);
}

const defaults = declarationsOf(`[data-theme='default']`);

/** The rule that holds a theme: its `[data-theme]` block, and `print` for paper. */
const themeSelector = (theme: string) =>
  theme === 'print' ? '[data-theme]' : `[data-theme='${theme}']`;

/** A theme's tokens as hex, following `var(--x)` references; unset tokens fall back to default. */
function themeTokens(theme: string): (name: string) => string {
  const tokens = { ...defaults, ...declarationsOf(themeSelector(theme)) };
  const resolve = (name: string, depth = 0): string => {
    const value = tokens[name];
    if (value === undefined || depth > 5) throw new Error(`${theme}: ${name} is not defined`);
    const ref = /^var\((--[\w-]+)\)$/.exec(value);
    if (ref?.[1]) return resolve(ref[1], depth + 1);
    if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${theme}: ${name} is not a hex colour`);
    return value;
  };
  return resolve;
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * [text, background] pairs that components actually draw (text-X on bg-Y, also X used as an
 * icon's or a status word's colour). A component that draws a new pair adds it here.
 */
const textPairs: [string, string][] = [
  ['--foreground', '--background'],
  ['--foreground', '--muted'],
  ['--foreground', '--primary-subtle'],
  ['--muted-foreground', '--background'],
  ['--muted-foreground', '--muted'],
  ['--primary-foreground', '--primary'],
  ['--primary-foreground', '--primary-hover'],
  ['--primary-text', '--background'],
  ['--primary-text', '--muted'],
  ['--primary-text', '--primary-subtle'],
  ['--danger', '--muted'],
  ['--success', '--background'],
  ['--success-foreground', '--success'],
  ['--warning', '--background'],
  ['--warning-foreground', '--warning'],
  ['--danger', '--background'],
  ['--danger-foreground', '--danger'],
  ['--danger-foreground', '--danger-hover'],
  ['--info', '--background'],
  ['--info-foreground', '--info'],
];

/** Boundaries and focus indicators: WCAG 1.4.11 non-text contrast. */
const nonTextPairs: [string, string][] = [
  ['--border', '--background'],
  ['--focus', '--background'],
  ['--focus', '--muted'],
  ['--primary-text', '--background'],
];

/** WCAG AA in the default and dark themes, AAA (7:1) in high contrast and on paper. */
const minimumTextContrast = { default: 4.5, dark: 4.5, 'high-contrast': 7, print: 7 } as const;

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(Object.entries(minimumTextContrast))('theme %s', (theme, minimum) => {
  const token = themeTokens(theme);

  it.each(textPairs)(`text %s on %s ≥ ${minimum}:1`, (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(minimum);
  });

  it.each(nonTextPairs)('%s against %s ≥ 3:1', (part, background) => {
    expect(contrastRatio(token(part), token(background))).toBeGreaterThanOrEqual(3);
  });
});

describe('theme.css', () => {
  it('applies the high-contrast tokens when the OS asks for more contrast and no theme is chosen', () => {
    const highContrast = declarationsOf(`[data-theme='high-contrast']`);
    expect(declarationsOf(`:root:not([data-theme])`)).toEqual(highContrast);
    expect(declarationsOf(`[data-theme='auto']`)).toEqual(highContrast);
    expect(css).toMatch(
      /@media screen and \(prefers-contrast: more\)\s*\{\s*:root:not\(\[data-theme\]\),/,
    );
  });

  it('prints black on white, whatever the theme', () => {
    const token = themeTokens('print');
    expect([token('--foreground'), token('--background')]).toEqual(['#000000', '#ffffff']);
    expect(css).toMatch(/@media print\s*\{\s*:root,\s*\[data-theme\]\s*\{/);
  });

  it('draws focus in the system colour under forced colours', () => {
    expect(css).toMatch(
      /@media \(forced-colors: active\)\s*\{\s*:focus-visible\s*\{\s*outline: 3px solid Highlight;/,
    );
  });

  it('defines the whole primary ramp in every theme, light to dark in default', () => {
    for (const theme of ['default', 'dark', 'high-contrast']) {
      const token = themeTokens(theme);
      for (const step of primarySteps) expect(token(`--primary-${step}`)).toMatch(/^#/);
    }
    const token = themeTokens('default');
    const luminance = primarySteps.map((step) => relativeLuminance(token(`--primary-${step}`)));
    expect(luminance).toEqual([...luminance].sort((a, b) => b - a));
  });

  it('matches the page backgrounds that the runtime theme colour computes against', () => {
    expect(themeTokens('default')('--background')).toBe(themeBackgrounds.default);
    expect(themeTokens('dark')('--background')).toBe(themeBackgrounds.dark);
  });

  it('stays within 8 KB gzipped', () => {
    const raw = readFileSync(new URL('../theme.css', import.meta.url));
    expect(gzipSync(raw, { level: 9 }).byteLength).toBeLessThanOrEqual(8 * 1024);
  });

  it('makes high contrast yellow on black with a black theme colour', () => {
    const token = themeTokens('high-contrast');
    expect(token('--foreground')).toBe('#ffff00');
    expect(token('--background')).toBe('#000000');
    expect(token('--primary')).toBe('#000000');
  });

  it('defines the four font-scale levels of the product spec', () => {
    const scale = (level: string) =>
      declarationsOf(`html[data-font-scale='${level}']`)['--font-scale'];
    expect([scale('default'), scale('medium'), scale('small'), scale('mini')]).toEqual([
      '1.125',
      '1',
      '0.9375',
      '0.875',
    ]);
    expect(declarationsOf('html')['--font-scale']).toBe('1');
  });

  it('lets the consumer import Tailwind and scans its own files', () => {
    expect(css).not.toMatch(/@import\s+['"]tailwindcss['"]/);
    expect(css).toMatch(/@source\s+['"]\.\/['"];/);
  });
});
