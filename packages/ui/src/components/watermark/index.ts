export { Watermark } from './watermark';
export type { WatermarkProps } from './watermark';
export { formatWatermarkTime } from './format-time';
