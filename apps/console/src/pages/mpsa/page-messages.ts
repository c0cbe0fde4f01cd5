import type { Locale } from '@cep/ui';

/**
 * The words of /MPSA's frame (its title and tabs), apart from messages.ts: the page's first load
 * takes these, and the tabs' many words load with the tabs (issue 33's budget).
 */
export const mpsaPageMessages: Record<
  Locale,
  {
    title: string;
    tabsLabel: string;
    tabs: { live: string; recordings: string; devices: string };
  }
> = {
  'zh-CN': {
    title: '多模态生理信号采集',
    tabsLabel: '生理信号采集',
    tabs: { live: '实时采集', recordings: '记录与回放', devices: '设备管理' },
  },
  'en-US': {
    title: 'Multimodal Signal Acquisition',
    tabsLabel: 'Signal acquisition',
    tabs: { live: 'Live', recordings: 'Recordings', devices: 'Devices' },
  },
};
