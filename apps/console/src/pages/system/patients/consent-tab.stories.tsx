import type { ConsentState, PaperConsent } from '@cep/contract';
import { toast, Toaster } from '@cep/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyState } from '../../../consent/consent-story-data';
import { ConsentPanel, type ConsentTabCalls } from './consent-tab';

/*
 * 知情同意 on the patient's page (issue 32 item 2) as a component test: the state, the history
 * with a paper consent's scan, and recording a paper consent. The server's rules:
 * apps/server/test/consent.test.ts.
 */

function fakeCalls(state: ConsentState) {
  let current = state;
  return {
    getPatientConsent: fn(async () => current),
    uploadFile: fn(async () => '/api/oss/file/00000000-0000-4000-8000-0000000000aa'),
    getFile: fn(async () => new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    recordPaperConsent: fn(async (body: PaperConsent) => {
      current = storyState(
        body.decisions.map((entry) => [entry.purpose, entry.decision]),
        'paper',
      );
      return current;
    }),
  } satisfies ConsentTabCalls;
}

const meta = {
  title: 'Console/System/PatientConsent',
  component: ConsentPanel,
  args: { patientId: 7, calls: fakeCalls(storyState([])), canRecord: true },
  render: (args) => (
    <>
      <ConsentPanel {...args} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    toast.dismiss();
  },
} satisfies Meta<typeof ConsentPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A paper consent: the scan and each purpose as the form says; the scan is uploaded under
 * `consent`, the decisions recorded, the history shows them with 查看扫描件.
 */
export const RecordsPaperConsent: Story = {
  args: { calls: fakeCalls(storyState([])) },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: '登记纸质同意书' });
    await userEvent.click(within(form).getByRole('button', { name: '登记' }));
    await expect(within(form).getByRole('alert')).toHaveTextContent('请先选择扫描件');
    await userEvent.upload(
      within(form).getByLabelText('扫描件'),
      new File(['%PDF-1.4'], 'consent.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(within(form).getByRole('combobox', { name: '用于您的诊疗' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '同意' }));
    await userEvent.click(within(form).getByRole('button', { name: '登记' }));
    await waitFor(() =>
      expect(args.calls.recordPaperConsent).toHaveBeenCalledWith({
        patientId: 7,
        scanUrl: '/api/oss/file/00000000-0000-4000-8000-0000000000aa',
        decisions: [{ purpose: 'medical', version: 1, decision: 'accepted' }],
      }),
    );
    await expect(args.calls.uploadFile).toHaveBeenCalledWith(expect.any(File), {
      module: 'consent',
    });
    await expect(canvas.getByRole('row', { name: /用于您的诊疗/ })).toHaveTextContent('已同意');
    await userEvent.click(canvas.getByText(/全部决定记录/));
    await expect(canvas.getByRole('button', { name: '查看扫描件' })).toBeVisible();
  },
};

/** A patient who withdrew the medical use: the care team is told plainly. */
export const MedicalWithdrawn: Story = {
  args: {
    calls: fakeCalls(
      storyState([
        ['medical', 'accepted'],
        ['medical', 'withdrawn'],
      ]),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note')).toHaveTextContent('平台不能用于其诊疗');
    await expect(canvas.getByRole('row', { name: /用于您的诊疗/ })).toHaveTextContent('已撤回');
  },
};
