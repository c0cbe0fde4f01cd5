import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stethoscope } from 'lucide-react';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { LayoutIcon, LayoutUser } from '../../context/layout-context';
import type { LayoutRoute } from '../../routes/layout-route';
import { useSidebar } from '../../hooks/layout-hooks';
import type { Device } from '../../state/app-store';
import { adminRoutes, adminUser, doctorRoutes, doctorUser } from '../../testing/fixtures';
import { Hamburger } from '../navbar/hamburger';
import { Sidebar, SIDEBAR_ID } from './sidebar';
import { LocationProbe, resetShellStores, SidebarStoryFrame } from './sidebar-story-frame';

interface SidebarStoryArgs {
  routes: LayoutRoute[];
  user: LayoutUser;
  /** The page the story starts on. */
  path: string;
  opened: boolean;
  device: Device;
  sidebarLogo: boolean;
  icons?: Record<string, LayoutIcon>;
}

/** The sidebar beside a page column holding the hamburger (after the menu in tab order). */
function SidebarDemo() {
  const sidebar = useSidebar();
  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      <Sidebar />
      <main className="flex min-w-0 flex-1 flex-col items-start gap-2 p-4">
        <Hamburger isActive={sidebar.opened} onToggle={sidebar.toggle} controls={SIDEBAR_ID} />
        <LocationProbe />
      </main>
    </div>
  );
}

const mobileViewports = {
  mobile375: { name: 'Phone 375 × 812', styles: { width: '375px', height: '812px' } },
};

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The logo and the menu of permitted pages; open or collapsed to icons on desktop, a drawer on mobile.

## Accessibility

A \`navigation\` landmark; collapsed items keep their names (tooltips for sighted users); the current page is \`aria-current\`.
`;

const meta = {
  title: 'Layout/Sidebar',
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: designNotes } },
    layout: 'fullscreen',
    viewport: { options: mobileViewports },
  },
  args: {
    routes: adminRoutes,
    user: adminUser,
    path: '/dashboard',
    opened: true,
    device: 'desktop',
    sidebarLogo: true,
  },
  beforeEach: ({ args }) => {
    resetShellStores(args);
  },
  render: ({ routes, user, path, icons }) => (
    <SidebarStoryFrame routes={routes} user={user} path={path} icons={icons}>
      <SidebarDemo />
    </SidebarStoryFrame>
  ),
} satisfies Meta<SidebarStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
/** The external link's name: its title, then the new-tab hint. */
const helpName = /^帮助文档\s*（在新标签页打开）$/;

/**
 * The admin's menu, open, by mouse: the current page is marked, a submenu opens inline and its
 * link navigates; hidden routes are not listed; the logo leads home.
 */
export const OpenWithMouse: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '主菜单' });
    const tree = within(nav).getByRole('tree', { name: '主菜单' });
    const home = within(tree).getByRole('treeitem', { name: '首页' });
    await expect(home).toHaveAttribute('aria-current', 'page');
    await expect(home).toHaveAttribute('href', '/dashboard');
    await expect(home).toHaveAttribute('tabindex', '0');
    // 210 px at the initial font scale (13.125rem).
    const sidebar = document.getElementById(SIDEBAR_ID);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(sidebar?.getBoundingClientRect().width).toBeCloseTo(13.125 * rem, 0);

    // Single-child groups are plain links to their page.
    await expect(
      within(tree).getByRole('treeitem', { name: '多模态生理信号采集' }),
    ).toHaveAttribute('href', '/MPSA');
    const system = within(tree).getByRole('treeitem', { name: '系统管理' });
    await expect(system).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: '医生管理' })).toBeNull();

    await userEvent.click(system);
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    const group = within(tree).getByRole('group', { name: '系统管理' });
    await expect(
      within(group)
        .getAllByRole('treeitem')
        .map((item) => item.textContent),
    ).toEqual(['医生管理', '患者管理']);
    const doctors = within(group).getByRole('treeitem', { name: '医生管理' });
    await expect(doctors).toHaveAttribute('aria-level', '2');

    await userEvent.click(doctors);
    await expect(location()).toHaveTextContent('/system/doctors');
    await expect(doctors).toHaveAttribute('aria-current', 'page');
    await expect(home).not.toHaveAttribute('aria-current');

    await userEvent.click(system);
    await expect(system).toHaveAttribute('aria-expanded', 'false');
    // The open group holding the page is marked even when closed (it says where you are).
    await expect(system).toHaveAttribute('data-holds-active');

    await userEvent.click(canvas.getByRole('link', { name: '认知增强平台' }));
    await expect(location()).toHaveTextContent(/^\/$/);
  },
};

