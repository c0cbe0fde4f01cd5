export { Watermark } from './watermark';
export type { WatermarkProps } from './watermark';
