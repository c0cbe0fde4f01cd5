import { deviceProfiles } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { createChannelFilter, defaultEegFilter } from '../filters/channel-filter';
import { syntheticEeg } from '../synthetic/eeg';
import { SpectrumPanel, type SpectrumChannel } from './spectrum-panel';

const profile = deviceProfiles.find((p) => p.key === 'eeg-8-250')!;
const raw = syntheticEeg({ sampleRate: 250, seconds: 8, channels: 8, mainsUv: 15, seed: 5 });
const eeg: SpectrumChannel[] = profile.channels.map((channel, c) => ({
  label: channel.label,
  samples: createChannelFilter({ sampleRate: 250, ...defaultEegFilter }).process(raw[c]!),
}));
// A channel of known content: 6 Hz of 20 µV (theta, 200 µV²) over 10 Hz of 10 µV (alpha, 50 µV²).
const tones: SpectrumChannel = {
  label: 'Cz',
  samples: Float64Array.from(
    { length: 250 * 8 },
    (_, i) =>
      20 * Math.sin((2 * Math.PI * 6 * i) / 250) + 10 * Math.sin((2 * Math.PI * 10 * i) / 250),
  ),
};

const meta = {
  title: 'Signals/SpectrumPanel',
  component: SpectrumPanel,
  args: { label: '频谱与频段功率', sampleRate: 250, channels: [...eeg, tones] },
  decorators: [
    (Story) => (
      <div className="w-[min(36rem,100%)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpectrumPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Synthetic resting EEG (alpha over the occipital channels) and a channel of two known tones: the
 * table gives every channel's band powers, the drawing the chosen channel's spectrum; the channel
 * is picked with the keyboard.
 */
export const RestingEeg: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /频谱与频段功率：各通道频段功率/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 9);
    // The occipital channel's strongest band is alpha, named in words, not by colour alone.
    const o1 = within(table).getByRole('row', { name: /^O1/ });
    await expect(o1.querySelector('[data-strongest]')).toHaveAttribute('data-band', 'alpha');
    await expect(within(o1).getByText('最强')).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: /^Fp1 的功率谱：峰值 [\d.]+ Hz/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText(/Welch 法：最近 8 秒，汉宁窗，50% 重叠，平均 7 段/),
    ).toBeInTheDocument();

    // Keyboard: focus the channel picker and move to the last channel (Cz).
    const picker = canvas.getByRole('combobox', { name: '频谱通道' });
    await userEvent.tab();
    await expect(picker).toHaveFocus();
    await userEvent.keyboard('{End}');
    await userEvent.selectOptions(picker, 'Cz');
    await expect(
      canvas.getByRole('img', { name: 'Cz 的功率谱：峰值 5.9 Hz，θ 西塔 频段占 80%' }),
    ).toBeInTheDocument();
    const cz = within(table).getByRole('row', { name: /^Cz/ });
    await expect(within(cz).getByText(/^200（80%）/)).toBeInTheDocument();
    await expect(within(cz).getByText(/^50\.0（20%）/)).toBeInTheDocument();
  },
};

/** Under a second of data: the panel says so instead of drawing a spectrum of nothing. */
export const TooShort: Story = {
  args: { channels: [{ label: 'Fp1', samples: new Float64Array(100) }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '频谱与频段功率：数据不足，至少需要 1 秒',
    );
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Spectrum channel' })).toBeInTheDocument();
    await expect(canvas.getByText(/Welch: last 8 s, Hann window/)).toBeInTheDocument();
  },
};
