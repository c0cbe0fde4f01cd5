import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'storybook/test';
import { NestedDemoView } from './nested-demo-view';
import { menuTree } from '@cep/contract';
import { nestedPagesOf } from './nested-pages';

/*
 * A page of the 路由嵌套 demo with the menu tree's real pages (no API). That the shell keeps the
 * typed note while another tab is open is proven against the real console in e2e/nested.spec.ts.
 */

const nestedPages = nestedPagesOf(menuTree);
const nestedPageOf = (key: string) => nestedPages.find((page) => page.key === key);
const deepest = nestedPageOf('nested/menu1/menu1-2/menu1-2-1')!;

function Where() {
  return <output aria-label="地址">{useLocation().pathname}</output>;
}

const meta = {
  title: 'Console/Nested routes demo',
  component: NestedDemoView,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { page: deepest, pages: nestedPages },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[deepest.path]}>
        <Routes>
          <Route path="*" element={<Story />} />
        </Routes>
        <Where />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NestedDemoView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's four levels in order; the note takes typing; Tab reaches the other pages' links. */
export const DeepestPage: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '菜单1-2-1' })).toBeVisible();
    await expect(
      canvas
        .getAllByRole('listitem')
        .slice(0, 4)
        .map((item) => item.textContent),
    ).toEqual(['第 1 级 路由嵌套', '第 2 级 菜单1', '第 3 级 菜单1-2', '第 4 级 菜单1-2-1']);

    const note = canvas.getByRole('textbox', { name: '备注' });
    await expect(note).toHaveAccessibleDescription(/切换到其他标签页再回来/);
    await userEvent.click(note);
    await userEvent.keyboard('复诊前复习');
    await expect(note).toHaveValue('复诊前复习');

    // The page itself is named, not linked; the others are links, reached by keyboard.
    const others = canvas.getByRole('navigation', { name: '路由嵌套的其他页面' });
    await expect(canvas.getByText(/菜单1 › 菜单1-2 › 菜单1-2-1/)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    const first = canvas.getByRole('link', { name: '菜单1 › 菜单1-1' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status', { name: '地址' })).toHaveTextContent(
      '/nested/menu1/menu1-1',
    );
    await expect(others.querySelectorAll('a')).toHaveLength(nestedPages.length - 1);
  },
};

/** A page one level down, in English. */
export const English: Story = {
  args: { page: nestedPageOf('nested/menu2/index')! },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Menu 2' })).toBeVisible();
    await expect(canvas.getByText('Level 2')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Menu 1 › Menu 1-2 › Menu 1-2-2' }),
    ).toHaveAttribute('href', '/nested/menu1/menu1-2/menu1-2-2');
  },
};
