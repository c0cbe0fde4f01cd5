import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { WithLocale } from '../../../testing/navbar-story-frame';
import { LanguageSwitch } from './language-switch';

const onLocaleChange = fn();

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

简体中文 / English, each written in its own language.

## Accessibility

Menu radio items with \`lang\` on each name.
`;

const meta = {
  title: 'Layout/LanguageSwitch',
  parameters: { docs: { description: { component: designNotes } } },
  component: LanguageSwitch,
  tags: ['autodocs'],
  args: { locale: 'zh-CN', onLocaleChange },
  beforeEach: () => onLocaleChange.mockClear(),
  // The app owns the language: the story holds it as the console's provider does.
  render: (args) => (
    <WithLocale initial={args.locale} onChange={args.onLocaleChange}>
      {(locale, setLocale) => <LanguageSwitch locale={locale} onLocaleChange={setLocale} />}
    </WithLocale>
  ),
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The mouse picks English: the app is told and the menu speaks English; the keyboard picks
 * 简体中文 back. Each language is written in itself, with its own `lang`.
 */
export const SwitchBothWays: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言 Language' }));
    const english = await screen.findByRole('menuitemradio', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(english);
    await expect(onLocaleChange).toHaveBeenCalledWith('en-US');
    const trigger = await canvas.findByRole('button', { name: 'Language 语言' });

    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitemradio', { name: '简体中文' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onLocaleChange).toHaveBeenLastCalledWith('zh-CN');
    await expect(await canvas.findByRole('button', { name: '语言 Language' })).toBeInTheDocument();
  },
};

/** Picking the language in force does not call the app. */
export const SameLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '语言 Language' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    await expect(onLocaleChange).not.toHaveBeenCalled();
  },
};
