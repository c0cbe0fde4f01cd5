import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { PatientBanner } from './patient-banner';

/** The Docs page's design notes: anatomy, variants, do and don't, accessibility. */
const designNotes = `
## Anatomy

Name, sex, age and the ID number's last four characters, on a muted band with a primary edge;
\`actions\` (switch, clear, the record) at its end, inside the region.

## Variants

Missing data shows 未填写.

## Do

- Put it above every tab of a clinician's work on one patient.

## Don't

- Show the full ID number in it.

## Accessibility

- A region named 当前患者：name, so screen readers reach it by landmark.
`;

const meta = {
  title: 'Display/PatientBanner',
  parameters: { docs: { description: { component: designNotes } } },
  component: PatientBanner,
  tags: ['autodocs'],
  args: { name: '李患者', sex: '男', age: 68, idNumber: '110***********0021' },
} satisfies Meta<typeof PatientBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, sex, age and the ID's last four only, in a region a screen reader can jump to. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: '当前患者：李患者' });
    const inside = within(banner);
    await expect(inside.getByText('68 岁')).toBeVisible();
    await expect(inside.getByText('0021')).toBeVisible();
    await expect(banner).not.toHaveTextContent('110');
  },
};

/** A record without sex, age or ID says so in words. */
export const Incomplete: Story = {
  args: { name: '王患者', sex: null, age: null, idNumber: null },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('未填写')).toHaveLength(3);
  },
};

const onSwitch = fn();
const onClear = fn();

/**
 * The current patient across a clinician's areas, with what can be done with them: switch and
 * clear, reached by Tab inside the region and pressed with Enter.
 */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button onClick={onSwitch}>更换患者</Button>
        <Button variant="text" onClick={onClear}>
          清除当前患者
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    onSwitch.mockClear();
    onClear.mockClear();
    const banner = within(canvas.getByRole('region', { name: '当前患者：李患者' }));
    await userEvent.tab();
    await expect(banner.getByRole('button', { name: '更换患者' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSwitch).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(banner.getByRole('button', { name: '清除当前患者' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalledOnce();
  },
};
