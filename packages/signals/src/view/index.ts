export { SignalView } from './signal-view';
export type { SignalViewChannel, SignalViewProps } from './signal-view';
export { signalViewMessages, type SignalViewMessages } from './messages';
export { drawLanes, laneScale, type LaneColours } from './draw-lanes';
export {
  LiveSignalView,
  liveScales,
  liveWindows,
  type LiveChannel,
  type LiveScale,
  type LiveSignalViewProps,
  type LiveWindow,
} from './live-signal-view';
export { liveSignalViewMessages, type LiveSignalViewMessages } from './live-messages';
export {
  LiveSignalBuffer,
  type LiveFilter,
  type LiveMarker,
  type LiveSignalBufferOptions,
} from './live-buffer';
export {
  drawLive,
  rasterLanes,
  packColour,
  tickStep,
  AXIS_HEIGHT,
  type LiveDrawing,
} from './draw-live';
export { startSyntheticFeed, type SyntheticFeedOptions } from './synthetic-feed';
export { SpectrumPanel, type SpectrumChannel, type SpectrumPanelProps } from './spectrum-panel';
export { spectrumPanelMessages, type SpectrumPanelMessages } from './spectrum-messages';
