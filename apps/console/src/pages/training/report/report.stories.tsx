import { itemKeys, scoreSheet, type Assessment, type PatientProgress } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PatientReport } from './patient-report';
import { reportFigures } from './report-figures';

/*
 * 报告 as printed, from a patient's progress and two MMSE sheets as the server sends them;
 * e2e/assistant.spec.ts prints the real one to PDF.
 */

const meta = {
  title: 'Console/Training/Report',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const patient = { id: 42, patientName: '李患者', age: 70, edu: '小学' as const };

function mmse(id: number, testedOn: string, orientation: number): Assessment {
  const scores = Object.fromEntries(itemKeys('mmse').map((key) => [key, 1]));
  scores['orientation.time'] = orientation;
  return {
    id,
    patientId: 42,
    kind: 'mmse',
    status: 'finished',
    testedOn,
    scores,
    revision: 1,
    ...scoreSheet('mmse', scores, patient, true),
    createdBy: '张医生',
    createdAt: 0,
    updatedAt: 0,
    finishedBy: '张医生',
    finishedAt: 0,
    amendments: [],
  };
}

const at = (day: string) => Date.parse(`${day}T02:00:00Z`);
const progress = {
  patientId: 42,
  plan: null,
  items: [],
  sessions: [1, 2, 3].map((n) => ({
    id: n,
    status: 'completed' as const,
    startedAt: at(`2026-11-0${n}`),
    finishedAt: at(`2026-11-0${n}`),
    runs: [
      {
        resultId: n,
        planItemId: 1,
        kind: 'goNoGo' as const,
        level: n,
        outcome: 'completed' as const,
        accuracy: 0.6 + n / 10,
        meanRtMs: 400,
        medianRtMs: 400,
        omissions: 0,
        commissions: 0,
        trialCount: 40,
        finishedAt: at(`2026-11-0${n}`),
      },
    ],
  })),
  days: [1, 2, 3, 4].map((n) => ({
    date: `2026-11-0${n}`,
    planned: true,
    sessions: n < 4 ? 1 : 0,
    minutes: n < 4 ? 20 : 0,
  })),
} satisfies PatientProgress;

/** Header with clinic and patient code; before/after in words; adherence; exercises. */
export const Printed: Story = {
  render: () => (
    <PatientReport
      patient={patient}
      clinic="认知增强平台"
      from="2026-11-01"
      to="2026-11-04"
      figures={reportFigures(
        progress,
        [mmse(1, '2026-11-01', 2), mmse(2, '2026-11-04', 5)],
        '2026-11-01',
        '2026-11-04',
      )}
      generatedAt={Date.parse('2026-11-05T01:00:00Z')}
      generatedBy="张医生"
    />
  ),
  play: async ({ canvas }) => {
    const report = canvas.getByRole('article', { name: '认知训练与评估报告' });
    await expect(report).toHaveTextContent('CEP-000042');
    await expect(report).toHaveTextContent('报告期间：2026-11-01 至 2026-11-04');
    const before = within(report).getByRole('heading', { name: /前后对比/ });
    await expect(before).toHaveTextContent('2026-11-01 → 2026-11-04');
    await expect(within(report).getByRole('row', { name: /定向/ })).toHaveTextContent('提高');
    await expect(within(report).getByRole('row', { name: /停止信号/ })).toHaveTextContent('1 → 3');
    // 3 of 4 planned days trained.
    await expect(report).toHaveTextContent('75%');
  },
};
