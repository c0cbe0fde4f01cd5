export { DragBoard } from './drag-board';
export type { DragBoardListSpec, DragBoardProps } from './drag-board';
export { moveItem } from './move-item';
export type { DragBoardValue } from './move-item';
