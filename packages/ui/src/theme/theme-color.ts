import {
  clampChroma,
  formatHex,
  modeLrgb,
  modeOklch,
  modeRgb,
  parseHex,
  useMode as registerMode,
  type Color,
  type Oklch,
} from 'culori/fn';
import {
  contrastRatio,
  normalizeHex,
  primarySteps,
  themeTokensCss,
  writeThemeColorCss,
  type ThemeColorTokens,
} from './theme-color-style';

export {
  clearThemeColor,
  contrastRatio,
  defaultThemeColor,
  isHexColor,
  normalizeHex,
  setDefaultThemeColor,
} from './theme-color-style';
export type { PrimaryStep, ThemeColorTokens } from './theme-color-style';
export { primarySteps } from './theme-color-style';

// culori/fn registers nothing by itself: only these three modes end up in the bundle. They are
// registered on first use, not at import, so an app that never sets a theme colour (most of the
// kit's consumers, through the one dist/index.js) drops culori entirely when tree-shaking.
// (`useMode` is not a React hook; the alias keeps react-hooks/rules-of-hooks from thinking so.)
let toOklch: ((color: Color) => Oklch | undefined) | undefined;
function oklchConverter() {
  if (!toOklch) {
    registerMode(modeRgb);
    registerMode(modeLrgb);
    toOklch = registerMode(modeOklch);
  }
  return toOklch;
}

/** Page backgrounds of the default and dark themes (kept equal to theme.css by contrast.test.ts). */
export const themeBackgrounds = { default: '#ffffff', dark: '#15171c' } as const;

const white = '#ffffff';
/** Near-black text for light fills (the default theme's foreground). */
const nearBlack = '#1d2129';
/** WCAG AA for normal text. */
const minimumTextContrast = 4.5;
/** How far (OKLCH lightness) --primary may move from the chosen colour to carry white text. */
const maximumDarkening = 0.2;

/** OKLCH lightness per step. Light: 50 is a tint, 900 a deep shade. Dark (Radix-like): 50 is the subtle dark surface, 900 the lightest. */
const lightness: Record<'default' | 'dark', readonly number[]> = {
  default: [0.97, 0.93, 0.87, 0.8, 0.72, 0.64, 0.55, 0.47, 0.39, 0.31],
  dark: [0.25, 0.3, 0.36, 0.43, 0.51, 0.61, 0.72, 0.8, 0.87, 0.93],
};
/** Share of the chosen colour's chroma per step: tints near white or black are quieter. */
const chromaShare = [0.15, 0.3, 0.5, 0.7, 0.85, 1, 1, 0.95, 0.85, 0.75];

function oklchOf(hex: string): Oklch {
  const color = oklchConverter()(parseHex(hex) ?? { mode: 'rgb', r: 0, g: 0, b: 0 });
  // Greys have no hue; any hue with zero chroma stays grey.
  return { mode: 'oklch', l: color?.l ?? 0, c: color?.c ?? 0, h: color?.h ?? 0 };
}

function shade(base: Oklch, l: number, share: number): string {
  return formatHex(clampChroma({ mode: 'oklch', l, c: base.c * share, h: base.h }, 'oklch'));
}

/** The ten-step ramp of `hex` for a theme, monotonic in OKLCH lightness. */
export function primaryRamp(hex: string, theme: 'default' | 'dark' = 'default'): string[] {
  const base = oklchOf(normalizeHex(hex));
  return lightness[theme].map((l, i) => shade(base, l, chromaShare[i] ?? 1));
}

/** White or near-black, whichever reads better on `fill`. */
function readableOn(fill: string): string {
  return contrastRatio(white, fill) >= contrastRatio(nearBlack, fill) ? white : nearBlack;
}

/** The first colour in `candidates` that satisfies `test`, else `fallback`. */
function firstPassing(candidates: string[], test: (c: string) => boolean, fallback: string) {
  return candidates.find(test) ?? fallback;
}

