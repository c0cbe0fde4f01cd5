import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, MouseEvent } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from './breadcrumb';

const navigate = fn();
const follow = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href'));
};

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Breadcrumb\` (a \`nav\` landmark) › \`BreadcrumbList\` › \`BreadcrumbItem\`s of \`BreadcrumbLink\` and, last, \`BreadcrumbPage\`, with \`BreadcrumbSeparator\` between.

## Variants

Composable parts; the console builds them from the route (\`RouteBreadcrumb\` in @cep/layout).

## Do

- Show where the page sits: 系统管理 › 患者管理 › 李明.
- Make every level but the last a link.

## Don't

- Use it as the page's title: the page still has its own heading.
- Link the current page.

## Accessibility

- Named 面包屑 / Breadcrumb; the current page has \`aria-current="page"\`.
- Separators are hidden from screen readers.
`;

const meta = {
  title: 'UI/Breadcrumb',
  parameters: { docs: { description: { component: designNotes } } },
  component: Breadcrumb,
  tags: ['autodocs'],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links and the current page; the separators are silent and the last item is no link. */
export const Default: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="#/home" onClick={follow}>
            首页
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="#/patients" onClick={follow}>
            患者管理
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>张三的档案</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['首页', '患者管理']);
    const current = within(nav).getByText('张三的档案');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current.closest('a')).toBeNull();
    for (const separator of nav.querySelectorAll('[data-slot="breadcrumb-separator"]')) {
      await expect(separator).toHaveAttribute('aria-hidden', 'true');
    }

    await userEvent.click(links[1]!);
    await expect(navigate).toHaveBeenLastCalledWith('#/patients');

    links[1]!.blur();
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
    // The current page is not a stop in the tab order.
    await userEvent.tab();
    await expect(nav.contains(document.activeElement)).toBe(false);
  },
};

/** Stands in for a router's `<Link to>`. */
function RouterLink({ to, children, ...props }: { to: string } & ComponentProps<'a'>) {
  return (
    <a href={to} data-router-link="" {...props}>
      {children}
    </a>
  );
}

/** `asChild` gives a router link the breadcrumb look; a long trail collapses into an ellipsis. */
export const RouterLinksAndEllipsis: Story = {
  render: (args) => (
    <Breadcrumb {...args}>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <RouterLink to="#/home" onClick={follow}>
              首页
            </RouterLink>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>/</BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbEllipsis />
        </BreadcrumbItem>
        <BreadcrumbSeparator>/</BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbLink asChild>
            <RouterLink to="#/reports" onClick={follow}>
              评估报告
            </RouterLink>
          </BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator>/</BreadcrumbSeparator>
        <BreadcrumbItem>
          <BreadcrumbPage>MoCA 评估</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '面包屑' });
    const home = within(nav).getByRole('link', { name: '首页' });
    await expect(home).toHaveAttribute('data-slot', 'breadcrumb-link');
    await expect(home).toHaveAttribute('data-router-link');
    await expect(within(nav).getByText('更多层级')).toBeInTheDocument();

    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '评估报告' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('#/reports');
    await userEvent.click(home);
    await expect(navigate).toHaveBeenLastCalledWith('#/home');
  },
};
