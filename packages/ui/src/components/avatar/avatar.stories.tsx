import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar';

// A local picture: stories never fetch from a remote host.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#d4e4ff"/><circle cx="20" cy="15" r="7" fill="#1e5bc6"/><rect x="8" y="25" width="24" height="15" rx="7" fill="#1e5bc6"/></svg>',
)}`;

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A round picture of a person; while it loads or when it fails, their initials (from \`name\`) or \`fallback\` on a muted disc.

## Variants

Sizes \`sm\`, \`md\` (default), \`lg\`.

## Do

- Pass \`alt\` (the person's name) when the avatar stands alone.
- Use beside the name in lists, the navbar's avatar menu and messages.

## Don't

- Use it for anonymous community members: that is \`GroupAvatar\`.
- Put a status colour on it: say the status in words next to it.

## Accessibility

- The picture is named by \`alt\`; next to a visible name, an empty \`alt\` keeps the name from being read twice.
- Initials are text, so they follow the theme's contrast.
`;

const meta = {
  title: 'UI/Avatar',
  parameters: { docs: { description: { component: designNotes } } },
  component: Avatar,
  tags: ['autodocs'],
  args: { alt: '张医生' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture loads and is named by `alt`. */
export const WithImage: Story = {
  args: { src: portrait, alt: '张医生' },
  play: async ({ canvas }) => {
    // The initials show while the picture loads; then the <img> replaces them.
    await waitFor(() => expect(canvas.getByRole('img', { name: '张医生' }).tagName).toBe('IMG'));
    await expect(canvas.queryByText('张')).toBeNull();
  },
};

/** No picture: the family name stands in, and the avatar is still named 张医生. */
export const ChineseInitials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '张医生' });
    await expect(avatar).toHaveTextContent('张');
  },
};

/** A Latin name gives two initials. */
export const LatinInitials: Story = {
  args: { alt: 'Zhang San' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Zhang San' })).toHaveTextContent('ZS');
  },
};

/** A broken picture falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', alt: '李护士' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('img', { name: '李护士' });
    await waitFor(() => expect(avatar).toHaveTextContent('李'));
  },
};

/** Three sizes, each larger than the last; inside a button the avatar does not change the button's name. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-3">
      <Avatar size="sm" alt="王芳" />
      <Avatar size="md" alt="王芳" />
      <button
        type="button"
        aria-label="个人中心"
        className="rounded-full focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Avatar size="lg" alt="王芳" />
      </button>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const [sm, md, lg] = canvas
      .getAllByRole('img', { name: '王芳' })
      .map((el) => el.closest('[data-slot="avatar"]')!.getBoundingClientRect().width);
    await expect(sm).toBeLessThan(md!);
    await expect(md).toBeLessThan(lg!);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '个人中心' })).toHaveFocus();
  },
};
