import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

/** Story args: the component's props plus the page the story starts on. */
type Args = PaginationProps & { initialPage?: number };

/** Holds page and page size in state, as a list screen does. */
function Stateful(props: Args) {
  const {
    initialPage = 1,
    page: _page,
    onPageChange,
    onPageSizeChange,
    pageSize: initialSize,
    ...rest
  } = props;
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(initialSize ?? 20);
  return (
    <Pagination
      {...rest}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
      onPageSizeChange={
        onPageSizeChange &&
        ((size) => {
          setPageSize(size);
          setPage(1);
          onPageSizeChange(size);
        })
      }
    />
  );
}

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Total, previous, page numbers (with gaps), next, page size.

## Variants

Compact at narrow widths.

## Do

- Place it under the table it pages.

## Don't

- Page a list of fewer than one page.

## Accessibility

- A \`nav\` named 分页; the current page has \`aria-current\`; buttons have spoken names.
`;

const meta = {
  title: 'UI/Pagination',
  parameters: { docs: { description: { component: designNotes } } },
  component: Pagination,
  tags: ['autodocs'],
  args: { total: 95, page: 1, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentPage = (nav: HTMLElement) =>
  nav.querySelector('[aria-current="page"]')?.textContent ?? null;

/** Five pages: every number shows; previous is disabled on the first page. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(nav).getByText('共 95 条')).toBeInTheDocument();
    await expect(within(nav).getAllByRole('button', { name: /^第 \d+ 页$/ })).toHaveLength(5);
    await expect(currentPage(nav)).toBe('1');
    const previous = within(nav).getByRole('button', { name: '上一页' });
    const next = within(nav).getByRole('button', { name: '下一页' });
    await expect(previous).toBeDisabled();

    await userEvent.click(within(nav).getByRole('button', { name: '第 3 页' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(currentPage(nav)).toBe('3');
    await expect(within(nav).getByRole('button', { name: '第 3 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(next);
    await userEvent.click(next);
    await expect(currentPage(nav)).toBe('5');
    await expect(next).toBeDisabled();

    // Keyboard: Tab to 上一页 and press Enter.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(currentPage(nav)).toBe('4');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** Fifty pages: gaps stand for the skipped pages, and the window follows the current page. */
export const ManyPages: Story = {
  args: { total: 1000, initialPage: 10 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    const pages = () =>
      within(nav)
        .getAllByRole('listitem')
        .slice(1, -1)
        .map((item) =>
          item.querySelector('[aria-hidden="true"]')?.textContent === '…' ? '…' : item.textContent,
        );
    await expect(pages()).toEqual(['1', '…', '9', '10', '11', '…', '50']);
    await expect(within(nav).getAllByText('省略的页码')).toHaveLength(2);

    await userEvent.click(within(nav).getByRole('button', { name: '第 50 页' }));
    await expect(pages()).toEqual(['1', '…', '46', '47', '48', '49', '50']);
    await expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled();

    within(nav).getByRole('button', { name: '第 1 页' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pages()).toEqual(['1', '2', '3', '4', '5', '…', '50']);
  },
};

/** A native page-size select: picking a size returns to page 1. */
export const PageSizes: Story = {
  args: {
    total: 95,
    pageSize: 10,
    pageSizes: [10, 20, 50],
    onPageSizeChange: fn(),
    initialPage: 3,
  },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    const select = within(nav).getByRole('combobox', { name: '每页条数' });
    // 10 pages, page 3: 1 2 3 4 5 … 10.
    await expect(within(nav).getAllByRole('button', { name: /^第 \d+ 页$/ })).toHaveLength(6);

    await userEvent.selectOptions(select, '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    await expect(within(nav).getAllByRole('button', { name: /^第 \d+ 页$/ })).toHaveLength(2);
    await expect(currentPage(nav)).toBe('1');

    // The select is the last tab stop of the landmark.
    within(nav).getByRole('button', { name: '下一页' }).focus();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('50');
  },
};

/** No records: one page, both arrows disabled, 共 0 条. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '分页' });
    await expect(within(nav).getByText('共 0 条')).toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: '第 1 页' })).toHaveFocus();
  },
};

/** English labels. */
export const English: Story = {
  globals: { locale: 'en-US' },
  args: { total: 45 },
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText('Total 45')).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};
