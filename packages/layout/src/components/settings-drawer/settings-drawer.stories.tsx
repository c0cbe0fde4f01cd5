import { clearThemeColor } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { SETTINGS_STORAGE_KEY } from '../../state/settings-store';
import { CONTRAST_STORAGE_KEY } from '../../state/theme-preference';
import { freshStores, StoryStores, storyStores } from '../../testing/story-stores';
import { SettingsButton } from './settings-button';
import { SettingsDrawer } from './settings-drawer';
import { useApplyThemeColor } from '../../hooks/use-apply-theme-color';

/** The shell's part in miniature: applies the colour, shows the button, the drawer and the store. */
function SettingsDemo() {
  return (
    <StoryStores>
      <SettingsParts />
    </StoryStores>
  );
}

function SettingsParts() {
  useApplyThemeColor();
  const settings = useSnapshot(storyStores().settings.state);
  return (
    <div className="flex flex-col items-start gap-4">
      <SettingsButton />
      <SettingsDrawer />
      <p className="text-sm text-muted-foreground">
        当前设置：
        <code data-testid="settings">
          {JSON.stringify({
            theme: settings.theme,
            tagsView: settings.tagsView,
            fixedHeader: settings.fixedHeader,
            sidebarLogo: settings.sidebarLogo,
          })}
        </code>
      </p>
    </div>
  );
}

/** What local storage holds (the store writes it after the current task). */
const remembered = () =>
  waitFor(() => {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!saved) throw new Error('nothing stored yet');
    return saved;
  });
const primary = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--primary').trim().toLowerCase();

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

Appearance (system, light, dark, high contrast), theme colour, tags view, fixed header, sidebar logo, idle lock minutes; every change applies at once.

## Accessibility

