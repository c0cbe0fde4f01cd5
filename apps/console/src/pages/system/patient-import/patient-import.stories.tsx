import { ApiError } from '@cep/api-client';
import type { PatientImportPreview } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PatientImportView, type PatientImportCalls } from './patient-import-view';

/*
 * 从 HIS 导入患者 (issue 31, part 2) as a component test: `calls` stand in for the API client's.
 * The server's rules are apps/server/test/patient-import.test.ts; the page against the real
 * server is e2e/patient-import.spec.ts.
 */

const preview: PatientImportPreview = {
  previewId: '6f1c2a7e-6a55-4c1b-9a51-0d1f0c4f3e21',
  expiresAt: '2026-11-28T10:30:00.000Z',
  counts: { new: 1, match: 1, conflict: 1, invalid: 1 },
  entries: [
    {
      index: 0,
      status: 'new',
      summary: {
        name: '测试甲',
        sex: '男',
        birthDate: '1960-01-01',
        mrn: 'HIS0000',
        idCardMasked: '440***********1234',
      },
    },
    {
      index: 1,
      status: 'match',
      patientId: 7,
      summary: { name: '李患者', sex: '男', birthDate: null, mrn: 'MR0001', idCardMasked: null },
    },
    {
      index: 2,
      status: 'conflict',
      patientId: 8,
      differences: ['name', 'birthDate'],
      summary: { name: '王别人', sex: null, birthDate: null, mrn: 'MR0002', idCardMasked: null },
    },
    {
      index: 3,
      status: 'invalid',
      summary: { name: '测试丁', sex: '女', birthDate: null, mrn: 'HIS0003', idCardMasked: null },
      outcome: {
        resourceType: 'OperationOutcome',
        issue: [
          {
            severity: 'error',
            code: 'value',
            diagnostics: '出生日期 1960-02-30 不是有效的日期',
            expression: ['Bundle.entry[3].resource.birthDate'],
          },
        ],
      },
    },
  ],
};

function fakeCalls() {
  let confirmed = false;
  return {
    previewPatientImport: fn(async () => preview),
    confirmPatientImport: fn(async () => {
      if (confirmed) throw new ApiError(40910, '该预览已导入，不能重复确认');
      confirmed = true;
      return { previewId: preview.previewId, imported: 1, updated: 1, skipped: 2, patientIds: [9] };
    }),
  } satisfies PatientImportCalls;
}

const meta = {
  title: 'Console/System/PatientImport',
  component: PatientImportView,
  args: { calls: fakeCalls() },
} satisfies Meta<typeof PatientImportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pasted JSON, 预览 shows the counts and each entry's status (the error's reason and element in
 * words), 确认导入 sends the preview's id and the result says what was done.
 */
export const PreviewsAndConfirms: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(
      '从 HIS 导入患者',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: '或粘贴 Bundle 的 JSON' }));
    await userEvent.paste('{"resourceType":"Bundle","entry":[]}');
    await userEvent.click(canvas.getByRole('button', { name: '预览' }));
    const counts = await canvas.findByRole('region', { name: '预览结果' });
    await expect(counts).toHaveTextContent('新增1');
    await expect(counts).toHaveTextContent('错误1');
    await expect(args.calls.previewPatientImport).toHaveBeenCalledWith({
      resourceType: 'Bundle',
      entry: [],
    });
    const table = canvas.getByRole('table', { name: '预览条目' });
    await expect(table).toHaveTextContent('出生日期 1960-02-30 不是有效的日期');
    await expect(table).toHaveTextContent('不一致：姓名、出生日期');

    await userEvent.click(canvas.getByRole('button', { name: '确认导入' }));
    await expect(
      await canvas.findByText(/^导入完成：新增 1 位患者，补全 1 位已有患者的空字段，跳过 2 条/),
    ).toBeVisible();
    await expect(args.calls.confirmPatientImport).toHaveBeenCalledWith({
      previewId: preview.previewId,
    });
    await expect(canvas.queryByRole('button', { name: '确认导入' })).toBeNull();
  },
};

/** Text that is not JSON is refused here, without a call. */
export const RefusesNotJson: Story = {
  args: { calls: fakeCalls() },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('textbox', { name: '或粘贴 Bundle 的 JSON' }));
    await userEvent.paste('not json');
    await userEvent.click(canvas.getByRole('button', { name: '预览' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('内容不是有效的 JSON'));
    await expect(args.calls.previewPatientImport).not.toHaveBeenCalled();
  },
};
