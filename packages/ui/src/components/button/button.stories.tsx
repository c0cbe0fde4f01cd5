import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, type ButtonProps } from './button';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A label with an optional leading icon; the spinner replaces the icon while \`loading\`.

## Variants

Variants \`default\`, \`primary\`, \`danger\`, \`text\`, \`ghost\`, \`link\`; sizes \`sm\` (32 px), \`md\` (40 px), \`lg\` (52 px, patients); \`shape="compact"\` for a narrow button; \`asChild\` to render a router link.

## Do

- One \`primary\` per screen: the action the screen is for.
- Say what happens: 保存训练计划, not 确定.
- Use \`lg\` on patients' screens (at least 44 px at every font scale).

## Don't

- Use \`danger\` for anything but a destructive action, and ask first (\`ConfirmDialog\`).
- Disable a button to explain a rule: say the rule next to it.
- Use a plain button to go to another page: render a link with \`asChild\`.

## Accessibility

- A native \`button\` (Enter and Space); \`loading\` sets \`aria-busy\` and blocks activation until the work is done.
- Focus is a 2 px outline (3 px in high contrast) in the focus colour, kept under forced colours.
- The icon is decorative; an icon-only button is \`IconButton\`.
`;

const meta = {
  title: 'UI/Button',
  parameters: { docs: { description: { component: designNotes } } },
  component: Button,
  tags: ['autodocs'],
  args: { children: '保存', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Pick<StoryContext, 'canvas' | 'userEvent'> & { args: Partial<ButtonProps> };

/** Uses the button like a person: a mouse click, then Tab to it and press Enter and Space. */
async function clickAndPress({ canvas, userEvent, args }: Context, name: string) {
  const button = canvas.getByRole('button', { name });

  await userEvent.click(button);
  await expect(args.onClick).toHaveBeenCalledTimes(1);

  button.blur();
  await userEvent.tab();
  await expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(args.onClick).toHaveBeenCalledTimes(2);
  await userEvent.keyboard(' ');
  await expect(args.onClick).toHaveBeenCalledTimes(3);

  return button;
}

/** Tries every way a person would activate it, and checks that none goes through. */
async function expectNoActivation({ canvas, userEvent, args }: Context, name: string) {
  const button = canvas.getByRole('button', { name });

  await userEvent.click(button);
  await userEvent.tab();
  await expect(button).not.toHaveFocus();
  await userEvent.keyboard('{Enter} ');
  await expect(args.onClick).not.toHaveBeenCalled();

  return button;
}

export const Default: Story = {
  play: async (context) => {
    const button = await clickAndPress(context, '保存');
    await expect(button).toHaveAttribute('data-variant', 'default');
    await expect(button).toHaveAttribute('type', 'button');
    // md: ≥ 2.5rem tall.
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(2.5 * rem - 0.5);
  },
};

export const Primary: Story = {
  args: { variant: 'primary', children: '开始训练' },
  play: async (context) => {
    const button = await clickAndPress(context, '开始训练');
    await expect(button).toHaveAttribute('data-variant', 'primary');
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: '删除记录' },
  play: async (context) => {
    const button = await clickAndPress(context, '删除记录');
    await expect(button).toHaveAttribute('data-variant', 'danger');
  },
};

export const Text: Story = {
  args: { variant: 'text', children: '查看详情' },
  play: async (context) => {
    const button = await clickAndPress(context, '查看详情');
    await expect(button).toHaveAttribute('data-variant', 'text');
  },
};

export const Link: Story = {
  args: { variant: 'link', children: '了解更多' },
  play: async (context) => {
    const button = await clickAndPress(context, '了解更多');
    await expect(button).toHaveAttribute('data-variant', 'link');
  },
};

export const Small: Story = {
  args: { size: 'sm', children: '筛选' },
  play: async (context) => {
    const button = await clickAndPress(context, '筛选');
    await expect(button).toHaveAttribute('data-size', 'sm');
  },
};

/** The patient-screen size: the hit area is at least 44 px. */
export const Large: Story = {
  args: { size: 'lg', variant: 'primary', children: '下一题' },
  play: async (context) => {
    const button = await clickAndPress(context, '下一题');
    await expect(button).toHaveAttribute('data-size', 'lg');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交中' },
  play: async (context) => {
    const button = await expectNoActivation(context, '提交中');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('data-loading');
    await expect(button).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true, children: '保存' },
  play: async (context) => {
    const button = await expectNoActivation(context, '保存');
    await expect(button).toHaveAttribute('data-disabled');
    await expect(button).toBeDisabled();
  },
};

function PlusIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** The icon is decorative: the accessible name is the label alone. */
export const WithIcon: Story = {
  args: { variant: 'primary', icon: <PlusIcon />, children: '新建患者' },
  play: async (context) => {
    const button = await clickAndPress(context, '新建患者');
    const icon = button.querySelector('[data-slot="button-icon"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

/** `asChild` renders a link with the button's look; links activate with Enter only. */
export const AsChildLink: Story = {
  args: {
    asChild: true,
    variant: 'primary',
    children: (
      <a
        href="#report"
        onClick={(event) => {
          event.preventDefault();
        }}
      >
        查看报告
      </a>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: '查看报告' });
    await expect(link).toHaveAttribute('data-slot', 'button');

    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledTimes(1);

    link.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