A drawer (modal dialog) with labelled groups.
`;

const meta = {
  title: 'Layout/SettingsDrawer',
  parameters: { docs: { description: { component: designNotes } } },
  component: SettingsDrawer,
  tags: ['autodocs'],
  beforeEach: async () => {
    freshStores();
    // The drawer's code loads when it first opens (as in an app); here it is loaded before the
    // story, so the play functions time the drawer, not the dev server's first transform.
    await import('./settings-drawer-panel');
    return () => {
      localStorage.removeItem(SETTINGS_STORAGE_KEY);
      clearThemeColor();
    };
  },
  render: () => <SettingsDemo />,
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed at first. The button opens it; the defaults show (tags view and logo on, fixed header
 * off); a click and the Space key flip switches, remembered at once; Escape closes it and gives
 * the focus back to the button.
 */
export const OpenAndToggle: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '系统布局配置' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    await expect(storyStores().settings.state.showSettings).toBe(true);
    const tagsView = within(drawer).getByRole('switch', { name: '显示标签栏' });
    const fixedHeader = within(drawer).getByRole('switch', { name: '固定顶栏' });
    const logo = within(drawer).getByRole('switch', { name: '显示侧边栏 Logo' });
    await expect(tagsView).toBeChecked();
    await expect(fixedHeader).not.toBeChecked();
    await expect(logo).toBeChecked();

    await userEvent.click(fixedHeader);
    await expect(fixedHeader).toBeChecked();
    await expect(storyStores().settings.state.fixedHeader).toBe(true);
    await expect(await remembered()).toMatchObject({ fixedHeader: true, tagsView: true });

    for (let i = 0; i < 30 && document.activeElement !== tagsView; i++) await userEvent.tab();
    await expect(tagsView).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(tagsView).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(logo).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(storyStores().settings.state).toMatchObject({
      tagsView: false,
      sidebarLogo: false,
    });
    await waitFor(async () =>
      expect(await remembered()).toEqual({
        theme: '#409EFF',
        fixedHeader: true,
        tagsView: false,
        sidebarLogo: false,
        idleMinutes: null,
      }),
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(storyStores().settings.state.showSettings).toBe(false);
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * The theme colour: opened from the keyboard, a swatch click, the arrow keys and a typed hex each
 * change it; the page's primary colour follows at once (computed locally) and it is remembered.
 */
export const ThemeColour: Story = {
  play: async ({ canvas, userEvent }) => {
    const before = primary();
    canvas.getByRole('button', { name: '系统布局配置' }).focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    await expect(within(drawer).getByRole('radio', { name: '#409EFF 默认蓝' })).toBeChecked();

    await userEvent.click(within(drawer).getByRole('radio', { name: '#0E7C86 湖水青' }));
    await expect(storyStores().settings.state.theme).toBe('#0E7C86');
    await waitFor(() => expect(primary()).not.toBe(before));
    const teal = primary();

    // Radix checks the swatch focus lands on while the arrow key is held (as a person's press is).
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() =>
      expect(within(drawer).getByRole('radio', { name: '#3A7D44 松石绿' })).toBeChecked(),
    );
    await userEvent.keyboard('{/ArrowRight}');
    await expect(storyStores().settings.state.theme).toBe('#3A7D44');
    await waitFor(() => expect(primary()).not.toBe(teal));

    const hex = within(drawer).getByRole('textbox', { name: '自定义颜色' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#6B5CA5');
    await expect(storyStores().settings.state.theme).toBe('#6B5CA5');
    await expect(await remembered()).toMatchObject({ theme: '#6B5CA5' });

    await userEvent.click(within(drawer).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * Under high contrast the theme colour is #000000 whatever was chosen: the swatches are disabled
 * and a note says why.
 */
export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  beforeEach: () => {
    freshStores({ initial: { theme: { choice: 'more' }, settings: { theme: '#0E7C86' } } });
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(primary()).toBe('#000000'));
    await userEvent.click(canvas.getByRole('button', { name: '系统布局配置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    await expect(within(drawer).getByRole('radio', { name: '#0E7C86 湖水青' })).toBeDisabled();
    await expect(within(drawer).getByRole('textbox', { name: '自定义颜色' })).toBeDisabled();
    await expect(within(drawer).getByText(/高对比度模式下主题色固定为黑色/)).toBeVisible();
    // The other settings still work.
    await userEvent.click(within(drawer).getByRole('switch', { name: '固定顶栏' }));
    await expect(storyStores().settings.state.fixedHeader).toBe(true);
    await expect(primary()).toBe('#000000');
  },
};

/** Choices stored by an earlier visit show when the drawer opens. */
export const Remembered: Story = {
  beforeEach: () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: '#4A6FA5', tagsView: false, fixedHeader: true, sidebarLogo: false }),
    );
    freshStores({ keepStorage: true });
  },
  play: async ({ canvas, userEvent }) => {
    await expect(storyStores().settings.state.showSettings).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: '系统布局配置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    await expect(within(drawer).getByRole('radio', { name: '#4A6FA5 静谧蓝' })).toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: '显示标签栏' })).not.toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: '固定顶栏' })).toBeChecked();
    await expect(within(drawer).getByRole('switch', { name: '显示侧边栏 Logo' })).not.toBeChecked();
  },
};

/** In English, ending open (axe checks the open drawer in every theme). */
export const EnglishOpen: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Layout settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Layout settings' });
    await expect(within(drawer).getByRole('heading', { name: 'Theme colour' })).toBeVisible();
    for (const name of ['Show tags view', 'Fixed header', 'Show sidebar logo']) {
      await expect(within(drawer).getByRole('switch', { name })).toBeInTheDocument();
    }
  },
};

/**
 * Appearance (issue 12): light, dark, high contrast or follow the system — applied to the page at
 * once and remembered like the high-contrast toggle's choice.
 */
export const Appearance: Story = {
  beforeEach: () => {
    freshStores();
    const html = document.documentElement;
    const before = html.getAttribute('data-theme');
    return () => {
      localStorage.removeItem(CONTRAST_STORAGE_KEY);
      if (before === null) html.removeAttribute('data-theme');
      else html.setAttribute('data-theme', before);
    };
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '系统布局配置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    const choice = within(drawer).getByRole('radiogroup', { name: '外观' });
    await expect(within(choice).getByRole('radio', { name: '跟随系统' })).toBeChecked();

    await userEvent.click(within(choice).getByRole('radio', { name: '深色' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('dark');

    await userEvent.click(within(choice).getByRole('radio', { name: '高对比度' }));
    await expect(document.documentElement.dataset.theme).toBe('high-contrast');
    await expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBe('more');

    await userEvent.click(within(choice).getByRole('radio', { name: '跟随系统' }));
    await expect(localStorage.getItem(CONTRAST_STORAGE_KEY)).toBeNull();
    await expect(storyStores().theme.state.choice).toBeNull();
  },
};

/** The idle lock's minutes: a number within the limits applies; one outside is brought back. */
export const IdleMinutes: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '系统布局配置' }));
    const drawer = await screen.findByRole('dialog', { name: '系统布局配置' });
    const minutes = within(drawer).getByRole('spinbutton', { name: '空闲锁屏时间（分钟）' });
    await expect(minutes).toHaveValue(15);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '5');
    await expect(storyStores().settings.state.idleMinutes).toBe(5);
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.tab();
    await expect(storyStores().settings.state.idleMinutes).toBe(60);
    await expect(minutes).toHaveValue(60);
  },
};
