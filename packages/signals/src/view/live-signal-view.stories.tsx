import { deviceProfileOf } from '@cep/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { LiveSignalBuffer } from './live-buffer';
import { LiveSignalView } from './live-signal-view';
import { startSyntheticFeed } from './synthetic-feed';

interface FedViewProps {
  /** The contract's wire code of the device profile (1: 8-channel EEG at 250 Hz, 20: ECG). */
  device: number;
  impedances?: number[];
  /** A marker every this many seconds. */
  markerEvery?: number;
}

/** The view fed by the synthetic feed in 100 ms blocks, as a device would. */
function FedView({ device, impedances, markerEvery }: FedViewProps) {
  const profile = deviceProfileOf(device)!;
  const [buffer] = useState(
    () =>
      new LiveSignalBuffer({
        sampleRate: profile.sampleRate,
        channelCount: profile.channels.length,
      }),
  );
  useEffect(() => {
    const stop = startSyntheticFeed(buffer, { modality: profile.modality, impedances });
    let count = 0;
    const markers =
      markerEvery === undefined
        ? undefined
        : setInterval(
            () => buffer.addMarker({ seconds: buffer.seconds, text: `M${++count}` }),
            markerEvery * 1000,
          );
    return () => {
      stop();
      clearInterval(markers);
    };
  }, [buffer, profile.modality, impedances, markerEvery]);
  return (
    <LiveSignalView
      label={profile.modality === 'eeg' ? '脑电实时波形' : '心电实时波形'}
      buffer={buffer}
      channels={profile.channels}
      modality={profile.modality}
      laneHeight={40}
    />
  );
}

const meta = {
  title: 'Signals/LiveSignalView',
  component: FedView,
  args: { device: 1, impedances: [8, 12, 35, 60, 9, 15, 18, 11] },
} satisfies Meta<typeof FedView>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawnFrames = (element: HTMLElement) => Number(element.dataset.drawnFrames ?? 0);

/**
 * 8 channels of EEG live, driven by keyboard alone: the window, the scale, the notch for all
 * channels, then a pause that holds the drawing still.
 */
export const EegByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const drawing = canvas.getByRole('img', { name: /^脑电实时波形：8 个通道/ });
    // It draws, frame after frame.
    await waitFor(() => expect(drawnFrames(drawing)).toBeGreaterThan(5));
    const lanes = canvas.getByRole('list', { name: '脑电实时波形' });
    await expect(lanes.querySelectorAll('li')).toHaveLength(8);
    // Quality in words (and colour): 8 kΩ good, 35 kΩ serviceable, 60 kΩ poor.
    await waitFor(() =>
      expect(canvas.getByText(/^可用/)).toHaveAttribute('data-quality', 'serviceable'),
    );
    await expect(canvas.getByText(/^差/)).toHaveAttribute('data-quality', 'poor');

    // Window: 10 s → 3 s.
    const windowSelect = canvas.getByRole('combobox', { name: '时间窗' });
    windowSelect.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: '10 秒' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('option', { name: '3 秒' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(windowSelect).toHaveTextContent('3 秒');
    await waitFor(() => expect(drawing.getAttribute('aria-label')).toMatch(/最近 3 秒/));

    // Scale: Auto → ±50 µV on every lane.
    await userEvent.tab();
    const scaleSelect = canvas.getByRole('combobox', { name: '纵向刻度' });
    await expect(scaleSelect).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: '自动' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(scaleSelect).toHaveTextContent('±50 µV');
    await waitFor(() => expect(within(lanes).getAllByText('±50 µV')).toHaveLength(8));

    // Filters: the notch off for all channels, by Space.
    const notch = canvas.getByRole('switch', { name: /50 Hz 陷波/ });
    await expect(notch).toHaveAttribute('aria-checked', 'true');
    notch.focus();
    await userEvent.keyboard(' ');
    await expect(notch).toHaveAttribute('aria-checked', 'false');
    const bandPass = canvas.getByRole('switch', { name: /带通/ });
    await expect(bandPass).toHaveAttribute('aria-checked', 'true');

    // Pause: the drawing says so and stops changing; Enter again resumes.
    const pause = canvas.getByRole('button', { name: '暂停' });
    pause.focus();
    await userEvent.keyboard('{Enter}');
    const resume = canvas.getByRole('button', { name: '继续' });
    await expect(resume).toHaveAttribute('aria-pressed', 'true');
    await expect(drawing.getAttribute('aria-label')).toMatch(/已暂停$/);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const held = drawnFrames(drawing);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(drawnFrames(drawing)).toBe(held);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '暂停' })).toHaveFocus();
    await waitFor(() => expect(drawnFrames(drawing)).toBeGreaterThan(held));
  },
};

/** One channel's filters apart from the others: choose the channel, then switch. */
export const FilterOneChannel: Story = {
  play: async ({ canvas, userEvent }) => {
    const scope = canvas.getByRole('combobox', { name: '滤波通道' });
    scope.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: '全部通道' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}'); // Fp2
    await expect(scope).toHaveTextContent('Fp2');
    const bandPass = canvas.getByRole('switch', { name: /带通/ });
    bandPass.focus();
    await userEvent.keyboard(' ');
    await expect(bandPass).toHaveAttribute('aria-checked', 'false');
    // Back to all channels: Fp1 still has its band-pass.
    scope.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Fp2' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    await expect(scope).toHaveTextContent('全部通道');
    await expect(canvas.getByRole('switch', { name: /带通/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  },
};

/**
 * Screen readers: every channel read out (quality and current value) in a list refreshed every
 * few seconds rather than every frame; markers in the window are counted.
 */
export const TextAlternative: Story = {
  args: { markerEvery: 1 },
  play: async ({ canvas }) => {
    const readings = canvas.getByTestId('channel-readings');
    // The first reading may come before the device's first block; the next one 5 s later.
    await waitFor(
      () =>
        expect(readings.querySelectorAll('li')[0]).toHaveTextContent(
          /^Fp1：电极良好，当前 -?[\d.]+(e-?\d+)? µV$/,
        ),
      { timeout: 7000 },
    );
    await expect(readings.querySelectorAll('li')).toHaveLength(8);
    await expect(readings.querySelectorAll('li')[3]).toHaveTextContent(/^C4：电极差/);
    const drawing = canvas.getByRole('img', { name: /^脑电实时波形/ });
    await waitFor(() => expect(drawing).toHaveAccessibleDescription(/^窗口内 [1-9]\d* 个标记$/), {
      timeout: 4000,
    });
  },
};

/** ECG: the heart rate from the R peaks of the last 10 s (the synthetic heart beats at 72). */
export const EcgHeartRate: Story = {
  args: { device: 20, impedances: [10] },
  play: async ({ canvas }) => {
    await waitFor(
      () => {
        const text = canvas.getByTestId('heart-rate').textContent ?? '';
        const bpm = Number(/(\d+) 次\/分/.exec(text)?.[1]);
        expect(bpm).toBeGreaterThanOrEqual(66);
        expect(bpm).toBeLessThanOrEqual(78);
      },
      { timeout: 8000 },
    );
    await expect(canvas.getByText('±', { exact: false })).toHaveTextContent(/mV$/);
  },
};
