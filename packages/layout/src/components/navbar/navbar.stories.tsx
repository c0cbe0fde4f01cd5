import type { Locale } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyStores } from '../../testing/story-stores';
import {
  adminRoutes,
  adminUser,
  doctorRoutes,
  doctorUser,
  patientRoutes,
  patientUser,
} from '../../testing/fixtures';
import { Navbar } from './navbar';
import {
  leaveFullscreen,
  NavbarStoryFrame,
  realUserEvent,
  resetNavbarStores,
  WithLocale,
} from '../../testing/navbar-story-frame';

const onLocaleChange = fn();
const onLogout = fn();
const onOpenProfile = fn();

interface FrameParameters {
  routes?: typeof adminRoutes;
  user?: typeof doctorUser;
  path?: string;
  width?: number;
  locale?: Locale;
  /** The user has no personal centre: the app gives no onOpenProfile (an admin). */
  noProfile?: boolean;
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

Left to right: hamburger, breadcrumb, route search, error log, full screen, font size, high contrast, language, avatar menu. Below 48 rem of its own width the display tools fold into one 更多 menu.

## Accessibility

The \`banner\` landmark; every tool is a named button.
`;

const meta = {
  title: 'Layout/Navbar',
  parameters: { docs: { description: { component: designNotes } } },
  component: Navbar,
  tags: ['autodocs'],
  beforeEach: () => {
    resetNavbarStores();
    onLocaleChange.mockClear();
    onLogout.mockClear();
  },
  render: (_args, { parameters }) => {
    const {
      routes = doctorRoutes,
      user = doctorUser,
      path = '/system/doctors',
      width,
      locale,
      noProfile,
    } = parameters as FrameParameters;
    return (
      <WithLocale initial={locale} onChange={onLocaleChange}>
        {(current, setLocale) => (
          <NavbarStoryFrame
            routes={routes}
            user={user}
            path={path}
            width={width}
            onLogout={onLogout}
            onOpenProfile={noProfile ? undefined : onOpenProfile}
            onUploadAvatar={async () => {}}
          >
            <Navbar locale={current} onLocaleChange={setLocale} sidebarId="sidebar" />
            {/* Stands in for part A's sidebar, which the hamburger controls. */}
            <div id="sidebar" hidden />
          </NavbarStoryFrame>
        )}
      </WithLocale>
    );
  },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
/** The visible buttons of the navbar, left to right, must have these accessible names. */
async function expectButtons(navbar: HTMLElement, names: string[], from = 0) {
  const buttons = within(navbar)
    .getAllByRole('button')
    .filter((button) => button.checkVisibility())
    .slice(from, from + names.length);
  await expect(buttons).toHaveLength(names.length);
  for (const [index, button] of buttons.entries()) {
    await expect(button).toHaveAccessibleName(names[index]);
  }
}

/** Throws unless the navbar fits its width at the current font scale and at the largest one. */
async function expectNoOverflow(navbar: HTMLElement) {
  const html = document.documentElement;
  const saved = html.getAttribute('data-font-scale');
  for (const scale of ['default', 'mini']) {
    html.setAttribute('data-font-scale', scale);
    await expect(navbar.scrollWidth).toBeLessThanOrEqual(navbar.clientWidth);
  }
  if (saved) html.setAttribute('data-font-scale', saved);
}

/**
 * A doctor on a wide screen: every tool in the spec's order. The hamburger folds the sidebar by
 * mouse and unfolds it by keyboard; Ctrl+K and "hzgl" (患者管理's initials) go to that page and
 * the breadcrumb follows.
 */
export const DoctorDesktop: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner', { name: '顶部导航' });
    await expectButtons(navbar, [
      '收起侧边栏',
      '搜索页面',
      '全屏',
      '字体大小：大号',
      '高对比度',
      '语言 Language',
      '张医生 账户菜单',
    ]);
    const breadcrumb = within(navbar).getByRole('navigation', { name: '面包屑' });
    await expect(breadcrumb).toHaveTextContent('首页系统管理医生管理');

    const hamburger = within(navbar).getByRole('button', { name: '收起侧边栏' });
    await expect(hamburger).toHaveAttribute('aria-controls', 'sidebar');
    await userEvent.click(hamburger);
    await expect(storyStores().app.state.sidebar.opened).toBe(false);
    await expect(hamburger).toHaveAccessibleName('展开侧边栏');
    await userEvent.keyboard('{Enter}');
    await expect(storyStores().app.state.sidebar.opened).toBe(true);

    await userEvent.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    await userEvent.type(input, 'hzgl');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('患者管理'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/system/patients'));
    await expect(breadcrumb).toHaveTextContent('首页系统管理患者管理');
    await expectNoOverflow(navbar);
  },
};

/**
 * At 375 px the four display tools fold into 更多工具 and the breadcrumb keeps the current page
 * only; nothing overflows, even at the largest font. From the menu: 小号, high contrast and
 * English, by mouse and keyboard.
 */
export const Phone: Story = {
  parameters: { width: 375, path: '/system/patients/42' },
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner');
    await expectButtons(navbar, ['收起侧边栏', '搜索页面', '更多工具', '张医生 账户菜单']);
    const breadcrumb = within(navbar).getByRole('navigation', { name: '面包屑' });
    const shown = within(breadcrumb)
      .getAllByRole('listitem')
      .filter((item) => item.checkVisibility());
    await expect(shown.map((item) => item.textContent)).toEqual(['患者详情']);
    await expectNoOverflow(navbar);

    // Re-read each time: the trigger is a stand-in until the menu's code is loaded on first use.
    const more = () => within(navbar).getByRole('button', { name: '更多工具' });
    await userEvent.click(more());
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '小号' }));
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-font-scale', 'mini'),
    );
    await expect(await screen.findByText('设置字体成功')).toBeInTheDocument();

    await waitFor(() => expect(more()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const contrast = await screen.findByRole('menuitemcheckbox', { name: '高对比度' });
    await expect(contrast).toHaveAttribute('aria-checked', 'false');
    while (document.activeElement !== contrast) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-theme', 'high-contrast'),
    );

    await waitFor(() => expect(more()).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'English' }));
    await expect(onLocaleChange).toHaveBeenCalledWith('en-US');
    await expect(await within(navbar).findByRole('button', { name: 'More tools' })).toBeVisible();
    await expectNoOverflow(navbar);
  },
};

