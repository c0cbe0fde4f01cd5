import { ApiError } from '@cep/api-client';
import type { ErasureRequest, Page, PatientListRow } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { statement } from '../../privacy/erasure/statement-example';
import { ErasureRequestsView, type ErasureRequestsCalls } from './erasure-requests-view';

/*
 * 个人信息删除申请 (issue 32 §5) as a component test: `calls` stand in for the API client's. The
 * server's rules are apps/server/test/erasure.test.ts; against the real server, e2e/erasure.spec.ts.
 */

const now = Date.UTC(2026, 10, 28, 8, 0);
const day = 86_400_000;

const base: Omit<ErasureRequest, 'id' | 'patientId' | 'patientName' | 'askedAt' | 'deadline'> = {
  askedByName: null,
  askedBySelf: true,
  status: 'pending',
  reason: null,
  decidedByName: null,
  decidedAt: null,
  statement: null,
};

function fakeCalls() {
  let requests: ErasureRequest[] = [
    {
      ...base,
      id: 1,
      patientId: 7,
      patientName: '李患者',
      askedAt: now - 20 * day,
      deadline: now - 5 * day,
    },
    {
      ...base,
      id: 2,
      patientId: 8,
      patientName: '王患者',
      askedAt: now - day,
      deadline: now + 14 * day,
      askedBySelf: false,
      askedByName: 'admin',
    },
  ];
  const answer = (id: number, change: Partial<ErasureRequest>) => {
    const found = requests.find((r) => r.id === id)!;
    if (found.status !== 'pending') throw new ApiError(40951, '该申请已处理，不能再次处理');
    const answered = { ...found, ...change, decidedAt: now, decidedByName: 'admin' };
    requests = requests.map((r) => (r.id === id ? answered : r));
    return answered;
  };
  return {
    listErasureRequests: fn(
      async (query: { status?: string } = {}): Promise<Page<ErasureRequest>> => {
        const list = requests.filter((r) => !query.status || r.status === query.status);
        return { list, total: list.length, pageNum: 1, pageSize: 10 };
      },
    ),
    completeErasureRequest: fn(async (id: number) =>
      answer(id, { status: 'completed', statement }),
    ),
    listPatients: fn(async () => ({
      list: [{ id: 9, patientName: '赵患者' } as PatientListRow],
      total: 1,
      pageNum: 1,
      pageSize: 10,
    })),
    requestErasureFor: fn(async (patientId: number) => {
      const asked: ErasureRequest = {
        ...base,
        id: 3,
        patientId,
        patientName: '赵患者',
        askedAt: now,
        deadline: now + 15 * day,
        askedBySelf: false,
        askedByName: 'admin',
      };
      requests = [...requests, asked];
      return asked;
    }),
    rejectErasureRequest: fn(async (id: number, reason: string) =>
      answer(id, { status: 'rejected', reason }),
    ),
  } satisfies ErasureRequestsCalls;
}

const meta = {
  title: 'Console/System/ErasureRequests',
  component: ErasureRequestsView,
  args: { calls: fakeCalls(), now },
} satisfies Meta<typeof ErasureRequestsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pending requests with their deadlines (a past one marked 已逾期); 执行删除 confirmed, then the
 * statement to hand to the patient.
 */
export const CompletesAndShowsStatement: Story = {
  args: { calls: fakeCalls(), now },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '删除申请' });
    await waitFor(() => expect(table).toHaveTextContent('李患者'));
    const overdue = table.querySelectorAll('[data-overdue]');
    await expect(overdue).toHaveLength(1);
    await expect(overdue[0]).toHaveTextContent('已逾期');

    const row = within(canvas.getByRole('row', { name: /李患者/ }));
    await userEvent.click(row.getByRole('button', { name: '执行删除' }));
    const page = within(document.body);
    const confirm = await page.findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('执行 李患者 的删除申请？');
    await userEvent.click(within(confirm).getByRole('button', { name: '执行删除' }));
    await waitFor(() => expect(args.calls.completeErasureRequest).toHaveBeenCalledWith(1));
    const shown = await page.findByRole('dialog', { name: '删除说明：李患者' });
    await expect(shown).toHaveTextContent('您在病友小组发的帖子');
    await expect(shown).toHaveTextContent('评估结果');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(table).not.toHaveTextContent('李患者'));
    await expect(await canvas.findByText('已完成 李患者 的删除申请')).toBeVisible();
  },
};

/** 拒绝 asks for the reason (typed and sent from the keyboard). */
export const RejectsWithReason: Story = {
  args: { calls: fakeCalls(), now },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /王患者/ });
    const row = within(canvas.getByRole('row', { name: /王患者/ }));
    await userEvent.click(row.getByRole('button', { name: '拒绝' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: '拒绝 王患者 的删除申请',
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '拒绝理由' }), '患者已撤回');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.calls.rejectErasureRequest).toHaveBeenCalledWith(2, '患者已撤回'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '全部' }));
    const table = canvas.getByRole('table', { name: '删除申请' });
    await waitFor(() => expect(table).toHaveTextContent('患者已撤回'));
  },
};

/** 代患者申请: the admin finds the patient and records the request for them. */
export const AsksForAPatient: Story = {
  args: { calls: fakeCalls(), now },
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('row', { name: /李患者/ });
    await userEvent.click(canvas.getByRole('button', { name: '代患者申请' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '代患者申请' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: /查找患者/ }), '赵');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: '为 赵患者 申请删除' }),
    );
    await waitFor(() => expect(args.calls.requestErasureFor).toHaveBeenCalledWith(9));
    await expect(await canvas.findByText('已为 赵患者 登记删除申请')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: '删除申请' })).toHaveTextContent('赵患者'),
    );
  },
};
