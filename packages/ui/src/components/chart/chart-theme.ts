// What a chart needs from the current theme, read from theme.css's variables (ECharts draws with
// colour strings and px, not with CSS), and a watcher that says when any of it may have changed.

/** The theme as a chart draws it. */
export interface ChartTheme {
  background: string;
  foreground: string;
  mutedForeground: string;
  border: string;
  /** Series colours, in order. */
  series: string[];
  /**
   * High contrast (and print): series also differ by dashes and bar patterns, in yellow and white
   * (in black on paper).
   */
  highContrast: boolean;
  /** The root font size in px (the font scale applied), from which every chart size is taken. */
  rootFontSize: number;
  fontFamily: string;
  /** The OS asks for less motion: no animation. */
  reducedMotion: boolean;
}

const moreContrast = '(prefers-contrast: more)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

/** Token names of the series colours: theme colour first, then the status hues that pass 4.5:1. */
const seriesTokens = ['--primary', '--info', '--warning', '--success', '--danger'];
/** High contrast draws in yellow and white (≥ 7:1 on black), then the light status hues. */
const highContrastSeriesTokens = ['--foreground', '--muted-foreground', '--info', '--success'];
/** Paper is black on white (theme.css's print block makes the status hues black too). */
const printSeriesTokens = ['--foreground'];

function matches(query: string) {
  return typeof matchMedia === 'function' && matchMedia(query).matches;
}

/** Whether the high-contrast tokens apply: chosen, or asked for by the OS with no theme chosen. */
function isHighContrast(root: HTMLElement) {
  const theme = root.getAttribute('data-theme');
  if (theme === 'high-contrast') return true;
  return (theme === null || theme === 'auto') && matches(moreContrast);
}

/** Reads the chart's theme where `element` sits (its variables inherit from `<html>`). */
export function readChartTheme(element: HTMLElement): ChartTheme {
  const root = element.ownerDocument.documentElement;
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const print = matches('print');
  const highContrast = print || isHighContrast(root);
  const tokens = print ? printSeriesTokens : highContrast ? highContrastSeriesTokens : seriesTokens;
  return {
    background: token('--background'),
    foreground: token('--foreground'),
    mutedForeground: token('--muted-foreground'),
    border: token('--border'),
    series: tokens.map(token).filter(Boolean),
    highContrast,
    rootFontSize: Number.parseFloat(getComputedStyle(root).fontSize) || 16,
    fontFamily: style.fontFamily,
    reducedMotion: matches(reducedMotion),
  };
}

export function sameChartTheme(a: ChartTheme, b: ChartTheme) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Calls `onChange` when the theme, the font scale, the runtime theme colour (a `<style>` in
 * `<head>`), the OS contrast / motion preference, or printing may have changed what to draw.
 * Returns the stop function.
 */
export function watchChartTheme(document: Document, onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-font-scale', 'style', 'class'],
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const queries =
    typeof matchMedia === 'function'
      ? [moreContrast, reducedMotion, 'print'].map((query) => matchMedia(query))
      : [];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}