/** Solid fill + its text colour: the chosen colour itself when possible. */
function solidFill(chosen: string, ramp: string[]): { fill: string; text: string } {
  if (contrastRatio(white, chosen) >= minimumTextContrast) return { fill: chosen, text: white };
  // Too light for white text: a darker step of the ramp, if it still looks like the chosen colour…
  const l = oklchOf(chosen).l;
  const darker = ramp.find(
    (step) =>
      oklchOf(step).l < l &&
      l - oklchOf(step).l <= maximumDarkening &&
      contrastRatio(white, step) >= minimumTextContrast,
  );
  if (darker) return { fill: darker, text: white };
  // …otherwise (yellow, light orange) keep the colour and write near-black on it.
  return { fill: chosen, text: readableOn(chosen) };
}

/** Hover: a visible step away (darker first in the default theme, lighter first in dark, as theme.css), text still readable. */
function hoverOf(fill: string, text: string, theme: 'default' | 'dark'): string {
  const base = oklchOf(fill);
  const direction = theme === 'default' ? -1 : 1;
  const deltas = [0.08, 0.12, 0.16, 0.24].flatMap((d) => [direction * d, -direction * d]);
  const candidates = deltas
    .sort((a, b) => Math.abs(a) - Math.abs(b))
    .map((delta) => base.l + delta)
    .filter((l) => l >= 0 && l <= 1)
    .map((l) => shade(base, l, 1));
  return firstPassing(
    candidates,
    (c) => contrastRatio(c, fill) >= 1.2 && contrastRatio(text, c) >= minimumTextContrast,
    fill,
  );
}

/**
 * Every `--primary-*` variable for `hex` in the default and the dark theme, computed locally
 * (no network). Text pairs keep ≥ 4.5:1: --primary-foreground on --primary and --primary-hover,
 * --primary-text on the page background and on --primary-subtle.
 */
export function themeColorTokens(hex: string): Record<'default' | 'dark', ThemeColorTokens> {
  const chosen = normalizeHex(hex);
  const result = {} as Record<'default' | 'dark', ThemeColorTokens>;
  for (const theme of ['default', 'dark'] as const) {
    const ramp = primaryRamp(chosen, theme);
    const background = themeBackgrounds[theme];
    const subtle = ramp[0] ?? background;
    const solid =
      theme === 'default'
        ? solidFill(chosen, ramp)
        : { fill: ramp[6] ?? chosen, text: readableOn(ramp[6] ?? chosen) };
    // Text steps: from the middle towards the far end (dark in default, light in dark).
    const textCandidates = ramp.slice(5);
    const primaryText = firstPassing(
      textCandidates,
      (c) =>
        contrastRatio(c, background) >= minimumTextContrast &&
        contrastRatio(c, subtle) >= minimumTextContrast,
      theme === 'default' ? nearBlack : white,
    );
    const steps = Object.fromEntries(
      primarySteps.map((step, i) => [`--primary-${step}`, ramp[i] ?? chosen]),
    );
    result[theme] = {
      ...steps,
      '--primary': solid.fill,
      '--primary-hover': hoverOf(solid.fill, solid.text, theme),
      '--primary-subtle': subtle,
      '--primary-text': primaryText,
      '--primary-foreground': solid.text,
    } as ThemeColorTokens;
  }
  return result;
}

/**
 * The stylesheet that applies `hex` under `scope` (`:root` for the document).
 * Screen only (print keeps black on white), never under high contrast: that theme pins its own
 * primary, and an unset / `auto` theme yields to the OS "more contrast" preference as theme.css does.
 */
export function themeColorCss(hex: string, scope = ':root'): string {
  return themeTokensCss(themeColorTokens(hex), scope);
}

/**
 * Sets the runtime theme colour: writes the whole `--primary-*` ramp, computed locally from `hex`,
 * into `<style id="cep-theme-color">` (a rule rather than inline styles, so the high-contrast theme
 * still wins). Throws a RangeError for anything but `#RGB` / `#RRGGBB`.
 */
export function setThemeColor(hex: string, root: HTMLElement = document.documentElement): void {
  writeThemeColorCss((scope) => themeColorCss(hex, scope), root);
}
