import type { CareTeam, CareTeamMember } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { CareTeamPanel, type CareTeamPanelProps } from './care-team-panel';

/*
 * The panel is presentational: `onAssign` / `onRemove` stand in for the page's calls
 * (assignCareTeam / unassignCareTeam, the latter after its 系统提示). The real server is covered by
 * e2e/patients.spec.ts.
 */

const zhang: CareTeamMember = {
  doctorId: 1,
  doctorName: '张医生',
  job: '医生',
  assignedAt: Date.UTC(2026, 0, 5, 2, 30),
  assignedById: null,
  assignedByName: null,
};
const chen: CareTeamMember = {
  doctorId: 3,
  doctorName: '陈护士',
  job: '护士',
  assignedAt: Date.UTC(2026, 2, 1, 8, 0),
  assignedById: 1,
  assignedByName: '管理员',
};
const doctors = [
  { value: '1', label: '张医生' },
  { value: '2', label: '赵磊' },
  { value: '3', label: '陈护士' },
  { value: '4', label: '王康复师' },
];

/** The panel as the page holds it: the team changes with each answer. */
function Harness(props: CareTeamPanelProps) {
  const [team, setTeam] = useState(props.team);
  return (
    <CareTeamPanel
      {...props}
      team={team}
      onAssign={async (doctorId) => {
        await props.onAssign(doctorId);
        const label = doctors.find((d) => d.value === String(doctorId))?.label ?? '';
        setTeam((current: CareTeam | undefined) => [
          ...(current ?? []),
          { ...chen, doctorId, doctorName: label, job: '医生', assignedByName: '管理员' },
        ]);
      }}
      onRemove={async (member) => {
        await props.onRemove(member);
        setTeam((current) => current?.filter((m) => m.doctorId !== member.doctorId));
      }}
    />
  );
}

const meta = {
  title: 'Console/Patients/CareTeamPanel',
  component: CareTeamPanel,
  tags: ['autodocs'],
  args: {
    team: [zhang, chen],
    // Stands in for the server's name search.
    searchDoctors: async (text: string) =>
      doctors
        .filter((doctor) => doctor.label.includes(text))
        .map((doctor) => ({ ...doctor, description: '医生' })),
    canChange: true,
    onAssign: fn(async (_doctorId: number) => {}),
    onRemove: fn(async (_member: CareTeamMember) => {}),
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof CareTeamPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Add a clinician with the keyboard (the picker offers only those not on the team), then remove
 * one with a click.
 */
export const AssignAndRemove: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table', { name: '护理团队成员' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getByText('系统')).toBeVisible();

    const assign = canvas.getByRole('button', { name: '加入团队' });
    await expect(assign).toBeDisabled();
    const picker = canvas.getByRole('combobox', { name: '选择医生' });
    picker.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox', { name: '选择医生' });
    // 张医生 and 陈护士 are on the team already.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['赵磊医生', '王康复师医生']),
    );
    await userEvent.keyboard('{Enter}');
    await expect(picker).toHaveValue('赵磊');
    assign.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAssign).toHaveBeenCalledWith(2);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(picker).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: '移出 陈护士' }));
    await expect(args.onRemove).toHaveBeenCalledWith(chen);
    await waitFor(() => expect(within(table).queryByText('陈护士')).toBeNull());
    // Off the team, 陈护士 is found again by name.
    await userEvent.type(picker, '陈');
    await expect(await screen.findByRole('option', { name: /^陈护士/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

/** Without careTeam:assign the team is read only: no picker, no 移出. */
export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '护理团队成员' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /移出/ })).toBeNull();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** No one on the team yet: it says so, and the picker is there to add the first. */
export const EmptyTeam: Story = {
  args: { team: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该患者还没有护理团队成员。')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '选择医生' })).toBeVisible();
  },
};

/** While the team loads: a busy placeholder, no picker yet. */
export const Loading: Story = {
  args: { team: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('正在加载护理团队…')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};