/**
 * The same menu by keyboard only: one tab stop (the current page), Up/Down/Home/End, Right and
 * Left to open, enter and leave submenus, Enter and Space to follow a link or toggle a submenu,
 * a typed letter jumps, and Tab leaves the menu.
 */
export const OpenWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const tree = canvas.getByRole('tree', { name: '主菜单' });
    const item = (name: string | RegExp) => within(tree).getByRole('treeitem', { name });

    await userEvent.tab(); // the logo
    await expect(canvas.getByRole('link', { name: '认知增强平台' })).toHaveFocus();
    await userEvent.tab();
    await expect(item('首页')).toHaveFocus();
    await expect(tree.querySelectorAll('[tabindex="0"]')).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    await expect(item('认知训练智能辅助')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(item(helpName)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('首页')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}'); // stays on the first
    await expect(item('首页')).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    const system = item('系统管理');
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('医生管理')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('患者管理')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(system).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(system).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(system).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(system).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(location()).toHaveTextContent('/system/doctors');
    await expect(item('医生管理')).toHaveAttribute('aria-current', 'page');
    await expect(item('医生管理')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(location()).toHaveTextContent('/system/patients');
    await expect(item('患者管理')).toHaveAttribute('aria-current', 'page');

    // Type-ahead: the next entry starting with 路.
    await userEvent.keyboard('路');
    await expect(item('路由嵌套')).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '收起侧边栏' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(item('路由嵌套')).toHaveFocus();
  },
};

/**
 * A page deep in 路由嵌套: the submenus on its way start open. 菜单1-2 has one page only, so
 * (spec §2) it shows as that page, 菜单1-2-1, a link at level 3. Left walks up and closes, Right
 * opens again, the mouse reaches a sibling.
 */
