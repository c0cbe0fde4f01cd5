import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Descriptions } from './descriptions';

const profile = [
  { label: '姓名', value: '张三' },
  { label: '性别', value: '男' },
  { label: '出生日期', value: '1948-03-12' },
  { label: '手机号', value: '138 0013 8000' },
  { label: '紧急联系人', value: '' },
  { label: '家庭住址', value: '北京市海淀区学院路 38 号', span: 2 },
];

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

A title and a grid of label/value pairs (\`dl\`), with per-item \`span\`.

## Variants

1 to 4 columns, bordered or not; empty values show 未填写.

## Do

- Use for read-only records: a profile, a patient's details.

## Don't

- Use for editable forms: \`FormField\`.

## Accessibility

- A description list, so each value is read with its label.
`;

const meta = {
  title: 'UI/Descriptions',
  parameters: { docs: { description: { component: designNotes } } },
  component: Descriptions,
  tags: ['autodocs'],
  args: { title: '个人资料', items: profile },
} satisfies Meta<typeof Descriptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads each label, then its value, as a `<dl>`; the empty value is spoken as 未填写. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '个人资料' })).toBeInTheDocument();
    const terms = canvas.getAllByRole('term');
    const definitions = canvas.getAllByRole('definition');
    await expect(terms.map((term) => term.textContent)).toEqual(profile.map((p) => p.label));
    await expect(definitions[0]).toHaveTextContent('张三');

    const empty = definitions[4]!;
    await expect(empty).toHaveAttribute('data-empty');
    await expect(within(empty).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(empty).getByText('未填写')).toHaveClass('sr-only');

    // Two columns at this width; the address spans both.
    const items = canvas.getAllByRole('term').map((term) => term.parentElement!);
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[1]!.getBoundingClientRect().top);
    await expect(items[5]!.getBoundingClientRect().width).toBeGreaterThan(
      items[0]!.getBoundingClientRect().width * 1.5,
    );
    // Read-only: no tab stops.
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

/** A bordered, three-column layout as in the personal centre. */
export const BorderedThreeColumns: Story = {
  args: { bordered: true, columns: 3 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('heading').nextElementSibling!;
    await expect(list.tagName).toBe('DL');
    const items = canvas.getAllByRole('term').map((term) => term.parentElement!);
    await expect(items[0]!.getBoundingClientRect().top).toBe(items[2]!.getBoundingClientRect().top);
    await expect(items[3]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
    await expect(canvas.getByText('姓名')).toHaveClass('bg-muted');
  },
};

/** Narrower than 40rem (a phone, a side panel), every layout collapses to one column. */
export const Narrow: Story = {
  args: { columns: 3 },
  render: (args) => (
    <div className="w-80">
      <Descriptions {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const items = canvas
      .getAllByRole('term')
      .map((term) => term.parentElement!.getBoundingClientRect());
    await expect(items[1]!.top).toBeGreaterThan(items[0]!.top);
    await expect(items[0]!.width).toBe(items[5]!.width);
  },
};

/** English labels for the hidden empty text. */
export const EnglishEmpty: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'Profile',
    columns: 1,
    items: [
      { label: 'Name', value: 'Zhang San' },
      { label: 'Allergies', value: null },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not provided')).toHaveClass('sr-only');
  },
};
