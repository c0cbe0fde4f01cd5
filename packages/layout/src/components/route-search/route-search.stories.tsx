import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { patientRoutes, patientUser } from '../../testing/fixtures';
import { NavbarStoryFrame, resetNavbarStores } from '../../testing/navbar-story-frame';
import { RouteSearch } from './route-search';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

A search button (and Ctrl/⌘ + K) opening a dialog that finds pages by title, path, pinyin or initials.

## Accessibility

A combobox in a dialog: arrows move, Enter goes, the number found is announced.
`;

const meta = {
  title: 'Layout/RouteSearch',
  parameters: { docs: { description: { component: designNotes } } },
  component: RouteSearch,
  tags: ['autodocs'],
  beforeEach: resetNavbarStores,
  render: (args) => (
    <NavbarStoryFrame path="/dashboard">
      <RouteSearch {...args} />
    </NavbarStoryFrame>
  ),
} satisfies Meta<typeof RouteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const optionTitles = () =>
  screen
    .queryAllByRole('option')
    .map((option) => option.querySelector('.font-medium')?.textContent ?? '');

/**
 * Ctrl+K opens the search; "rzxl" (the initials of 认知训练智能辅助) finds it once pinyin has
 * loaded; Down and Up move the active option; Enter goes there and closes the dialog.
 */
export const KeyboardPinyin: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '搜索页面' });
    const input = within(dialog).getByRole('combobox', { name: '搜索页面' });
    await waitFor(() => expect(input).toHaveFocus());

    await userEvent.type(input, 'rzxl');
    await waitFor(() => expect(optionTitles()[0]).toBe('认知训练智能辅助'));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getAllByRole('option')[0]!;
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);

    await userEvent.clear(input);
    await userEvent.type(input, 'guanli');
    await waitFor(() =>
      expect(optionTitles().slice(0, 2).sort()).toEqual(['医生管理', '患者管理']),
    );
    const [top, second] = screen.getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', second!.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(top).toHaveAttribute('aria-selected', 'true');
    // Up from the first wraps to the last.
    await userEvent.keyboard('{ArrowUp}');
    await expect(screen.getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');

    const target = top!.querySelector('.font-medium')!.textContent;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(location()).toHaveTextContent(
      target === '医生管理' ? '/system/doctors' : '/system/patients',
    );
  },
};

/** The mouse: the search button opens it, a typed title and a click on the result go there. */
export const MouseSearch: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '搜索页面' });
    await expect(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '搜索页面' });
    await userEvent.type(within(dialog).getByRole('combobox'), '生理信号');
    const option = await screen.findByRole('option', { name: /多模态生理信号采集/ });
    await userEvent.click(option);
    await waitFor(() => expect(location()).toHaveTextContent('/MPSA'));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes and gives focus back; each opening starts empty; ⌘K works too. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '搜索页面' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '医生');
    await screen.findByRole('option', { name: /医生管理/ });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(location()).toHaveTextContent('/dashboard');

    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect(await screen.findByRole('combobox')).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Nothing matches: the list is empty and a status says so. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索页面' }));
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, 'qqqqqq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的页面'));
    await expect(screen.queryAllByRole('option')).toHaveLength(0);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent('/dashboard');
  },
};

/**
 * An external link (帮助文档) opens in a new tab with no opener. (window.open is watched, not
 * let through: the test browser must not go to the internet.)
 */
export const ExternalLink: Story = {
  play: async ({ canvas, userEvent }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      await userEvent.click(canvas.getByRole('button', { name: '搜索页面' }));
      await userEvent.type(await screen.findByRole('combobox'), 'bzwd');
      const option = await screen.findByRole('option', { name: /帮助文档/ });
      await expect(option).toHaveTextContent('帮助文档（在新标签页打开）');
      await expect(option).toHaveAttribute('data-external', '');
      await userEvent.keyboard('{Enter}');
      await expect(open).toHaveBeenCalledWith(
        'https://www.example.org/help',
        '_blank',
        'noopener,noreferrer',
      );
      await expect(location()).toHaveTextContent('/dashboard');
    } finally {
      open.mockRestore();
    }
  },
};

/** A patient's search only knows the patient's pages. */
export const PatientRoutes: Story = {
  render: (args) => (
    <NavbarStoryFrame routes={patientRoutes} user={patientUser}>
      <RouteSearch {...args} />
    </NavbarStoryFrame>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索页面' }));
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, '管理');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的页面'));
    await userEvent.clear(input);
    await userEvent.type(input, 'qtho');
    await waitFor(() => expect(optionTitles()[0]).toBe('群体互动模块'));
  },
};

/** English, with the shortcut turned off: Ctrl+K does nothing, the button still opens it. */
export const EnglishWithoutShortcut: Story = {
  args: { shortcut: false },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Search pages' }));
    const input = await screen.findByRole('combobox', { name: 'Search pages' });
    await userEvent.type(input, 'dashboard');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/page(s)? found/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
