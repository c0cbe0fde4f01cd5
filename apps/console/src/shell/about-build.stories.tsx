import type { HealthData } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutBuild } from './about-build';

const health: HealthData = {
  db: 'embedded',
  version: '18.4',
  server: { version: '0.1.0', commit: '1a2b3c4d5e6f' },
};

const meta = {
  title: 'Console/AboutBuild',
  component: AboutBuild,
} satisfies Meta<typeof AboutBuild>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The settings drawer's about place names the build a support call asks for. */
export const Named: Story = {
  args: { loadHealth: () => Promise.resolve(health) },
  play: async ({ canvasElement }) => {
    const about = within(canvasElement).getByRole('region', { name: /关于|About/ });
    await expect(await within(about).findByText('0.1.0')).toBeVisible();
    await expect(within(about).getByText('1a2b3c4d5e6f')).toBeVisible();
    await expect(within(about).getByText(/版本|Version/)).toBeVisible();
  },
};

/** A server that does not answer: said in words, never an empty place. */
export const Unavailable: Story = {
  args: { loadHealth: () => Promise.reject(new Error('Network Error')) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/无法读取服务器版本|Cannot read the server version/),
    ).toBeVisible();
  },
};
