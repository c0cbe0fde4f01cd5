import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerStatusView } from './server-status';

const meta = {
  title: 'Console/ServerStatus',
  component: ServerStatusView,
} satisfies Meta<typeof ServerStatusView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  args: { status: { state: 'checking' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/正在连接服务器|Connecting to the server/);
  },
};

export const Connected: Story = {
  args: {
    status: {
      state: 'ok',
      health: { db: 'embedded', version: '18.4', server: { version: '0.1.0', commit: 'c11e576' } },
    },
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // The state is said in words and an icon, never by colour alone.
    await expect(status).toHaveTextContent(/PostgreSQL 18\.4/);
    await expect(status).toHaveTextContent('✓');
  },
};

export const Unreachable: Story = {
  args: { status: { state: 'down', reason: 'Network Error' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-state', 'down');
    await expect(status).toHaveTextContent(/Network Error/);
    await expect(status).toHaveTextContent('✗');
  },
};
