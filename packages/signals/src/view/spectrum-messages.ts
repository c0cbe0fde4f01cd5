import type { Locale } from '@cep/ui';
import type { EegBand } from '../features/band-power';

export interface SpectrumPanelMessages {
  /** The channel whose spectrum is drawn. */
  channel: string;
  channelColumn: string;
  /** Greek letter and name of each band, with its range. */
  band: Record<EegBand, { short: string; name: string }>;
  range: (low: number, high: number) => string;
  /** What the drawing shows, for screen readers. */
  plotSummary: (channel: string, peak: string, dominant: string, share: number) => string;
  noPeak: string;
  /** How the spectrum was made: Welch, segments, resolution. */
  method: (seconds: number, segments: number, resolution: number) => string;
  tableCaption: (label: string, unit: string) => string;
  /** A band's absolute power with its share of the 0.5–45 Hz total. */
  cell: (power: string, share: number) => string;
  dominantMark: string;
  frequencyAxis: string;
  densityAxis: (unit: string) => string;
  tooShort: (label: string) => string;
}

export const spectrumPanelMessages: Record<Locale, SpectrumPanelMessages> = {
  'zh-CN': {
    channel: '频谱通道',
    channelColumn: '通道',
    band: {
      delta: { short: 'δ', name: 'δ 德尔塔' },
      theta: { short: 'θ', name: 'θ 西塔' },
      alpha: { short: 'α', name: 'α 阿尔法' },
      beta: { short: 'β', name: 'β 贝塔' },
      gamma: { short: 'γ', name: 'γ 伽马' },
    },
    range: (low, high) => `${low}–${high} Hz`,
    plotSummary: (channel, peak, dominant, share) =>
      `${channel} 的功率谱：峰值 ${peak}，${dominant} 频段占 ${share}%`,
    noPeak: '无峰值',
    method: (seconds, segments, resolution) =>
      `Welch 法：最近 ${seconds} 秒，汉宁窗，50% 重叠，平均 ${segments} 段，分辨率 ${resolution} Hz`,
    tableCaption: (label, unit) => `${label}：各通道频段功率（${unit}²，括号内为占比）`,
    cell: (power, share) => `${power}（${share}%）`,
    dominantMark: '最强',
    frequencyAxis: '频率 (Hz)',
    densityAxis: (unit) => `功率谱密度 (dB ${unit}²/Hz)`,
    tooShort: (label) => `${label}：数据不足，至少需要 1 秒`,
  },
  'en-US': {
    channel: 'Spectrum channel',
    channelColumn: 'Channel',
    band: {
      delta: { short: 'δ', name: 'δ delta' },
      theta: { short: 'θ', name: 'θ theta' },
      alpha: { short: 'α', name: 'α alpha' },
      beta: { short: 'β', name: 'β beta' },
      gamma: { short: 'γ', name: 'γ gamma' },
    },
    range: (low, high) => `${low}–${high} Hz`,
    plotSummary: (channel, peak, dominant, share) =>
      `Power spectrum of ${channel}: peak ${peak}, ${dominant} holds ${share}%`,
    noPeak: 'no peak',
    method: (seconds, segments, resolution) =>
      `Welch: last ${seconds} s, Hann window, 50% overlap, ${segments} segments averaged, ${resolution} Hz resolution`,
    tableCaption: (label, unit) => `${label}: band power per channel (${unit}², share in brackets)`,
    cell: (power, share) => `${power} (${share}%)`,
    dominantMark: 'strongest',
    frequencyAxis: 'Frequency (Hz)',
    densityAxis: (unit) => `Power spectral density (dB ${unit}²/Hz)`,
    tooShort: (label) => `${label}: not enough data, at least 1 s is needed`,
  },
};
