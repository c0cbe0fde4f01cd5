import type { ChannelQuality } from '@cep/contract';
import type { Locale } from '@cep/ui';

export interface SignalViewMessages {
  /** The drawing's name: what it shows, how many channels, how long, at what rate. */
  summary: (label: string, channels: number, seconds: number, sampleRate: number) => string;
  quality: Record<ChannelQuality, string>;
  /** The vertical scale of one lane. */
  scale: (value: string, unit: string) => string;
  noData: (label: string) => string;
}

export const signalViewMessages: Record<Locale, SignalViewMessages> = {
  'zh-CN': {
    summary: (label, channels, seconds, rate) =>
      `${label}：${channels} 个通道，最近 ${seconds} 秒，采样率 ${rate} Hz`,
    quality: { good: '良好', serviceable: '可用', poor: '差' },
    scale: (value, unit) => `刻度 ±${value} ${unit}`,
    noData: (label) => `${label}：暂无数据`,
  },
  'en-US': {
    summary: (label, channels, seconds, rate) =>
      `${label}: ${channels} channels, last ${seconds} s at ${rate} Hz`,
    quality: { good: 'good', serviceable: 'serviceable', poor: 'poor' },
    scale: (value, unit) => `Scale ±${value} ${unit}`,
    noData: (label) => `${label}: no data yet`,
  },
};
