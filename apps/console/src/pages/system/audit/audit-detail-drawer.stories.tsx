import type { AuditEntry } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AuditDetailDrawer } from './audit-detail-drawer';

const reveal: AuditEntry = {
  id: 4711,
  actorId: 1,
  actorName: '管理员',
  action: 'revealPatient',
  entity: 'patientInformation',
  entityId: '12',
  time: Date.UTC(2026, 10, 23, 9, 30, 5),
  ip: '10.1.2.3',
  outcome: 'success',
  read: false,
  // A detail is data from anywhere: markup in it must stay text.
  detail: { field: 'phone', note: '<img src=x onerror=alert(1)>' },
};

const meta = {
  title: 'Console/AuditDetailDrawer',
  component: AuditDetailDrawer,
  tags: ['autodocs'],
  args: { entry: reveal, onOpenChange: fn() },
  render: (args) => (
    <MemoryRouter>
      <AuditDetailDrawer {...args} />
    </MemoryRouter>
  ),
} satisfies Meta<typeof AuditDetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A reveal in full: who, what, which patient (a link to their page), when, from where; the detail
 * as preformatted JSON text (the markup in it is shown, never rendered). Escape asks to close.
 */
export const Reveal: Story = {
  play: async ({ args, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: '审计记录 #4711' });
    await waitFor(() => expect(within(drawer).getByText('管理员 #1')).toBeVisible());
    await expect(within(drawer).getByText('revealPatient')).toBeVisible();
    await expect(within(drawer).getByText('10.1.2.3')).toBeVisible();
    await expect(within(drawer).getByText('成功')).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: '打开患者 #12' })).toHaveAttribute(
      'href',
      '/system/patients/12',
    );
    const time = drawer.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-23T09:30:05.000Z');

    const detail = within(drawer).getByRole('region', { name: '附加信息' });
    await expect(detail).toHaveTextContent('"field": "phone"');
    await expect(detail).toHaveTextContent('"note": "<img src=x onerror=alert(1)>"');
    await expect(drawer.querySelector('img')).toBeNull();
    // The detail box scrolls: it is reachable by keyboard.
    detail.focus();
    await expect(detail).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A denied sign-in of nobody known: no record, no detail, said in words. */
export const DeniedWithoutDetail: Story = {
  args: {
    entry: {
      ...reveal,
      id: 9,
      actorId: null,
      actorName: null,
      action: 'listAudit',
      entity: 'audit',
      entityId: null,
      outcome: 'denied',
      read: false,
      detail: undefined,
    },
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '审计记录 #9' });
    await waitFor(() => expect(within(drawer).getByText('拒绝')).toBeVisible());
    await expect(within(drawer).getByText('系统')).toBeVisible();
    await expect(within(drawer).queryByRole('link')).toBeNull();
    await expect(within(drawer).queryByRole('region')).toBeNull();
  },
};
