import type { Locale } from '../../i18n';
import type { SortableOrderMessages } from './use-sortable-order';

export interface SortableListMessages extends SortableOrderMessages {
  /** The handle's name: "移动 标题". */
  handle: (item: string) => string;
  roleDescription: string;
}

export const sortableListMessages: Record<Locale, SortableListMessages> = {
  'zh-CN': {
    instructions:
      '按空格键或回车键拿起，用上下方向键移动到新的位置，再按空格键放下；按 Esc 键取消。',
    picked: (item, position, count) => `已拿起 ${item}，第 ${position} 项，共 ${count} 项。`,
    over: (item, position, count) => `${item} 移到第 ${position} 项，共 ${count} 项。`,
    dropped: (item, position, count) => `${item} 已放到第 ${position} 项，共 ${count} 项。`,
    cancelled: (item, position) => `已取消移动，${item} 回到第 ${position} 项。`,
    handle: (item) => `移动 ${item}`,
    roleDescription: '可排序项',
  },
  'en-US': {
    instructions:
      'Press Space or Enter to pick up, the up and down arrow keys to move it, Space to drop; Escape cancels.',
    picked: (item, position, count) => `Picked up ${item}, item ${position} of ${count}.`,
    over: (item, position, count) => `${item} moved to item ${position} of ${count}.`,
    dropped: (item, position, count) => `${item} dropped at item ${position} of ${count}.`,
    cancelled: (item, position) => `Move cancelled; ${item} is back at item ${position}.`,
    handle: (item) => `Move ${item}`,
    roleDescription: 'sortable item',
  },
};
