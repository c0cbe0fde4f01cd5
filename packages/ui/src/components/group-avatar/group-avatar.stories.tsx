import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { GroupAvatar, GroupAvatarPicker, groupAvatarKeys } from './group-avatar';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`GroupAvatar\`: an icon on a tinted disc; \`GroupAvatarPicker\`: a grid of them to choose from.

## Variants

Sizes; labelled or decorative.

## Do

- Use for anonymous members of the community (patients choose one).

## Don't

- Use a patient's real photo in the community.

## Accessibility

- The picker is one radio group with choices of at least 44 px; arrows move and choose.
`;

const meta = {
  title: 'Display/GroupAvatar',
  parameters: { docs: { description: { component: designNotes } } },
  component: GroupAvatar,
  tags: ['autodocs'],
  args: { avatar: 'sun' },
} satisfies Meta<typeof GroupAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a nickname the avatar is decoration; named, it is an image with the thing's name. */
export const WithNickname: Story = {
  render: () => (
    <ul className="flex flex-col gap-3">
      {['sun', 'moon', 'rabbit', 'unknown'].map((avatar) => (
        <li key={avatar} className="flex items-center gap-3">
          <GroupAvatar avatar={avatar} />
          <span>{`组员 ${avatar}`}</span>
        </li>
      ))}
      <li className="flex items-center gap-3">
        <GroupAvatar avatar="star" size="lg" labelled />
      </li>
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '星星' })).toBeVisible();
    // Decorative ones are hidden from screen readers.
    await expect(canvas.queryByRole('img', { name: '太阳' })).toBeNull();
    await expect(canvas.getByText('组员 unknown')).toBeVisible();
  },
};

function Picker({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('sun');
  return (
    <div className="max-w-md space-y-2">
      <p id="pick-label" className="font-medium">
        选择头像
      </p>
      <GroupAvatarPicker
        aria-labelledby="pick-label"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p>{`已选：${value}`}</p>
    </div>
  );
}

/** By keyboard: Tab enters the group on the chosen one, arrows move and choose. */
export const Picking: Story = {
  render: (args) => <Picker onChange={args.onClick as unknown as (value: string) => void} />,
  args: { onClick: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('radiogroup', { name: '选择头像' });
    await expect(canvas.getAllByRole('radio')).toHaveLength(groupAvatarKeys.length);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '太阳' })).toHaveFocus();
    // Held while focus moves (as a person presses it): Radix checks the radio it lands on.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '月亮' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '月亮' })).toBeChecked();
    await expect(args.onClick).toHaveBeenCalledWith('moon');
    await userEvent.click(canvas.getByRole('radio', { name: '兔子' }));
    await expect(canvas.getByText('已选：rabbit')).toBeVisible();
    await expect(group).toBeVisible();
    // Each choice is a large target.
    const box = canvas.getByRole('radio', { name: '兔子' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
