import type { Locale } from '../../i18n';

export interface DragBoardMessages {
  /** Read once when an item gets focus: how to move it by keyboard. */
  instructions: string;
  picked: (item: string, list: string, position: number) => string;
  over: (item: string, list: string, position: number) => string;
  dropped: (item: string, list: string, position: number) => string;
  cancelled: (item: string, list: string, position: number) => string;
  count: (n: number) => string;
  roleDescription: string;
  empty: string;
}

export const dragBoardMessages: Record<Locale, DragBoardMessages> = {
  'zh-CN': {
    instructions:
      '按空格键或回车键拿起。拿起后用方向键移动到别的位置或别的列表，再按空格键放下；按 Esc 键取消。',
    picked: (item, list, position) => `已拿起 ${item}，在“${list}”第 ${position} 项。`,
    over: (item, list, position) => `${item} 移到“${list}”第 ${position} 项。`,
    dropped: (item, list, position) => `${item} 已放到“${list}”第 ${position} 项。`,
    cancelled: (item, list, position) => `已取消移动，${item} 回到“${list}”第 ${position} 项。`,
    count: (n) => `${n} 项`,
    roleDescription: '可拖动项',
    empty: '拖到这里',
  },
  'en-US': {
    instructions:
      'Press Space or Enter to pick up. Then use the arrow keys to move it within this list or to another, Space to drop, Escape to cancel.',
    picked: (item, list, position) => `Picked up ${item}, item ${position} in “${list}”.`,
    over: (item, list, position) => `${item} moved to item ${position} in “${list}”.`,
    dropped: (item, list, position) => `${item} dropped at item ${position} in “${list}”.`,
    cancelled: (item, list, position) =>
      `Move cancelled; ${item} is back at item ${position} in “${list}”.`,
    count: (n) => (n === 1 ? '1 item' : `${n} items`),
    roleDescription: 'draggable item',
    empty: 'Drop here',
  },
};
