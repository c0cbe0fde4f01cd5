/*
 * The part of the runtime theme colour that needs no colour science: checking a hex value, writing
 * the stylesheet, removing it, and the default colour's tokens computed ahead of time. A shell that
 * keeps the default colour (most hospitals) applies it without loading culori; only a custom colour
 * loads `@cep/ui/theme-color`, which computes the ramp.
 */
import { defaultThemeColorTokens, type ThemeColorTokens } from './default-theme-color';

export { primarySteps } from './default-theme-color';
export type { PrimaryStep, ThemeColorTokens } from './default-theme-color';

/** The product spec's default theme colour (the high-contrast theme pins its own, #000000). */
export const defaultThemeColor = '#409EFF';

const hexPattern = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#RGB` and `#RRGGBB`. */
export function isHexColor(value: string): boolean {
  return hexPattern.test(value.trim());
}

/** `#RGB` / `#RRGGBB` → lower-case `#rrggbb`; anything else throws a RangeError. */
export function normalizeHex(value: string): string {
  const hex = value.trim().toLowerCase();
  if (!isHexColor(hex)) {
    throw new RangeError(
      `Invalid theme colour ${JSON.stringify(value)}: expected #RGB or #RRGGBB, e.g. ${defaultThemeColor}.`,
    );
  }
  if (hex.length === 7) return hex;
  return `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}`;
}

/** Relative luminance of a hex colour (WCAG 2: sRGB channels linearised, then weighted). */
function luminance(hex: string): number {
  const value = Number.parseInt(normalizeHex(hex).slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * WCAG 2 contrast ratio of two hex colours, 1 to 21. Plain arithmetic, no colour library: the
 * colour picker needs it on every page that shows one, the colour science only a custom colour.
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function declarations(tokens: ThemeColorTokens): string {
  return Object.entries(tokens)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
}

/**
 * The stylesheet of a theme colour's tokens under `scope` (`:root` for the document). Screen only
 * (print keeps black on white), never under high contrast: that theme pins its own primary, and an
 * unset / `auto` theme yields to the OS "more contrast" preference as theme.css does.
 */
export function themeTokensCss(
  { default: light, dark }: Record<'default' | 'dark', ThemeColorTokens>,
  scope = ':root',
): string {
  return [
    `@media screen { ${scope}[data-theme='default'] { ${declarations(light)} } ${scope}[data-theme='dark'] { ${declarations(dark)} } }`,
    `@media screen and (not (prefers-contrast: more)) { ${scope}:not([data-theme]), ${scope}[data-theme='auto'] { ${declarations(light)} } }`,
  ].join('\n');
}

const styleId = 'cep-theme-color';

function scopeOf(root: HTMLElement): { selector: string; id: string } {
  if (root === root.ownerDocument.documentElement) return { selector: ':root', id: styleId };
  root.dataset.themeColorScope ||= Math.random().toString(36).slice(2, 10);
  const key = root.dataset.themeColorScope;
  return { selector: `[data-theme-color-scope='${key}']`, id: `${styleId}-${key}` };
}

/** Writes `<style id="cep-theme-color">` for `root` with the css made for its scope selector. */
export function writeThemeColorCss(cssFor: (scope: string) => string, root: HTMLElement): void {
  const { selector, id } = scopeOf(root);
  const css = cssFor(selector);
  const doc = root.ownerDocument;
  let style = doc.getElementById(id);
  if (!style) {
    style = doc.createElement('style');
    style.id = id;
    doc.head.append(style);
  }
  style.textContent = css;
}

/**
 * Applies the default theme colour (#409EFF) exactly as `setThemeColor(defaultThemeColor)` would,
 * from tokens computed ahead of time (default-theme-color.ts, checked by a test).
 */
export function setDefaultThemeColor(root: HTMLElement = document.documentElement): void {
  writeThemeColorCss((scope) => themeTokensCss(defaultThemeColorTokens, scope), root);
}

/** Removes the runtime theme colour: the theme's own primary applies again. */
export function clearThemeColor(root: HTMLElement = document.documentElement): void {
  const scoped = root !== root.ownerDocument.documentElement;
  if (scoped && !root.dataset.themeColorScope) return;
  root.ownerDocument.getElementById(scopeOf(root).id)?.remove();
  if (scoped) delete root.dataset.themeColorScope;
}
