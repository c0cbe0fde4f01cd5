import { deviceProfileOf, type RecordingSummary, type SignalDevice } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmProvider } from '@cep/ui';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DeviceTable } from './devices-tab';
import { MarkerList } from './marker-list';
import { PatientRecordingList } from './patient-recordings';
import { RecordingsTable } from './recordings-tab';

/*
 * The parts of /MPSA with given data (no API): the page wires them to the server;
 * e2e/mpsa.spec.ts records, plays back and exports against the real server with the simulator.
 * The live view itself has its stories in @cep/signals (Signals/LiveSignalView).
 */

const meta = {
  title: 'Console/MPSA',
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const eeg = deviceProfileOf(1)!;
const ppg = deviceProfileOf(40)!;
const startedAt = new Date(2026, 10, 25, 9, 30).getTime();
const recordingDevice = (id: number, name: string, profile: typeof eeg) => ({
  deviceId: id,
  name,
  profile: profile.key,
  modality: profile.modality,
  sampleRate: profile.sampleRate,
  channels: profile.channels,
  sampleCount: profile.sampleRate * 300,
  rejectedFrames: 0,
});
const rows: RecordingSummary[] = [
  {
    id: 12,
    patientId: 3,
    patientName: '李患者',
    status: 'stopped',
    trainingSessionId: null,
    startedAt,
    stoppedAt: startedAt + 300_000,
    durationMs: 300_000,
    devices: [recordingDevice(1, '脑电一号', eeg), recordingDevice(2, '指夹脉搏', ppg)],
    startedBy: '张医生',
  },
  {
    id: 13,
    patientId: 3,
    patientName: '李患者',
    status: 'recording',
    trainingSessionId: null,
    startedAt: startedAt + 3_600_000,
    stoppedAt: null,
    durationMs: 65_000,
    devices: [recordingDevice(1, '脑电一号', eeg)],
    startedBy: '张医生',
  },
];
const device = (id: number, name: string, profile: typeof eeg, on: boolean): SignalDevice => ({
  id,
  name,
  profile: profile.key,
  modality: profile.modality,
  sampleRate: profile.sampleRate,
  channels: profile.channels,
  status: on ? 'enabled' : 'disabled',
  connected: on,
  lastSeenAt: on ? startedAt : null,
  impedance: null,
  droppedFrames: on ? 0 : 1240,
  lastDisconnect: on ? null : { reason: 'too-fast', at: startedAt },
  recordingId: null,
  createdAt: startedAt,
});

/** 记录与回放's table by keyboard: Tab to a recording's 回放, Enter; then its CSV export. */
const onPlay = fn();
const onExport = fn();
const onToggle = fn();
const onRotate = fn();

export const Recordings: Story = {
  render: () => <RecordingsTable rows={rows} onPlay={onPlay} onExport={onExport} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByText('5:00')).toBeInTheDocument();
    await expect(canvas.getByText('脑电一号、指夹脉搏')).toBeInTheDocument();
    await expect(canvas.getByText('记录中')).toBeInTheDocument();
    await userEvent.tab();
    const play = canvas.getAllByRole('button', { name: /^回放 / })[0]!;
    await expect(play).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onPlay).toHaveBeenCalledWith(rows[0]);
    await userEvent.tab();
    await userEvent.tab();
    // BDF+ (24-bit) sits between EDF+ and CSV.
    await expect(canvas.getAllByRole('button', { name: /^导出 BDF\+ / })[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onExport).toHaveBeenCalledWith(rows[0], 'bdf');
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: /^导出 CSV / })[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(onExport).toHaveBeenCalledWith(rows[0], 'csv');
  },
};

/**
 * 设备管理's table: state and connection in words; 停用 / 启用 and 更换密钥 named by the device.
 * 更换密钥 asks first, by keyboard too: 取消 has the focus, so Enter alone changes nothing.
 */
export const Devices: Story = {
  render: () => (
    <ConfirmProvider>
      <DeviceTable
        devices={[device(1, '脑电一号', eeg, true), device(2, '备用脉搏', ppg, false)]}
        onToggle={onToggle}
        onRotate={onRotate}
      />
    </ConfirmProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    onRotate.mockClear();
    onToggle.mockClear();
    await expect(canvas.getByText('脑电 8 ch 250 Hz')).toBeInTheDocument();
    await expect(canvas.getByText('已停用')).toBeInTheDocument();
    await expect(canvas.getByText('未连接')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '停用 脑电一号' })).toHaveFocus();
    await userEvent.tab();
    const rotate = canvas.getByRole('button', { name: '更换密钥 脑电一号' });
    await expect(rotate).toHaveFocus();

    // Enter opens the question; Enter again (on 取消) answers no.
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: '更换 脑电一号 的密钥？' });
    await expect(dialog).toHaveAccessibleDescription(/正在用它连接的网桥会被断开/);
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onRotate).not.toHaveBeenCalled();
    await waitFor(() => expect(rotate).toHaveFocus());

    // Asked again: Tab to 更换密钥 in the dialog, Enter: now the key is changed.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: '更换 脑电一号 的密钥？' });
    await waitFor(() => expect(screen.getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: '更换密钥' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onRotate).toHaveBeenCalledWith(expect.objectContaining({ id: 1 })));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rotate).toHaveFocus());

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '启用 备用脉搏' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  },
};

/** A patient's own recordings: plain sentences, one ≥ 44 px row each, nothing to press. */
export const PatientList: Story = {
  render: () => <PatientRecordingList rows={rows} />,
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(/记录了 5:00，包括脑电、脉搏波$/);
    await expect(items[1]).toHaveTextContent(/正在记录$/);
    await expect(items[0]!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** No recordings yet. */
export const PatientListEmpty: Story = {
  render: () => <PatientRecordingList rows={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有记录。')).toBeInTheDocument();
  },
};

/**
 * A recording's markers in time order, each a button that moves playback to it: found by Tab,
 * pressed with Enter (a trial's stimulus) and Space (the clinician's own marker).
 */
const onJump = fn();
export const Markers: Story = {
  render: () => (
    <MarkerList
      onJump={onJump}
      markers={[
        {
          id: 3,
          offsetMs: 14_250,
          label: 'go-no-go 1 stimulus go',
          source: 'stimulus',
          createdBy: null,
        },
        { id: 1, offsetMs: 2_000, label: 'eyes closed', source: 'manual', createdBy: '张医生' },
        {
          id: 4,
          offsetMs: 14_610,
          label: 'go-no-go 1 response space correct',
          source: 'response',
          createdBy: null,
        },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    onJump.mockClear();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '跳到 0:02：eyes closed（手动）',
      '跳到 0:14：go-no-go 1 stimulus go（训练刺激）',
      '跳到 0:14：go-no-go 1 response space correct（患者反应）',
    ]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onJump).toHaveBeenLastCalledWith(14_250);
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(onJump).toHaveBeenLastCalledWith(2_000);
    await expect(canvas.getByRole('heading', { name: '全部标记（3 个）' })).toBeVisible();
  },
};

/** A recording with no markers says so in words. */
export const NoMarkers: Story = {
  render: () => <MarkerList onJump={onJump} markers={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这次记录没有标记。')).toBeVisible();
  },
};
