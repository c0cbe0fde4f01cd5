import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ManagementList } from './management-list';
import { desktop, exampleViewports, mobile, playAt } from './viewports';

const meta = {
  title: 'Page examples/Management list',
  tags: ['autodocs'],
  component: ManagementList,
  parameters: {
    layout: 'fullscreen',
    viewport: { options: exampleViewports },
    docs: {
      description: {
        component:
          'A management list as the console builds every one (患者管理, 医生管理, 文章管理…): the page title, the filters and the primary action in the table toolbar, the `DataTable` (paging by the server, selection, density, columns) and `Pagination`. At 375 px the toolbar wraps and the table scrolls sideways with the name column fixed.',
      },
    },
  },
  beforeEach: () => {
    localStorage.removeItem('cep:table:example-patients');
  },
} satisfies Meta<typeof ManagementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filters by name and status with the keyboard, then pages on. */
async function useTheList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: /患者列表/ });
  await waitFor(() => expect(within(table).getByRole('cell', { name: '王芳1' })).toBeVisible());

  // Type a name, choose a status from the select with the keyboard, submit with Enter.
  await userEvent.click(canvas.getByRole('textbox', { name: '姓名' }));
  await userEvent.keyboard('王芳');
  await userEvent.tab();
  await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: '训练中' }));
  await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveTextContent('训练中');
  canvas.getByRole('textbox', { name: '姓名' }).focus();
  await userEvent.keyboard('{Enter}');
  // 王芳1, 王芳11, 王芳21: 王芳1 and 王芳21 are paused (every fourth), 王芳11 trains.
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  await expect(within(table).getByRole('cell', { name: '王芳11' })).toBeVisible();
  await expect(within(table).getByText('训练中')).toBeVisible();
}

export const Desktop: Story = {
  globals: desktop,
  play: playAt(1366, ({ canvasElement }) => useTheList(canvasElement)),
};

/** At 375 px: the same list, the toolbar wrapped, the table scrolling sideways. */
export const Phone375: Story = {
  name: 'Phone (375 px)',
  globals: mobile,
  play: playAt(375, ({ canvasElement }) => useTheList(canvasElement)),
};
