/** The steps of the primary ramp, light to dark in the default theme. */
export const primarySteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type PrimaryStep = (typeof primarySteps)[number];

/** The variables a theme colour writes: the primary ramp and the roles picked from it. */
export type ThemeColorTokens = Record<`--primary-${PrimaryStep}`, string> & {
  '--primary': string;
  '--primary-hover': string;
  '--primary-subtle': string;
  '--primary-text': string;
  '--primary-foreground': string;
};

/**
 * `themeColorTokens('#409EFF')`, computed ahead of time so the default colour applies without
 * culori. theme-color.test.ts fails when the ramp's rules change and these are not regenerated.
 */
export const defaultThemeColorTokens: Record<'default' | 'dark', ThemeColorTokens> = {
  default: {
    '--primary-50': '#eef6ff',
    '--primary-100': '#d8eaff',
    '--primary-200': '#b6d8ff',
    '--primary-300': '#8cc2ff',
    '--primary-400': '#5da8fb',
    '--primary-500': '#2e8eee',
    '--primary-600': '#0072ce',
    '--primary-700': '#005ba7',
    '--primary-800': '#004581',
    '--primary-900': '#00315d',
    '--primary': '#0072ce',
    '--primary-hover': '#005ba7',
    '--primary-subtle': '#eef6ff',
    '--primary-text': '#005ba7',
    '--primary-foreground': '#ffffff',
  },
  dark: {
    '--primary-50': '#19222e',
    '--primary-100': '#1a2f46',
    '--primary-200': '#173e68',
    '--primary-300': '#11518e',
    '--primary-400': '#1567b4',
    '--primary-500': '#2185e3',
    '--primary-600': '#58a8ff',
    '--primary-700': '#8cc2ff',
    '--primary-800': '#b6d8ff',
    '--primary-900': '#d8eaff',
    '--primary': '#58a8ff',
    '--primary-hover': '#8cc2ff',
    '--primary-subtle': '#19222e',
    '--primary-text': '#58a8ff',
    '--primary-foreground': '#1d2129',
  },
};
