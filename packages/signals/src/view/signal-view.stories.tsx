import { deviceProfiles } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createChannelFilter, defaultEegFilter } from '../filters/channel-filter';
import { syntheticEeg } from '../synthetic/eeg';
import { SignalView, type SignalViewChannel } from './signal-view';

const profile = deviceProfiles.find((p) => p.key === 'eeg-8-250')!;
const raw = syntheticEeg({
  sampleRate: 250,
  seconds: 10,
  channels: 8,
  mainsUv: 15,
  blinks: [3.2, 7.5],
  seed: 11,
});
const qualities = ['good', 'good', 'serviceable', 'good', 'good', 'poor', 'good', 'good'] as const;
const eeg: SignalViewChannel[] = profile.channels.map((channel, c) => ({
  label: channel.label,
  unit: 'µV',
  samples: createChannelFilter({ sampleRate: 250, ...defaultEegFilter }).process(raw[c]!),
  quality: qualities[c],
}));

const meta = {
  title: 'Signals/SignalView',
  component: SignalView,
  args: { label: '脑电实时波形', sampleRate: 250, channels: eeg, scale: 100 },
  decorators: [
    (Story) => (
      <div className="w-[min(48rem,100%)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignalView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the canvas has any painted pixel. */
function painted(canvas: HTMLCanvasElement): boolean {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
  return false;
}

/** 8 channels of filtered synthetic EEG (alpha, two blinks; the 50 Hz hum removed by the notch). */
export const Eeg: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', {
      name: '脑电实时波形：8 个通道，最近 10 秒，采样率 250 Hz',
    });
    await waitFor(() => expect(painted(image as HTMLCanvasElement)).toBe(true));
    const lanes = canvas.getByRole('list', { name: '脑电实时波形' });
    await expect(lanes.querySelectorAll('li')).toHaveLength(8);
    await expect(canvas.getByText('Fp1')).toBeInTheDocument();
    await expect(canvas.getAllByText(/^刻度 ±100 µV/)).toHaveLength(8);
    await expect(canvas.getByText('差')).toHaveAttribute('data-quality', 'poor');
  },
};

/** No samples yet: the drawing says so and stays blank. */
export const Empty: Story = {
  args: { channels: [] },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '脑电实时波形：暂无数据' });
    await expect(painted(image as HTMLCanvasElement)).toBe(false);
  },
};

/** Auto scale fits each lane to its own peak (ECG in mV next to EEG in µV). */
export const AutoScale: Story = {
  args: {
    label: 'ECG',
    channels: [
      {
        label: 'ECG',
        unit: 'mV',
        samples: Float64Array.from({ length: 2500 }, (_, i) => (i % 200 === 0 ? 1.5 : 0)),
      },
    ],
    scale: 'auto',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('刻度 ±1.5 mV')).toBeInTheDocument();
  },
};
