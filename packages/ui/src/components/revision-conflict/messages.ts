import type { Locale } from '../../i18n';

export interface RevisionConflictMessages {
  title: string;
  description: string;
  reload: string;
  review: string;
  comparison: string;
  field: string;
  mine: string;
  theirs: string;
  same: string;
  keepMine: string;
  keepMineHint: string;
  empty: string;
}

export const revisionConflictMessages: Record<Locale, RevisionConflictMessages> = {
  'zh-CN': {
    title: '已被他人修改',
    description: '你打开之后，这条记录已被他人保存，你的修改尚未保存。你输入的内容仍保留在表单中。',
    reload: '读取最新版本（放弃我的修改）',
    review: '对比两个版本',
    comparison: '我的修改与最新版本的对比',
    field: '项目',
    mine: '我的修改',
    theirs: '最新版本',
    same: '相同',
    keepMine: '保留我的修改',
    keepMineHint: '保留我的修改后再点“保存”，将以你的内容替换最新版本。',
    empty: '两个版本的内容相同。',
  },
  'en-US': {
    title: 'Changed by someone else',
    description:
      'Someone else saved this record after you opened it, so your changes were not saved. What you typed is still in the form.',
    reload: 'Load the latest version (discard my changes)',
    review: 'Compare both versions',
    comparison: 'My changes compared with the latest version',
    field: 'Field',
    mine: 'My changes',
    theirs: 'Latest version',
    same: 'Same',
    keepMine: 'Keep my changes',
    keepMineHint:
      'After keeping your changes, press “Save” to replace the latest version with them.',
    empty: 'Both versions have the same content.',
  },
};
