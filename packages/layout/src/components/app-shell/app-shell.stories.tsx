import { clearThemeColor } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { storyStores } from '../../testing/story-stores';
import { SIDEBAR_ID } from '../sidebar';
import { resetShell, ShellStory, type Role } from './shell-story-frame';

interface ShellStoryArgs {
  role: Role;
  path: string;
  /** The sidebar as the last visit left it (cookie `sidebarStatus`). */
  opened: boolean;
  applyTheme: boolean;
}

const viewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
  desktop1366: { name: 'Laptop 1366 × 768', styles: { width: '1366px', height: '768px' } },
};
const mobile = { viewport: { value: 'mobile375', isRotated: false } };
const desktop = { viewport: { value: 'desktop1366', isRotated: false } };

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The whole frame: sidebar, navbar, tags view, page area and settings button. At desktop the sidebar is open or collapsed to icons; under 992 px it is a drawer.

## Accessibility

A skip link to the page, landmarks for navigation, banner and main; at 375 px the menu is a modal drawer with focus trapped.
`;

const meta = {
  title: 'Layout/AppShell',
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: designNotes } },
    layout: 'fullscreen',
    viewport: { options: viewports },
  },
  globals: desktop,
  args: { role: 'admin', path: '/', opened: true, applyTheme: false },
  beforeEach: ({ args }) => {
    resetShell({ opened: args.opened });
  },
  render: ({ role, path, applyTheme }) => (
    <ShellStory role={role} path={path} applyTheme={applyTheme} />
  ),
} satisfies Meta<ShellStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const main = () => screen.getByRole('main');
const sidebar = () => document.getElementById(SIDEBAR_ID);
const shell = () => document.querySelector('[data-slot="app-shell"]');
const menu = () => within(screen.getByRole('navigation', { name: '主菜单' }));
/** The page shown now (kept-alive pages are hidden, so only one heading is visible). */
const pageTitle = (name: string) => within(main()).findByRole('heading', { level: 1, name });
const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/**
 * 管理员 at 1366 px, by mouse: / leads to 首页 (a pinned tag); a submenu's page opens and gets a
 * tag; a hidden detail page lights up its list; the hamburger collapses the sidebar to icons
 * (titles as tooltips, the page gets the room) and opens it again.
 */
export const AdminDesktop: Story = {
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    await expect(shell()).toHaveAttribute('data-device', 'desktop');
    const tags = screen.getByRole('navigation', { name: '已打开的页面' });
    await expect(within(tags).getByText('首页')).toBeVisible();

    await userEvent.click(menu().getByRole('treeitem', { name: '系统管理' }));
    await userEvent.click(menu().getByRole('treeitem', { name: '患者管理' }));
    await pageTitle('患者管理');
    await expect(menu().getByRole('treeitem', { name: '患者管理' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(within(tags).getByText('患者管理')).toBeVisible());

    await userEvent.click(within(main()).getByRole('link', { name: '查看 7 号患者' }));
    await pageTitle('患者详情');
    await expect(menu().getByRole('treeitem', { name: '患者管理' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const column = document.querySelector('[data-slot="app-shell-column"]');
    const before = column?.getBoundingClientRect().width ?? 0;
    await userEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await expect(shell()).toHaveAttribute('data-sidebar', 'collapsed');
    await waitFor(() =>
      expect(sidebar()?.getBoundingClientRect().width).toBeCloseTo(3.5 * rem(), 0),
    );
    await expect(column?.getBoundingClientRect().width).toBeGreaterThan(before);
    await expect(document.cookie).toContain('sidebarStatus=0');

    const home = menu().getByRole('treeitem', { name: '首页' });
    await userEvent.hover(home);
    const tip = await screen.findByRole('tooltip', { name: '首页' });
    await waitFor(() => expect(tip).toBeVisible());
    await userEvent.click(home);
    await pageTitle('首页');

    await userEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    await expect(sidebar()).toHaveAttribute('data-state', 'open');
    await waitFor(() =>
      expect(sidebar()?.getBoundingClientRect().width).toBeCloseTo(13.125 * rem(), 0),
    );
  },
};

/**
 * 张医生 by keyboard only: the skip link comes first and lands in the page; the menu is one Tab
 * stop where arrows find 医生管理; Tab goes on to the navbar, whose hamburger collapses the
 * sidebar with Enter.
 */
export const DoctorKeyboard: Story = {
  args: { role: 'doctor', path: '/dashboard' },
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(main()).toHaveFocus();

    // From the top again: skip link, logo, then the menu's one stop, the current page.
    main().blur();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: '认知增强平台' })).toHaveFocus();
    await userEvent.tab();
    await expect(menu().getByRole('treeitem', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const system = menu().getByRole('treeitem', { name: '系统管理' });
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(menu().getByRole('treeitem', { name: '医生管理' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pageTitle('医生管理');
    await expect(menu().getByRole('treeitem', { name: '医生管理' })).toHaveFocus();

    await userEvent.tab();
    const hamburger = screen.getByRole('button', { name: '收起侧边栏' });
    await expect(hamburger).toHaveFocus();
    await expect(hamburger).toHaveAttribute('aria-controls', SIDEBAR_ID);
    await userEvent.keyboard('{Enter}');
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');
    await expect(hamburger).toHaveAccessibleName('展开侧边栏');
  },
};

/** 李患者, in English: four plain links, no 系统管理; End and Enter open the last. */
export const PatientEnglish: Story = {
  args: { role: 'patient', path: '/dashboard' },
  globals: { ...desktop, locale: 'en-US' },
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    const nav = within(screen.getByRole('navigation', { name: 'Main menu' }));
    await expect(nav.getAllByRole('treeitem').map((item) => item.textContent)).toEqual([
      '首页',
      '认知训练智能辅助',
      '多模态生理信号采集',
      '群体互动模块',
    ]);
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.tab();
    await expect(
      screen.getByRole('link', { name: 'Cognitive Enhancement Platform' }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    await pageTitle('群体互动模块');
  },
};

/**
 * 管理员 on a phone (375 px): the sidebar starts closed although the last visit left it open
 * (becoming mobile closes it). The hamburger opens the drawer at the current page; a link closes
 * it and shows its page; Escape and the backdrop close it too; focus goes back to the hamburger.
 */
export const AdminMobile: Story = {
  globals: mobile,
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    await expect(shell()).toHaveAttribute('data-device', 'mobile');
    await expect(storyStores().app.state.sidebar.opened).toBe(false);
    await expect(screen.queryByRole('dialog')).toBeNull();
    const hamburger = screen.getByRole('button', { name: '展开侧边栏' });

    await userEvent.click(hamburger);
    let drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() =>
      expect(within(drawer).getByRole('treeitem', { name: '首页' })).toHaveFocus(),
    );
    await userEvent.click(within(drawer).getByRole('treeitem', { name: '多模态生理信号采集' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pageTitle('多模态生理信号采集');
    await expect(hamburger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() =>
      expect(within(drawer).getByRole('treeitem', { name: '多模态生理信号采集' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();

    await userEvent.click(hamburger);
    await screen.findByRole('dialog', { name: '导航菜单' });
    const backdrop = document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]');
    await userEvent.click(backdrop ?? document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();
  },
};

/** 张医生 on a phone, by keyboard: into 系统管理 in the drawer, Enter on 患者管理 closes it. */
export const DoctorMobile: Story = {
  args: { role: 'doctor', path: '/dashboard' },
  globals: mobile,
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    const hamburger = screen.getByRole('button', { name: '展开侧边栏' });
    hamburger.focus();
    await userEvent.keyboard(' ');
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() =>
      expect(within(drawer).getByRole('treeitem', { name: '首页' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}{ArrowRight}{ArrowRight}{ArrowDown}');
    await expect(within(drawer).getByRole('treeitem', { name: '患者管理' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pageTitle('患者管理');
    await expect(hamburger).toHaveFocus();
  },
};

/** 李患者 on a phone: the drawer lists the four areas; Tab stays inside it; Escape closes. */
export const PatientMobile: Story = {
  args: { role: 'patient', path: '/MPSA' },
  globals: mobile,
  play: async ({ userEvent }) => {
    await pageTitle('多模态生理信号采集');
    await userEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await expect(within(drawer).getAllByRole('treeitem')).toHaveLength(4);
    const current = within(drawer).getByRole('treeitem', { name: '多模态生理信号采集' });
    await waitFor(() => expect(current).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: '关闭菜单' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: '认知增强平台' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Narrows the window: a real resize of the test browser's frame; by the body's width in Storybook. */
async function resizeTo(width: number) {
  if ('__vitest_browser__' in globalThis) {
    const { page } = await import('vitest/browser');
    await page.viewport(width, 768);
  } else {
    document.body.style.width = width >= 992 ? '' : `${width}px`;
    window.dispatchEvent(new Event('resize'));
  }
}

/**
 * Device detection (spec §4): narrowing the window under 992 px makes it mobile and closes the
 * sidebar without animation, but further resizes while mobile leave an opened drawer alone;
 * widening makes it desktop again, the sidebar still closed (as the person last had it). A
 * resize while the page is hidden is ignored until it shows again.
 */
export const ResizeToMobile: Story = {
  beforeEach: () => () => {
    document.body.style.width = '';
    Reflect.deleteProperty(document, 'hidden');
  },
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    await expect(shell()).toHaveAttribute('data-device', 'desktop');
    await expect(sidebar()).toHaveAttribute('data-state', 'open');

    await resizeTo(991);
    await waitFor(() => expect(shell()).toHaveAttribute('data-device', 'mobile'));
    await expect(storyStores().app.state.sidebar).toEqual({
      opened: false,
      withoutAnimation: true,
    });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.getByRole('button', { name: '展开侧边栏' })).toBeVisible();

    // Resizes while mobile (a phone's keyboard, its address bar) leave an open drawer open.
    await userEvent.click(screen.getByRole('button', { name: '展开侧边栏' }));
    await screen.findByRole('dialog', { name: '导航菜单' });
    await resizeTo(800);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(screen.getByRole('dialog', { name: '导航菜单' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await resizeTo(992);
    await waitFor(() => expect(shell()).toHaveAttribute('data-device', 'desktop'));
    await expect(sidebar()).toHaveAttribute('data-state', 'collapsed');

    // A background tab: no recheck until it is visible again.
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    await resizeTo(700);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(shell()).toHaveAttribute('data-device', 'desktop');
    Reflect.deleteProperty(document, 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(shell()).toHaveAttribute('data-device', 'mobile'));

    await resizeTo(1366);
    await waitFor(() => expect(shell()).toHaveAttribute('data-device', 'desktop'));
  },
};

/**
 * The settings drawer drives the shell: the tags view and the logo go away when switched off,
 * and a fixed header stays at the top while the page scrolls.
 */
export const SettingsDriveTheShell: Story = {
  args: { path: '/dashboard' },
  beforeEach: () => () => window.scrollTo(0, 0),
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    const header = document.querySelector<HTMLElement>('[data-slot="app-shell-header"]');
    window.scrollTo(0, 400);
    await waitFor(() => expect(header?.getBoundingClientRect().top).toBeLessThan(-100));
    window.scrollTo(0, 0);

    await userEvent.click(screen.getByRole('button', { name: '系统布局配置' }));
    const settings = await screen.findByRole('dialog', { name: '系统布局配置' });
    await userEvent.click(within(settings).getByRole('switch', { name: '显示标签栏' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: '已打开的页面' })).toBeNull(),
    );
    await userEvent.click(within(settings).getByRole('switch', { name: '显示侧边栏 Logo' }));
    await expect(document.querySelector('[data-slot="sidebar-logo"]')).toBeNull();
    await userEvent.click(within(settings).getByRole('switch', { name: '固定顶栏' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await expect(header).toHaveAttribute('data-fixed');
    window.scrollTo(0, 400);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(300));
    await expect(Math.round(header?.getBoundingClientRect().top ?? -1)).toBe(0);
  },
};

/**
 * The shell applies the remembered font size (cookie `size`) on start and every change, and
 * the sidebar's 13.125rem follows it; here it also owns the theme (`applyTheme`).
 */
export const FontScaleApplied: Story = {
  args: { path: '/dashboard', applyTheme: true },
  beforeEach: () => {
    resetShell({ opened: true, size: 'mini' });
    return () => clearThemeColor();
  },
  play: async ({ userEvent }) => {
    await pageTitle('首页');
    const html = document.documentElement;
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'mini'));
    await expect(html).toHaveAttribute('data-theme', 'default');
    // 13.125rem at 小号 (14 px): 183.75 px (it slides there from the story's first frame).
    await waitFor(() =>
      expect(sidebar()?.getBoundingClientRect().width).toBeCloseTo(13.125 * 14, 0),
    );

    await userEvent.click(screen.getByRole('button', { name: '字体大小：小号' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '默认' }));
    await waitFor(() => expect(html).toHaveAttribute('data-font-scale', 'default'));
    await waitFor(() =>
      expect(sidebar()?.getBoundingClientRect().width).toBeCloseTo(13.125 * 18, 0),
    );
  },
};
