import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { freshStores, storyStores } from '../../testing/story-stores';
import { StoryShell } from './story-shell';
import { AppMain } from './app-main';

type Canvas = ReturnType<typeof within>;
type User = { click: (element: Element) => Promise<void> };

const main = (canvas: Canvas) => canvas.getByRole('main');
/** The page showing: hidden kept-alive pages are out of the accessibility tree. */
const heading = (canvas: Canvas) => within(main(canvas)).getByRole('heading', { level: 1 });
const note = (canvas: Canvas) => within(main(canvas)).getByRole('textbox', { name: '病历备注' });
const tag = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('navigation', { name: '已打开的页面' })).getByRole('link', {
    name: title,
  });
const menuLink = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('navigation', { name: '示例菜单' })).getByRole('link', { name });
const addressOf = (canvas: Canvas) => canvas.getByTestId('location').textContent;

async function show(canvas: Canvas, userEvent: User, link: Element, title: string) {
  await userEvent.click(link);
  await waitFor(() => expect(heading(canvas)).toHaveTextContent(title));
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The page area of the shell: keeps visited pages alive (as the tags view says), one error boundary per page, \`main-content\` as the skip link's target.

## Accessibility

The \`main\` landmark; it takes focus after a route change so screen readers start at the page.
`;

const meta = {
  title: 'Layout/AppMain',
  component: AppMain,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  beforeEach: () => {
    freshStores();
  },
  render: () => <StoryShell />,
} satisfies Meta<typeof AppMain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type into a page, switch tabs, come back: the text is still there (the page was kept alive). */
export const KeptAlive: Story = {
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, menuLink(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await userEvent.type(note(canvas), '晨间采集 20 分钟');

    await show(canvas, userEvent, tag(canvas, '首页'), '首页');
    await expect(note(canvas)).toHaveValue('');
    // The hidden page is still mounted, just not shown.
    await expect(main(canvas).querySelectorAll('input')).toHaveLength(2);

    await show(canvas, userEvent, tag(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await expect(note(canvas)).toHaveValue('晨间采集 20 分钟');

    // The same from the keyboard: focus the tag strip, move to 首页, Enter, and back.
    tag(canvas, '多模态生理信号采集').focus();
    await userEvent.keyboard('{Home}{Enter}');
    await waitFor(() => expect(heading(canvas)).toHaveTextContent('首页'));
    await userEvent.keyboard('{End}{Enter}');
    await waitFor(() => expect(heading(canvas)).toHaveTextContent('多模态生理信号采集'));
    await expect(note(canvas)).toHaveValue('晨间采集 20 分钟');
  },
};

/** A `meta.noCache` page (患者详情) is not kept: coming back mounts it afresh. */
export const NoCachePage: Story = {
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, menuLink(canvas, '7 号患者详情'), '患者详情');
    await userEvent.type(note(canvas), '右手握力偏弱');
    await show(canvas, userEvent, tag(canvas, '首页'), '首页');
    await expect(main(canvas).querySelectorAll('input')).toHaveLength(1);
    await show(canvas, userEvent, tag(canvas, '患者详情'), '患者详情');
    await expect(note(canvas)).toHaveValue('');
  },
};

/** Refresh (mouse, then keyboard) drops the page's state and mounts it again, at the same address. */
export const RefreshRemounts: Story = {
  play: async ({ canvas, userEvent }) => {
    await show(
      canvas,
      userEvent,
      menuLink(canvas, '多模态生理信号采集 第 2 页'),
      '多模态生理信号采集',
    );
    await userEvent.type(note(canvas), '待复核');

    await userEvent.pointer({ keys: '[MouseRight]', target: tag(canvas, '多模态生理信号采集') });
    await userEvent.click(await screen.findByRole('menuitem', { name: '刷新' }));
    await waitFor(() => expect(note(canvas)).toHaveValue(''));
    await expect(addressOf(canvas)).toBe('/MPSA?page=2');
    await expect(heading(canvas)).toHaveTextContent('多模态生理信号采集');

    await userEvent.type(note(canvas), '再次记录');
    tag(canvas, '多模态生理信号采集').focus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(note(canvas)).toHaveValue(''));
    await expect(addressOf(canvas)).toBe('/MPSA?page=2');
    // Coming back after the refresh, the page is kept alive again.
    await userEvent.type(note(canvas), '第三次');
    await show(canvas, userEvent, tag(canvas, '首页'), '首页');
    await show(canvas, userEvent, tag(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await expect(note(canvas)).toHaveValue('第三次');
  },
};

/** Closing a tag drops its page: opening it again starts empty. */
export const ClosingDropsState: Story = {
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, menuLink(canvas, '群体互动模块'), '群体互动模块');
    await userEvent.type(note(canvas), '小组活动');
    await show(canvas, userEvent, tag(canvas, '首页'), '首页');
    await userEvent.click(canvas.getByRole('button', { name: '关闭 群体互动模块' }));
    await waitFor(() => expect(main(canvas).querySelectorAll('input')).toHaveLength(1));
    await show(canvas, userEvent, menuLink(canvas, '群体互动模块'), '群体互动模块');
    await expect(note(canvas)).toHaveValue('');
  },
};

/** With the tags view off nothing is kept (no tag could close it again). */
export const WithoutTagsView: Story = {
  render: () => <StoryShell tagsView={false} />,
  play: async ({ canvas, userEvent }) => {
    await show(canvas, userEvent, menuLink(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await userEvent.type(note(canvas), '不会保留');
    await show(canvas, userEvent, menuLink(canvas, '首页'), '首页');
    await show(canvas, userEvent, menuLink(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await expect(note(canvas)).toHaveValue('');
  },
};

/**
 * A page that fails to render shows a clear message in its place and reports to the error log;
 * the other pages and their state are untouched; "重新加载此页面" mounts it again.
 */
export const PageError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(note(canvas), '首页备注');
    await show(canvas, userEvent, menuLink(canvas, '多模态生理信号采集'), '多模态生理信号采集');
    await userEvent.click(within(main(canvas)).getByRole('button', { name: '模拟页面错误' }));

    const alert = await within(main(canvas)).findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: '此页面出错了' })).toBeVisible();
    await expect(storyStores().errorLog.state.logs).toHaveLength(1);
    const [entry] = storyStores().errorLog.state.logs;
    await expect(entry?.err.message).toBe('页面 /MPSA 渲染失败（示例错误）');
    await expect(entry?.info).toBe('AppMain view /MPSA');
    await expect(entry?.vm).toContain('SamplePage');
    await expect(entry?.url).toBe(window.location.href);

    await userEvent.click(within(alert).getByText('错误详情'));
    await expect(within(alert).getByText('页面 /MPSA 渲染失败（示例错误）')).toBeVisible();

    await show(canvas, userEvent, tag(canvas, '首页'), '首页');
    await expect(note(canvas)).toHaveValue('首页备注');
    await userEvent.click(tag(canvas, '多模态生理信号采集'));
    const again = await within(main(canvas)).findByRole('alert');

    const reload = within(again).getByRole('button', { name: '重新加载此页面' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading(canvas)).toHaveTextContent('多模态生理信号采集'));
    await expect(within(main(canvas)).queryByRole('alert')).not.toBeInTheDocument();
    await expect(storyStores().errorLog.state.logs).toHaveLength(1);
  },
};

/** The error message in English. */
export const PageErrorEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(within(main(canvas)).getByRole('button', { name: '模拟页面错误' }));
    const alert = await within(main(canvas)).findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: 'This page ran into a problem' }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload this view' }));
    await waitFor(() => expect(heading(canvas)).toHaveTextContent('首页'));
  },
};
