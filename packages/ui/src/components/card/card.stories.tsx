import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './card';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

\`Card\` › \`CardHeader\` (\`CardTitle\`, \`CardDescription\`, \`CardAction\`) › \`CardContent\` › \`CardFooter\`.

## Variants

One look; the title is an \`h3\` unless \`asChild\` gives another level.

## Do

- Group one subject: a patient summary, a training result, a chart.
- Pick the title's level so the page outline reads in order.

## Don't

- Nest cards in cards.
- Make the whole card a click target with buttons inside it.

## Accessibility

- Cards are not landmarks; their titles are headings, so screen readers jump between them.
- The border carries the edge in every theme (shadows are not relied on).
`;

const meta = {
  title: 'UI/Card',
  parameters: { docs: { description: { component: designNotes } } },
  component: Card,
  tags: ['autodocs'],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const onStart = fn();
const onEdit = fn();

/** Every part: a heading, a description, the body and two actions reachable by mouse and keyboard. */
export const Default: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>今日训练</CardTitle>
        <CardDescription>记忆力 · 约 15 分钟</CardDescription>
        <CardAction>
          <Button variant="text" size="sm" onClick={onEdit}>
            调整
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p>今天的训练包含 3 个小游戏，完成后可查看得分。</p>
      </CardContent>
      <CardFooter>
        <Button variant="primary" onClick={onStart}>
          开始训练
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    onStart.mockClear();
    onEdit.mockClear();
    await expect(canvas.getByRole('heading', { name: '今日训练', level: 3 })).toBeInTheDocument();
    await expect(canvas.getByText('记忆力 · 约 15 分钟')).toHaveAttribute(
      'data-slot',
      'card-description',
    );

    await userEvent.click(canvas.getByRole('button', { name: '调整' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);

    canvas.getByRole('button', { name: '调整' }).blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '调整' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '开始训练' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onStart).toHaveBeenCalledTimes(1);
  },
};

/** `asChild` on the title keeps the page outline right (here an `<h2>`). */
export const HeadingLevel: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>认知评估得分</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-semibold">26 / 30</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { name: '认知评估得分', level: 2 });
    await expect(heading).toHaveAttribute('data-slot', 'card-title');
    // Nothing to focus inside a read-only card.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
