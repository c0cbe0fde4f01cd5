import { impedanceLimits, type ChannelQuality } from '@cep/contract';

/** An electrode's quality from its impedance: < 20 kΩ good, ≤ 50 kΩ serviceable, else poor. */
export function channelQualityOf(kiloohms: number): ChannelQuality {
  if (!Number.isFinite(kiloohms) || kiloohms < 0) return 'poor';
  if (kiloohms < impedanceLimits.good) return 'good';
  if (kiloohms <= impedanceLimits.serviceable) return 'serviceable';
  return 'poor';
}
