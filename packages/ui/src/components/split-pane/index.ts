export { SplitPane, SplitPanePanel, SplitPaneHandle } from './split-pane';
export type { SplitPaneHandleProps } from './split-pane';
