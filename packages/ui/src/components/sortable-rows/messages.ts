import type { Locale } from '../../i18n';
import type { SortableOrderMessages } from '../sortable-list/use-sortable-order';

export interface SortableRowsMessages extends SortableOrderMessages {
  /** The handle column's header. */
  column: string;
  /** The handle's name: "移动 第 3 行：标题". */
  handle: (row: string) => string;
  roleDescription: string;
}

export const sortableRowsMessages: Record<Locale, SortableRowsMessages> = {
  'zh-CN': {
    instructions:
      '按空格键或回车键拿起这一行，用上下方向键移动到新的位置，再按空格键放下；按 Esc 键取消。',
    picked: (row, position, count) => `已拿起 ${row}，第 ${position} 行，共 ${count} 行。`,
    over: (row, position, count) => `${row} 移到第 ${position} 行，共 ${count} 行。`,
    dropped: (row, position, count) => `${row} 已放到第 ${position} 行，共 ${count} 行。`,
    cancelled: (row, position) => `已取消移动，${row} 回到第 ${position} 行。`,
    column: '拖动',
    handle: (row) => `移动 ${row}`,
    roleDescription: '可拖动的行',
  },
  'en-US': {
    instructions:
      'Press Space or Enter to pick up this row, the up and down arrow keys to move it, Space to drop; Escape cancels.',
    picked: (row, position, count) => `Picked up ${row}, row ${position} of ${count}.`,
    over: (row, position, count) => `${row} moved to row ${position} of ${count}.`,
    dropped: (row, position, count) => `${row} dropped at row ${position} of ${count}.`,
    cancelled: (row, position) => `Move cancelled; ${row} is back at row ${position}.`,
    column: 'Drag',
    handle: (row) => `Move ${row}`,
    roleDescription: 'draggable row',
  },
};
