import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { NavbarStoryFrame, resetNavbarStores } from '../../testing/navbar-story-frame';
import { RouteBreadcrumb } from './route-breadcrumb';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
Part of the console's frame (\`@cep/layout\`); see \`Layout/AppShell\` for all the parts together.

## Anatomy

The breadcrumb of the current route, from 首页 to the current page; in a narrow navbar only the current page.

## Accessibility

As \`Breadcrumb\`: the current page is \`aria-current\`, not a link.
`;

const meta = {
  title: 'Layout/RouteBreadcrumb',
  component: RouteBreadcrumb,
  tags: ['autodocs'],
  beforeEach: resetNavbarStores,
  parameters: { docs: { description: { component: designNotes } }, path: '/dashboard' },
  render: (_args, { parameters }) => (
    <NavbarStoryFrame path={parameters.path as string}>
      <RouteBreadcrumb />
    </NavbarStoryFrame>
  ),
} satisfies Meta<typeof RouteBreadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

const location = () => screen.getByTestId('location');
const levels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = item.querySelector('a');
      const current = item.querySelector('[aria-current="page"]');
      return current ? `[${item.textContent}]` : link ? `${item.textContent}→` : item.textContent;
    });

/**
 * A nested page: 首页 › 路由嵌套 › 菜单1 › 菜单1-2 › 菜单1-2-1. The mouse follows 菜单1; the keyboard
 * then follows 首页, where the trail is 首页 alone, as the current page.
 */
export const NestedPage: Story = {
  parameters: { path: '/nested/menu1/menu1-2/menu1-2-1' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(levels(nav)).toEqual(['首页→', '路由嵌套→', '菜单1→', '菜单1-2→', '[菜单1-2-1]']);

    await userEvent.click(within(nav).getByRole('link', { name: '菜单1-2' }));
    await waitFor(() => expect(location()).toHaveTextContent('/nested/menu1/menu1-2'));
    await expect(levels(nav)).toEqual(['首页→', '路由嵌套→', '菜单1→', '[菜单1-2]']);

    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
    await expect(levels(nav)).toEqual(['[首页]']);
    await expect(within(nav).queryByRole('link')).toBeNull();
  },
};

/** A `noRedirect` group (系统管理) shows as text, not a link; redirect-only `/` is skipped. */
export const NoRedirectGroup: Story = {
  parameters: { path: '/system/doctors' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(levels(nav)).toEqual(['首页→', '系统管理', '[医生管理]']);
    // Only 首页 is reachable by Tab: the group and the current page are not links.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    await expect(nav.contains(document.activeElement)).toBe(false);
  },
};

/** A hidden detail page (患者详情, `/system/patients/42`) still ends the trail. */
export const HiddenDetailPage: Story = {
  parameters: { path: '/system/patients/42' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(levels(nav)).toEqual(['首页→', '系统管理', '[患者详情]']);
  },
};

/** `meta.breadcrumb: false` (菜单2) hides the page: its group ends the trail, as text. */
export const BreadcrumbHidden: Story = {
  parameters: { path: '/nested/menu2' },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    await expect(levels(nav)).toEqual(['首页→', '路由嵌套']);
    await expect(nav.querySelector('[aria-current]')).toBeNull();
    await userEvent.click(within(nav).getByRole('link', { name: '首页' }));
    await waitFor(() => expect(location()).toHaveTextContent('/dashboard'));
  },
};

/** English: the landmark is named in English; titles are the routes' own (no translateTitle). */
export const English: Story = {
  globals: { locale: 'en-US' },
  parameters: { path: '/MPSA' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(levels(nav)).toEqual(['首页→', '[多模态生理信号采集]']);
  },
};
