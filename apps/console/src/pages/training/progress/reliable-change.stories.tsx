import type { Assessment } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ReliableChangePanel } from './reliable-change';

/* 量表变化是否有意义 with given assessments: e2e/reliable-change.spec.ts checks it against the server. */

const meta = {
  title: 'Console/Training/ReliableChange',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const finished = (
  id: number,
  kind: 'moca' | 'mmse',
  testedOn: string,
  rawTotal: number,
): Assessment => ({
  id,
  patientId: 1,
  kind,
  status: 'finished',
  testedOn,
  scores: {},
  revision: 1,
  rawTotal,
  sections: [],
  domains: [],
  interpretation: null,
  createdBy: '张医生',
  createdAt: 0,
  updatedAt: 0,
  finishedBy: '张医生',
  finishedAt: Date.parse(testedOn),
  amendments: [],
});

/** Two MoCAs 5 points apart (≥ +4): 明显改善, with the numbers and the study behind it. */
export const ImprovedMoca: Story = {
  render: () => (
    <ReliableChangePanel
      assessments={[finished(1, 'moca', '2025-10-20', 17), finished(2, 'moca', '2026-10-24', 22)]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const moca = canvasElement.querySelector<HTMLElement>('[data-scale="moca"]')!;
    await expect(within(moca).getByText('明显改善')).toBeVisible();
    await expect(within(moca).getByText('变化 +5 分')).toBeVisible();
    await expect(
      within(moca).getByText('原始总分 17 分（2025-10-20）→ 22 分（2026-10-24）'),
    ).toBeVisible();
    await expect(canvas.getByText(/Kopeček M/)).toBeVisible();
    // The source is a link a keyboard reaches.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'doi:10.1002/gps.4539' })).toHaveFocus();
  },
};

/** A 2-point MMSE drop is within the test's noise (±3): 无明显变化, not a decline. */
export const NoReliableChange: Story = {
  render: () => (
    <ReliableChangePanel
      assessments={[finished(1, 'mmse', '2026-01-10', 27), finished(2, 'mmse', '2026-11-10', 25)]}
    />
  ),
  play: async ({ canvasElement }) => {
    const mmse = canvasElement.querySelector<HTMLElement>('[data-scale="mmse"]')!;
    await expect(within(mmse).getByText('无明显变化')).toBeVisible();
    await expect(within(mmse).getByText('变化 -2 分')).toBeVisible();
  },
};

/** A single assessment per scale: nothing to compare, nothing shown. */
export const NothingToCompare: Story = {
  render: () => <ReliableChangePanel assessments={[finished(1, 'moca', '2026-10-24', 22)]} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-scale]')).toBeNull();
  },
};
