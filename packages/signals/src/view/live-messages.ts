import type { ChannelQuality } from '@cep/contract';
import type { Locale } from '@cep/ui';

export interface LiveSignalViewMessages {
  window: string;
  seconds: (value: number) => string;
  scale: string;
  auto: string;
  microvolts: (value: number) => string;
  filterScope: string;
  allChannels: string;
  notch: string;
  bandPass: string;
  pause: string;
  resume: string;
  paused: string;
  /** The drawing's name: what, how many channels, what window, at what rate, live or paused. */
  summary: (
    label: string,
    channels: number,
    seconds: number,
    rate: number,
    paused: boolean,
  ) => string;
  quality: Record<ChannelQuality, string>;
  unmeasured: string;
  impedance: (kiloohms: number) => string;
  laneScale: (value: string, unit: string) => string;
  heartRate: string;
  bpm: (value: number) => string;
  noBeats: string;
  readings: string;
  /** One channel read out: label, quality in words, current value. */
  reading: (label: string, quality: string, value: string) => string;
  noValue: string;
  qualityChanged: (label: string, quality: string) => string;
  markers: (count: number) => string;
}

const qualityZh: Record<ChannelQuality, string> = { good: '良好', serviceable: '可用', poor: '差' };
const qualityEn: Record<ChannelQuality, string> = {
  good: 'good',
  serviceable: 'serviceable',
  poor: 'poor',
};

export const liveSignalViewMessages: Record<Locale, LiveSignalViewMessages> = {
  'zh-CN': {
    window: '时间窗',
    seconds: (value) => `${value} 秒`,
    scale: '纵向刻度',
    auto: '自动',
    microvolts: (value) => `±${value} µV`,
    filterScope: '滤波通道',
    allChannels: '全部通道',
    notch: '50 Hz 陷波',
    bandPass: '0.5–45 Hz 带通',
    pause: '暂停',
    resume: '继续',
    paused: '已暂停',
    summary: (label, channels, seconds, rate, paused) =>
      `${label}：${channels} 个通道，最近 ${seconds} 秒，采样率 ${rate} Hz${paused ? '，已暂停' : ''}`,
    quality: qualityZh,
    unmeasured: '未测阻抗',
    impedance: (k) => `${k} kΩ`,
    laneScale: (value, unit) => `±${value} ${unit}`,
    heartRate: '心率',
    bpm: (value) => `${value} 次/分`,
    noBeats: '计算中',
    readings: '各通道读数',
    reading: (label, quality, value) => `${label}：电极${quality}，当前 ${value}`,
    noValue: '暂无数据',
    qualityChanged: (label, quality) => `${label} 电极质量变为${quality}`,
    markers: (count) => `窗口内 ${count} 个标记`,
  },
  'en-US': {
    window: 'Time window',
    seconds: (value) => `${value} s`,
    scale: 'Vertical scale',
    auto: 'Auto',
    microvolts: (value) => `±${value} µV`,
    filterScope: 'Filter channel',
    allChannels: 'All channels',
    notch: '50 Hz notch',
    bandPass: '0.5–45 Hz band-pass',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Paused',
    summary: (label, channels, seconds, rate, paused) =>
      `${label}: ${channels} channels, last ${seconds} s at ${rate} Hz${paused ? ', paused' : ''}`,
    quality: qualityEn,
    unmeasured: 'impedance not measured',
    impedance: (k) => `${k} kΩ`,
    laneScale: (value, unit) => `±${value} ${unit}`,
    heartRate: 'Heart rate',
    bpm: (value) => `${value} bpm`,
    noBeats: 'calculating',
    readings: 'Channel readings',
    reading: (label, quality, value) => `${label}: electrode ${quality}, now ${value}`,
    noValue: 'no data yet',
    qualityChanged: (label, quality) => `${label} electrode quality is now ${quality}`,
    markers: (count) => `${count} markers in the window`,
  },
};
