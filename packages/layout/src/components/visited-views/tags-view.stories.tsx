import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { LayoutRoute } from '../../routes/layout-route';
import { patientRoutes } from '../../testing/fixtures';
import { freshStores, storyStores } from '../../testing/story-stores';
import { StoryShell } from './story-shell';
import { TagsView } from './tags-view';

type Canvas = ReturnType<typeof within>;

const stripOf = (canvas: Canvas, name = '已打开的页面') => canvas.getByRole('navigation', { name });
const tagTitles = (canvas: Canvas) =>
  within(stripOf(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent);
const tag = (canvas: Canvas, title: string) =>
  within(stripOf(canvas)).getByRole('link', { name: title });
const addressOf = (canvas: Canvas) => canvas.getByTestId('location').textContent;
const menuLink = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('navigation', { name: '示例菜单' })).getByRole('link', { name });
const noMenuOpen = () => waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The strip of visited pages: click to return, × or middle-click to close, right-click for refresh and close others.

## Accessibility

One Tab stop: arrows, Home and End move, Enter opens, Delete closes, Shift + F10 opens the menu.
`;

const meta = {
  title: 'Layout/TagsView',
  component: TagsView,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: designNotes } }, layout: 'padded' },
  // Every story starts without tags, as a new visitor.
  beforeEach: () => {
    freshStores();
  },
  render: () => <StoryShell />,
} satisfies Meta<typeof TagsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 首页 is pinned from the start (no ×). Visiting a page adds its tag once, active; a new query
 * updates the tag's address, so clicking it goes back to the page as it was. Hidden pages (a
 * patient's details) get tags too, one per patient.
 */
export const VisitingPages: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(tagTitles(canvas)).toEqual(['首页']);
    const home = tag(canvas, '首页');
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(within(stripOf(canvas)).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(menuLink(canvas, '多模态生理信号采集'));
    await waitFor(() => expect(tagTitles(canvas)).toEqual(['首页', '多模态生理信号采集']));
    await expect(tag(canvas, '多模态生理信号采集')).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current');

    await userEvent.click(menuLink(canvas, '多模态生理信号采集 第 2 页'));
    await expect(addressOf(canvas)).toBe('/MPSA?page=2');
    await expect(tagTitles(canvas)).toEqual(['首页', '多模态生理信号采集']);

    await userEvent.click(menuLink(canvas, '7 号患者详情'));
    await userEvent.click(menuLink(canvas, '8 号患者详情'));
    await waitFor(() =>
      expect(tagTitles(canvas)).toEqual(['首页', '多模态生理信号采集', '患者详情', '患者详情']),
    );

    await userEvent.click(home);
    await expect(addressOf(canvas)).toBe('/dashboard');
    await userEvent.click(tag(canvas, '多模态生理信号采集'));
    await expect(addressOf(canvas)).toBe('/MPSA?page=2');
    await expect(storyStores().tags.state.visitedViews.map((view) => view.path)).toEqual([
      '/dashboard',
      '/MPSA',
      '/system/patients/7',
      '/system/patients/8',
    ]);
  },
};

/** Visits the pages named in the menu, one after the other. */
async function visit(
  canvas: Canvas,
  userEvent: { click: (el: Element) => Promise<void> },
  ...names: string[]
) {
  for (const name of names) await userEvent.click(menuLink(canvas, name));
}

/**
 * × closes a tag; closing one that is not showing leaves the page where it is; closing the active
 * one shows the last remaining tag. A middle click closes a tag too (and opens no browser tab).
 */
export const CloseWithTheMouse: Story = {
  play: async ({ canvas, userEvent }) => {
    await visit(
      canvas,
      userEvent,
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '医生管理',
    );
    await waitFor(() => expect(tagTitles(canvas)).toHaveLength(5));

    await userEvent.click(canvas.getByRole('button', { name: '关闭 多模态生理信号采集' }));
    await expect(tagTitles(canvas)).toEqual([
      '首页',
      '认知训练智能辅助',
      '群体互动模块',
      '医生管理',
    ]);
    await expect(addressOf(canvas)).toBe('/system/doctors');

    await userEvent.click(tag(canvas, '认知训练智能辅助'));
    await userEvent.click(canvas.getByRole('button', { name: '关闭 认知训练智能辅助' }));
    await expect(tagTitles(canvas)).toEqual(['首页', '群体互动模块', '医生管理']);
    await waitFor(() => expect(addressOf(canvas)).toBe('/system/doctors'));
    await expect(tag(canvas, '医生管理')).toHaveAttribute('aria-current', 'page');

    await userEvent.pointer({ keys: '[MouseMiddle]', target: tag(canvas, '群体互动模块') });
    await expect(tagTitles(canvas)).toEqual(['首页', '医生管理']);
    // The pinned tag stays, whatever the button.
    await userEvent.pointer({ keys: '[MouseMiddle]', target: tag(canvas, '首页') });
    await expect(tagTitles(canvas)).toEqual(['首页', '医生管理']);
  },
};

/**
 * Right-click opens the tag's menu (105 px wide at the base size, inside the window): Refresh,
 * Close, Close Others, Close All. The pinned tag's menu has no Close. Close Others shows the chosen
 * page; Close All keeps the pinned tag and shows it.
 */
export const ContextMenu: Story = {
  play: async ({ canvas, userEvent }) => {
    await visit(canvas, userEvent, '认知训练智能辅助', '多模态生理信号采集', '群体互动模块');
    await waitFor(() => expect(tagTitles(canvas)).toHaveLength(4));

    await userEvent.pointer({ keys: '[MouseRight]', target: tag(canvas, '首页') });
    const pinnedMenu = await screen.findByRole('menu');
    await expect(
      within(pinnedMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭其他', '关闭所有']);
    await userEvent.keyboard('{Escape}');
    await noMenuOpen();

    await userEvent.pointer({ keys: '[MouseRight]', target: tag(canvas, '认知训练智能辅助') });
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['刷新', '关闭', '关闭其他', '关闭所有']);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    const box = menu.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(6.5625 * rem - 0.5);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    await noMenuOpen();
    await expect(tagTitles(canvas)).toEqual(['首页', '认知训练智能辅助']);
    await expect(addressOf(canvas)).toBe('/cognitive-training');

    await visit(canvas, userEvent, '群体互动模块');
    await userEvent.pointer({ keys: '[MouseRight]', target: tag(canvas, '认知训练智能辅助') });
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭' }));
    await noMenuOpen();
    await expect(tagTitles(canvas)).toEqual(['首页', '群体互动模块']);
    await expect(addressOf(canvas)).toBe('/communityModule');

    await userEvent.pointer({ keys: '[MouseRight]', target: tag(canvas, '群体互动模块') });
    await userEvent.click(await screen.findByRole('menuitem', { name: '关闭所有' }));
    await noMenuOpen();
    await expect(tagTitles(canvas)).toEqual(['首页']);
    await expect(addressOf(canvas)).toBe('/dashboard');
  },
};

/**
 * One Tab stop: Tab lands on the active tag; arrows, Home and End move; Enter opens; Delete closes
 * (focus stays in the strip, the pinned tag ignores it); Shift+F10 and the menu key open the menu,
 * Escape closes it and gives the focus back to the tag.
 */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await visit(canvas, userEvent, '认知训练智能辅助', '多模态生理信号采集', '群体互动模块');
    await waitFor(() => expect(tagTitles(canvas)).toHaveLength(4));
    const strip = stripOf(canvas);
    (document.activeElement as HTMLElement | null)?.blur();

    for (let i = 0; i < 40 && !strip.contains(document.activeElement); i++) await userEvent.tab();
    await expect(tag(canvas, '群体互动模块')).toHaveFocus();
    await expect(
      within(strip)
        .getAllByRole('link')
        .filter((l) => l.tabIndex === 0),
    ).toHaveLength(1);

    await userEvent.keyboard('{ArrowLeft}');
    await expect(tag(canvas, '多模态生理信号采集')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tag(canvas, '首页')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tag(canvas, '首页')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tag(canvas, '认知训练智能辅助')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(addressOf(canvas)).toBe('/cognitive-training');

    await userEvent.keyboard('{End}');
    await expect(tag(canvas, '群体互动模块')).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(tagTitles(canvas)).toEqual(['首页', '认知训练智能辅助', '多模态生理信号采集']);
    await waitFor(() => expect(tag(canvas, '多模态生理信号采集')).toHaveFocus());
    await expect(addressOf(canvas)).toBe('/cognitive-training');

    await userEvent.keyboard('{Home}{Delete}');
    await expect(tagTitles(canvas)).toHaveLength(3);
    await expect(tag(canvas, '首页')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}{Shift>}{F10}{/Shift}');
    const refresh = await screen.findByRole('menuitem', { name: '刷新' });
    await waitFor(() => expect(refresh).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await noMenuOpen();
    await waitFor(() => expect(tag(canvas, '认知训练智能辅助')).toHaveFocus());

    await userEvent.keyboard('{ContextMenu}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '刷新' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('menuitem', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await noMenuOpen();
    // The active tag closed: the last remaining one shows, and has the focus.
    await expect(tagTitles(canvas)).toEqual(['首页', '多模态生理信号采集']);
    await waitFor(() => expect(addressOf(canvas)).toBe('/MPSA'));
    await waitFor(() => expect(tag(canvas, '多模态生理信号采集')).toHaveFocus());
  },
};

/** Routes without a pinned page: closing the last tag goes to `/`. */
const unpinnedRoutes: LayoutRoute[] = patientRoutes.map((route) => ({
  ...route,
  children: route.children?.map((child) => ({
    ...child,
    meta: child.meta && { ...child.meta, affix: false },
  })),
}));

export const NoTagLeft: Story = {
  render: () => <StoryShell routes={unpinnedRoutes} initialPath="/MPSA" />,
  play: async ({ canvas, userEvent }) => {
    await expect(tagTitles(canvas)).toEqual(['多模态生理信号采集']);
    await userEvent.click(canvas.getByRole('button', { name: '关闭 多模态生理信号采集' }));
    await waitFor(() => expect(addressOf(canvas)).toBe('/'));
    await expect(within(stripOf(canvas)).queryAllByRole('link')).toHaveLength(0);
  },
};

/**
 * More tags than fit: the mouse wheel scrolls the strip sideways (and not the page), and the
 * active tag is brought into view with 4 px to spare.
 */
export const ScrollingManyTags: Story = {
  render: () => <StoryShell width="22rem" />,
  play: async ({ canvas, userEvent }) => {
    await visit(
      canvas,
      userEvent,
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
      '医生管理',
      '患者管理',
      '7 号患者详情',
      '8 号患者详情',
      '菜单1-1',
      '菜单1-2-1',
      '菜单2',
    );
    await waitFor(() => expect(tagTitles(canvas)).toHaveLength(11));
    const strip = canvas
      .getByRole('navigation', { name: '已打开的页面' })
      .querySelector<HTMLElement>('[data-slot="tags-view-strip"]');
    if (!strip) throw new Error('no strip');
    await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth);

    // The last tag is active: in view, its right edge 4 px inside the strip.
    const itemOf = (path: string) =>
      strip.querySelector<HTMLElement>(
        `[data-slot="tag"]:has([data-path="${path}"])`,
      ) as HTMLElement;
    const rightGap = (path: string) => {
      const item = itemOf(path);
      return strip.scrollLeft + strip.clientWidth - (item.offsetLeft + item.offsetWidth);
    };
    await waitFor(() => expect(Math.round(rightGap('/nested/menu2'))).toBe(4));

    const wheel = (deltaY: number) => {
      const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
      strip.dispatchEvent(event);
      return event;
    };
    const before = strip.scrollLeft;
    const back = wheel(-120);
    await expect(strip.scrollLeft).toBe(before - 120);
    await expect(back.defaultPrevented).toBe(true);
    strip.scrollLeft = 0;
    // At the start, a wheel towards the start is left to the page.
    await expect(wheel(-120).defaultPrevented).toBe(false);

    // A tag off to the right becomes active: the strip brings it in, 4 px from the edge.
    await userEvent.click(menuLink(canvas, '7 号患者详情'));
    await waitFor(() => expect(Math.round(rightGap('/system/patients/7'))).toBe(4));
    // One off to the left: 4 px from the left edge.
    strip.scrollLeft = strip.scrollWidth;
    await userEvent.click(menuLink(canvas, '认知训练智能辅助'));
    const first = itemOf('/cognitive-training');
    await waitFor(() => expect(Math.round(first.offsetLeft - strip.scrollLeft)).toBe(4));
  },
};

/** At a phone's width the strip scrolls the same way; tags keep their size. */
export const PhoneWidth: Story = {
  render: () => <StoryShell width="375px" initialPath="/communityModule" />,
  play: async ({ canvas, userEvent }) => {
    await visit(canvas, userEvent, '认知训练智能辅助', '多模态生理信号采集', '医生管理');
    await waitFor(() => expect(tagTitles(canvas)).toHaveLength(5));
    const item = tag(canvas, '医生管理').closest('li') as HTMLElement;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.25 * rem);
    await userEvent.click(canvas.getByRole('button', { name: '关闭 医生管理' }));
    await waitFor(() => expect(addressOf(canvas)).toBe('/MPSA'));
  },
};

/** In English: the strip's name and the menu's labels follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    await visit(canvas, userEvent, '多模态生理信号采集');
    const strip = stripOf(canvas, 'Open pages');
    const mpsa = within(strip).getByRole('link', { name: '多模态生理信号采集' });
    await expect(
      within(strip).getByRole('button', { name: 'Close 多模态生理信号采集' }),
    ).toBeInTheDocument();
    await userEvent.pointer({ keys: '[MouseRight]', target: mpsa });
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Refresh', 'Close', 'Close Others', 'Close All']);
    await userEvent.keyboard('{Escape}');
    await noMenuOpen();
  },
};