export const NestedPage: Story = {
  args: { path: '/nested/menu1/menu1-2/menu1-2-1' },
  play: async ({ canvas, userEvent }) => {
    const tree = canvas.getByRole('tree', { name: '主菜单' });
    const item = (name: string) => within(tree).getByRole('treeitem', { name });
    for (const name of ['路由嵌套', '菜单1']) {
      await expect(item(name)).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(within(tree).queryByRole('treeitem', { name: '菜单1-2' })).toBeNull();
    const page = item('菜单1-2-1');
    await expect(page).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveAttribute('aria-level', '3');
    await expect(page).toHaveAttribute('tabindex', '0');
    await expect(within(tree).getByRole('group', { name: '菜单1' })).toContainElement(page);

    page.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('菜单1')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('菜单1')).toHaveAttribute('aria-expanded', 'false');
    await expect(within(tree).queryByRole('treeitem', { name: '菜单1-2-1' })).toBeNull();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(item('路由嵌套')).toHaveFocus();
    // The closed 菜单1 now holds the way to the page: Down, Right, Right reach it again.
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(item('菜单1')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(item('菜单1-1')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('菜单1-2-1')).toHaveFocus();

    await userEvent.click(item('菜单2'));
    await expect(location()).toHaveTextContent('/nested/menu2');
    await expect(item('菜单2')).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A hidden detail page (患者详情, `activeMenu: '/system/patients'`): its list is highlighted as
 * the current item of the menu (not as the page), inside an open 系统管理.
 */
export const HiddenPageWithActiveMenu: Story = {
  args: { routes: doctorRoutes, user: doctorUser, path: '/system/patients/42' },
  play: async ({ canvas }) => {
    const tree = canvas.getByRole('tree', { name: '主菜单' });
    await expect(within(tree).queryByRole('treeitem', { name: '患者详情' })).toBeNull();
    const system = within(tree).getByRole('treeitem', { name: '系统管理' });
    await expect(system).toHaveAttribute('aria-expanded', 'true');
    await expect(system).toHaveAttribute('data-holds-active');
    const patients = within(tree).getByRole('treeitem', { name: '患者管理' });
    await expect(patients).toHaveAttribute('aria-current', 'true');
    await expect(patients).toHaveAttribute('data-active');
    await expect(patients).toHaveAttribute('tabindex', '0');
  },
};

/** An external link opens in a new tab, safely, and says so to screen readers. */
export const ExternalLink: Story = {
  play: async ({ canvas }) => {
    const help = canvas.getByRole('treeitem', { name: helpName });
    await expect(help).toHaveAttribute('href', 'https://www.example.org/help');
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(help).toHaveAttribute('data-external');
  },
};

/**
 * Collapsed to icons: each entry's title is its tooltip (hover and focus); a submenu's icon opens
 * a flyout, by mouse and by Enter, whose links navigate; nested submenus open to the right.
 */
export const Collapsed: Story = {
  args: { opened: false },
  play: async ({ canvas, userEvent }) => {
    const sidebar = document.getElementById(SIDEBAR_ID);
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(sidebar?.getBoundingClientRect().width).toBeCloseTo(3.5 * rem, 0);

    const tree = canvas.getByRole('tree', { name: '主菜单' });
    const item = (name: string) => within(tree).getByRole('treeitem', { name });
    await userEvent.hover(item('多模态生理信号采集'));
    const tip = await screen.findByRole('tooltip', { name: '多模态生理信号采集' });
    await waitFor(() => expect(tip).toBeVisible());
    await userEvent.unhover(item('多模态生理信号采集'));

    // Mouse: the flyout of 系统管理.
    // Re-read each time: the entry is a stand-in until the flyout's code is loaded on first use.
    const system = () => item('系统管理');
    await expect(system()).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(system());
    const flyout = await screen.findByRole('menu', { name: '系统管理' });
    await userEvent.click(within(flyout).getByRole('menuitem', { name: '患者管理' }));
    await expect(location()).toHaveTextContent('/system/patients');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(system()).toHaveAttribute('data-holds-active');

    // Keyboard: Enter opens the flyout at its first link, Enter follows one.
    await waitFor(() => expect(system()).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('群体互动模块')).toHaveFocus();
    const focusTip = await screen.findByRole('tooltip', { name: '群体互动模块' });
    await waitFor(() => expect(focusTip).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const menu = await screen.findByRole('menu', { name: '系统管理' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: '医生管理' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent('/system/doctors');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Right opens 路由嵌套's flyout; Right again opens the nested 菜单1 (1-2 shows as its one page).
    await waitFor(() => expect(system()).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    const nested = await screen.findByRole('menu', { name: '路由嵌套' });
    await waitFor(() =>
      expect(within(nested).getByRole('menuitem', { name: '菜单1' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    const menu1 = await screen.findByRole('menu', { name: '菜单1' });
    await waitFor(() =>
      expect(within(menu1).getByRole('menuitem', { name: '菜单1-1' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu1).getByRole('menuitem', { name: '菜单1-2-1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(location()).toHaveTextContent('/nested/menu1/menu1-2/menu1-2-1');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // The hamburger opens the sidebar again; the submenus holding the page are open.
    await userEvent.click(canvas.getByRole('button', { name: '展开侧边栏' }));
    await expect(sidebar).toHaveAttribute('data-state', 'open');
    await expect(item('菜单1-2-1')).toHaveAttribute('aria-current', 'page');
  },
};

/** Icons by `meta.icon`: the defaults, an app's own (overriding a default), a dot for unknown keys; no logo. */
export const IconsWithoutLogo: Story = {
  args: {
    sidebarLogo: false,
    path: '/ward',
    icons: { doctor: Stethoscope, ward: Stethoscope },
    routes: [
      { path: '/dashboard', meta: { title: '首页', icon: 'dashboard' } },
      { path: '/ward', meta: { title: '病区', icon: 'ward' } },
      { path: '/mystery', meta: { title: '未知图标', icon: 'no-such-icon' } },
      { path: '/plain', meta: { title: '无图标' } },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '认知增强平台' })).toBeNull();
    const tree = canvas.getByRole('tree', { name: '主菜单' });
    const iconOf = (name: string) =>
      within(tree)
        .getByRole('treeitem', { name })
        .querySelector('[data-slot="menu-icon"]')
        ?.getAttribute('data-icon');
    await expect(iconOf('首页')).toBe('dashboard');
    await expect(iconOf('病区')).toBe('ward');
    await expect(iconOf('未知图标')).toBe('dot');
    await expect(iconOf('无图标')).toBe('dot');
    await expect(
      within(tree).getByRole('treeitem', { name: '病区' }).querySelector('svg'),
    ).toHaveClass('lucide-stethoscope');
  },
};

/**
 * Phone width (375 px): the sidebar is a drawer over a backdrop. The hamburger opens it with
 * focus on the current page; Escape, a tap on the backdrop and following a link close it, and
 * focus returns to the hamburger.
 */
export const MobileDrawer: Story = {
  args: { device: 'mobile', opened: false },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(screen.queryByRole('dialog')).toBeNull();
    const hamburger = canvas.getByRole('button', { name: '展开侧边栏' });

    await userEvent.click(hamburger);
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() =>
      expect(within(drawer).getByRole('treeitem', { name: '首页' })).toHaveFocus(),
    );
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(drawer.getBoundingClientRect().width).toBeCloseTo(13.125 * rem, 0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: '导航菜单' });
    const backdrop = document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]');
    await userEvent.click(backdrop ?? document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(hamburger).toHaveFocus();

    await userEvent.click(hamburger);
    const again = await screen.findByRole('dialog', { name: '导航菜单' });
    await userEvent.click(within(again).getByRole('treeitem', { name: '认知训练智能辅助' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(location()).toHaveTextContent('/cognitive-training');
    await expect(hamburger).toHaveFocus();

    // The close button works too, and the page's entry now holds the tab stop.
    await userEvent.click(hamburger);
    const last = await screen.findByRole('dialog', { name: '导航菜单' });
    await waitFor(() =>
      expect(within(last).getByRole('treeitem', { name: '认知训练智能辅助' })).toHaveFocus(),
    );
    await userEvent.click(within(last).getByRole('button', { name: '关闭菜单' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** In English: the landmark, the logo's title and the new-tab hint follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Cognitive Enhancement Platform' }),
    ).toHaveAttribute('href', '/');
    await expect(
      canvas.getByRole('treeitem', { name: /^帮助文档\s*\(opens in a new tab\)$/ }),
    ).toBeVisible();
  },
};

/**
 * Motion is optional (`prefers-reduced-motion`): the width slides in 0.3 s for people who accept
 * motion; with "reduce" (emulated in the test browser) it has no transition and a collapse is
 * final at once.
 */
export const ReducedMotion: Story = {
  play: async ({ canvas, userEvent }) => {
    const sidebar = document.getElementById(SIDEBAR_ID);
    if (!sidebar) throw new Error('no sidebar');
    await expect(getComputedStyle(sidebar).transitionDuration).toBe('0.3s');
    if (!('__vitest_browser__' in globalThis)) return; // Emulation needs the test browser's CDP.
    const { cdp } = await import('vitest/browser');
    // vitest types the session per provider; Chromium's (Playwright) has the protocol's send().
    const session = cdp() as unknown as {
      send: (method: string, params: object) => Promise<unknown>;
    };
    const emulate = (value: string) =>
      session.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-reduced-motion', value }],
      });
    try {
      await emulate('reduce');
      await waitFor(() => expect(getComputedStyle(sidebar).transitionDuration).toBe('0s'));
      await userEvent.click(canvas.getByRole('button', { name: '收起侧边栏' }));
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      await expect(sidebar.getBoundingClientRect().width).toBeCloseTo(3.5 * rem, 0);
    } finally {
      await emulate('');
    }
  },
};
