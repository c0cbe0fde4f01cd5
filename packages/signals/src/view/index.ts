export { SignalView } from './signal-view';
export type { SignalViewChannel, SignalViewProps } from './signal-view';
export { signalViewMessages, type SignalViewMessages } from './messages';
export { drawLanes, laneScale, type LaneColours } from './draw-lanes';