/** Full screen from the phone's menu (a real tap: the API needs a real gesture), then back. */
export const PhoneFullscreen: Story = {
  parameters: { width: 375 },
  beforeEach: async () => {
    await leaveFullscreen();
    return leaveFullscreen;
  },
  play: async ({ canvas }) => {
    const user = await realUserEvent();
    await user.click(canvas.getByRole('button', { name: '更多工具' }));
    await user.click(await screen.findByRole('menuitem', { name: '全屏' }));
    await waitFor(() => expect(document.fullscreenElement).not.toBeNull());
    await user.click(canvas.getByRole('button', { name: '更多工具' }));
    // The menu follows `fullscreenchange`, which the browser fires a moment later.
    await user.click(await screen.findByRole('menuitem', { name: '退出全屏' }));
    await waitFor(() => expect(document.fullscreenElement).toBeNull());
  },
};

/** The error-log badge appears between the search and the tools once an error is logged. */
export const WithErrors: Story = {
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner');
    await expect(within(navbar).queryByRole('button', { name: /错误日志/ })).toBeNull();
    storyStores().errorLog.add({
      err: new Error('Request failed with status code 500'),
      info: 'test',
    });
    storyStores().errorLog.add({ err: new Error('Network Error'), info: 'test' });
    const badge = await within(navbar).findByRole('button', { name: '错误日志 2 条' });
    await expectButtons(navbar, ['搜索页面', '错误日志 2 条', '全屏'], 1);
    await userEvent.click(badge);
    const dialog = await screen.findByRole('dialog', { name: '错误日志' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
  },
};

/** An admin (the app gives no 个人中心): the admin's pages in the search; 退出系统 calls the app. */
export const Admin: Story = {
  parameters: {
    routes: adminRoutes,
    user: adminUser,
    path: '/nested/menu1/menu1-1',
    noProfile: true,
  },
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner');
    await expect(within(navbar).getByRole('navigation')).toHaveTextContent(
      '首页路由嵌套菜单1菜单1-1',
    );
    await userEvent.click(within(navbar).getByRole('button', { name: '管理员 账户菜单' }));
    await screen.findByRole('menu');
    await expect(screen.queryByRole('menuitem', { name: '个人中心' })).toBeNull();
    await userEvent.click(screen.getByRole('menuitem', { name: '退出系统' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/** A patient: 个人中心 is there; the search knows only the patient's pages. */
export const Patient: Story = {
  parameters: { routes: patientRoutes, user: patientUser, path: '/cognitive-training' },
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner');
    await userEvent.click(within(navbar).getByRole('button', { name: '李患者 账户菜单' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: '个人中心' }));
    await expect(onOpenProfile).toHaveBeenCalled();
    await userEvent.click(within(navbar).getByRole('button', { name: '搜索页面' }));
    await userEvent.type(await screen.findByRole('combobox'), '系统管理');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('没有找到匹配的页面'));
    await userEvent.keyboard('{Escape}');
  },
};

/** English throughout; the language menu picks 简体中文 back. */
export const English: Story = {
  parameters: { locale: 'en-US' },
  globals: { locale: 'en-US' },
  play: async ({ canvas, userEvent }) => {
    const navbar = canvas.getByRole('banner', { name: 'Top bar' });
    await expectButtons(navbar, [
      'Collapse sidebar',
      'Search pages',
      'Full screen',
      'Font size: Large',
      'High contrast',
      'Language 语言',
      '张医生 account menu',
    ]);
    await userEvent.click(within(navbar).getByRole('button', { name: 'Language 语言' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: '简体中文' }));
    await expect(onLocaleChange).toHaveBeenCalledWith('zh-CN');
    await expect(await within(navbar).findByRole('button', { name: '全屏' })).toBeVisible();
  },
};
