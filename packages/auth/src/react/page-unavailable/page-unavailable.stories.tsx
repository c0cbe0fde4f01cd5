import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { AuthLocale } from '../../messages';
import { PageUnavailable } from './page-unavailable';

const meta = {
  title: 'Auth/PageUnavailable',
  component: PageUnavailable,
  tags: ['autodocs'],
  args: { componentKey: 'MPSA/index' },
  // @cep/auth does not read @cep/ui's locale: the toolbar's language is passed on as the prop.
  render: (args, { globals }) => (
    <PageUnavailable {...args} locale={globals.locale as AuthLocale} />
  ),
} satisfies Meta<typeof PageUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A menu entry whose page the console does not have: a heading and what to do next. */
export const UnknownPage: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const title = globals.locale === 'en-US' ? 'Page not available' : '页面暂不可用';
    const heading = canvas.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    const region = canvas.getByRole('region', { name: title });
    await expect(region).toHaveAttribute('data-component', 'MPSA/index');
    await expect(canvasElement).toHaveTextContent(
      globals.locale === 'en-US' ? /contact the administrator/ : /联系管理员/,
    );
  },
};
