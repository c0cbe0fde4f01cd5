/// <reference types="vite/client" />
import { LocaleProvider, type Locale } from '@cep/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import {
  checkAxeInEveryTheme,
  fontScales,
  themes,
  type FontScale,
  type Theme,
} from './axe-every-theme';
import { watchClassConflicts } from './class-conflicts';
import './storybook.css';

const fontScaleTitles: Record<FontScale, string> = {
  default: '默认 (1.125)',
  medium: '大号 (1)',
  small: '中号 (0.9375)',
  mini: '小号 (0.875)',
};

function StoryEnvironment(props: {
  theme: Theme;
  fontScale: FontScale;
  locale: Locale;
  children: ReactNode;
}) {
  const { theme, fontScale, locale, children } = props;
  // Themes and the font scale live on <html>, as in the console.
  useLayoutEffect(() => {
    const html = document.documentElement;
    html.setAttribute('data-theme', theme);
    html.setAttribute('data-font-scale', fontScale);
    html.setAttribute('lang', locale);
  }, [theme, fontScale, locale]);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}

const withEnvironment: Decorator = (Story, { globals }) => (
  <StoryEnvironment
    theme={globals.theme as Theme}
    fontScale={globals.fontScale as FontScale}
    locale={globals.locale as Locale}
  >
    <Story />
  </StoryEnvironment>
);

// A play function waits for the state it needs (waitFor, findBy…), never for a duration; how long
// it may wait is only a cap against a hang, and on a busy machine (CI's two cores running the
// e2e tests beside the stories) a second is not enough for a state that does come.
configure({ asyncUtilTimeout: 10_000 });

/** Set by `beforeEach` while a story test runs. */
let assertNoClassConflicts: (() => void) | undefined;

const preview: Preview = {
  decorators: [withEnvironment],
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: themes.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    fontScale: {
      description: 'Font scale',
      toolbar: {
        title: 'Font scale',
        icon: 'paragraph',
        items: fontScales.map((value) => ({ value, title: fontScaleTitles[value] })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '简体中文' },
          { value: 'en-US', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', fontScale: 'medium', locale: 'zh-CN' },
  parameters: {
    // axe preloads the media's metadata for no-autoplay-audio, not the CSSOM: only the
    // experimental css-orientation-lock reads that, and re-parsing the whole Tailwind stylesheet
    // before each story's pass cost time for the same verdict (scripts/testing/axe-in-page.mjs).
    a11y: { test: 'error', options: { preload: { assets: ['media'] } } },
    // The designers' pages first: the static build opens on the introduction.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', 'Themes', 'Writing'],
          'Page examples',
          'UI',
          'Chat',
          'Layout',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // Story tests only (addon-vitest defines VITEST_STORYBOOK, from the CLI and from the UI alike):
  // no element may carry conflicting utilities at any moment of the story, and after the play
  // function axe passes in every theme at both ends of the font scale.
  beforeEach: () => {
    if (import.meta.env.VITEST_STORYBOOK !== undefined)
      assertNoClassConflicts = watchClassConflicts();
  },
  afterEach: async () => {
    if (import.meta.env.VITEST_STORYBOOK === undefined) return;
    const assertion = assertNoClassConflicts;
    assertNoClassConflicts = undefined;
    assertion?.();
    await checkAxeInEveryTheme();
  },
};

export default preview;
