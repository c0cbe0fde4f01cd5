import type { ArticleStatus } from '@cep/contract';
import type { Locale } from '@cep/ui';

interface TableMessages {
  caption: string;
  loadFailed: string;
  noArticles: string;
  columns: {
    id: string;
    title: string;
    author: string;
    reviewer: string;
    importance: string;
    type: string;
    status: string;
    pageviews: string;
    displayTime: string;
    remark: string;
    actions: string;
  };
  /** "重要性 2 / 3", read out where the stars are drawn. */
  importanceOf: (stars: number) => string;
  filters: {
    label: string;
    title: string;
    author: string;
    importance: string;
    type: string;
    status: string;
    /** The status filter's "no filter": drafts and published, not deleted. */
    notDeleted: string;
    all: string;
    search: string;
    reset: string;
  };
  dynamic: {
    title: string;
    intro: string;
    chooser: string;
    chooserHint: string;
    order: string;
    reset: string;
    shownCount: (shown: number, all: number) => string;
  };
  drag: {
    title: string;
    intro: string;
    saved: (title: string, position: number) => string;
    saving: string;
  };
  inline: {
    title: string;
    intro: string;
    titleOf: (title: string) => string;
    importanceOf: (title: string) => string;
    saved: (title: string) => string;
    importanceRule: string;
  };
  complex: {
    title: string;
    intro: string;
    add: string;
    rowActions: (title: string) => string;
    edit: (title: string) => string;
    actions: { publish: string; draft: string; delete: string; restore: string };
    confirm: Record<'publish' | 'draft' | 'delete' | 'restore', (title: string) => string>;
    done: Record<'publish' | 'draft' | 'delete' | 'restore', (title: string) => string>;
    created: (title: string) => string;
    updated: (title: string) => string;
  };
  form: {
    createTitle: string;
    createDescription: string;
    editTitle: string;
    editDescription: string;
    title: string;
    author: string;
    reviewer: string;
    reviewerHint: string;
    type: string;
    importance: string;
    displayTime: string;
    displayTimeHint: string;
    status: string;
    statusDraft: string;
    statusPublished: string;
    remark: string;
    chooseType: string;
  };
}

export const tableMessages: Record<Locale, TableMessages> = {
  'zh-CN': {
    caption: '文章列表',
    loadFailed: '文章列表没能加载，请重试。',
    noArticles: '还没有文章',
    columns: {
      id: '编号',
      title: '标题',
      author: '作者',
      reviewer: '审核人',
      importance: '重要性',
      type: '类型',
      status: '状态',
      pageviews: '阅读数',
      displayTime: '发布时间',
      remark: '备注',
      actions: '操作',
    },
    importanceOf: (stars) => `重要性 ${stars} / 3`,
    filters: {
      label: '筛选文章',
      title: '标题',
      author: '作者',
      importance: '重要性',
      type: '类型',
      status: '状态',
      notDeleted: '草稿和已发布',
      all: '全部',
      search: '搜索',
      reset: '重置',
    },
    dynamic: {
      title: '动态表格',
      intro:
        '勾选要显示的列，拖动或用键盘调整列的顺序；重新勾选的列回到它原来的位置。设置保存在这台电脑上。',
      chooser: '显示哪些列',
      chooserHint: '拖动手柄，或把焦点放在手柄上按空格键拿起、上下方向键移动、再按空格键放下。',
      order: '列的顺序',
      reset: '恢复默认列',
      shownCount: (shown, all) => `显示 ${shown} / ${all} 列`,
    },
    drag: {
      title: '拖拽表格',
      intro:
        '文章按展示顺序排列。拖动行首的手柄，或用键盘（空格键拿起、上下方向键移动、空格键放下）调整本页的顺序，松开后保存到服务器。',
      saved: (title, position) => `已保存顺序：“${title}”排在本页第 ${position} 行`,
      saving: '正在保存顺序…',
    },
    inline: {
      title: '表格内编辑',
      intro:
        '点击单元格旁的编辑按钮直接修改标题或重要性：回车保存，Esc 或“取消”恢复原来的值；不合格的值不会保存。',
      titleOf: (title) => `标题：${title}`,
      importanceOf: (title) => `重要性：${title}`,
      saved: (title) => `已保存“${title}”`,
      importanceRule: '重要性只能是1、2或3',
    },
    complex: {
      title: '综合表格',
      intro:
        '按标题、重要性、类型和状态筛选，按编号、发布时间、重要性或阅读数排序，在服务器上分页；可新增、编辑、发布或删除文章，并导出筛选出的文章。',
      add: '新增文章',
      rowActions: (title) => `“${title}”的状态操作`,
      edit: (title) => `编辑：${title}`,
      actions: { publish: '发布', draft: '改为草稿', delete: '删除', restore: '恢复为草稿' },
      confirm: {
        publish: (title) => `确定发布文章“${title}”吗？`,
        draft: (title) => `确定把文章“${title}”改回草稿吗？读者将看不到它。`,
        delete: (title) => `确定删除文章“${title}”吗？删除后可在“已删除”中恢复。`,
        restore: (title) => `确定把文章“${title}”恢复为草稿吗？`,
      },
      done: {
        publish: (title) => `已发布“${title}”`,
        draft: (title) => `已把“${title}”改为草稿`,
        delete: (title) => `已删除“${title}”`,
        restore: (title) => `已恢复“${title}”`,
      },
      created: (title) => `已新增文章“${title}”`,
      updated: (title) => `已保存文章“${title}”`,
    },
    form: {
      createTitle: '新增文章',
      createDescription: '新文章排在拖拽表格的最后。带 * 的是必填项。',
      editTitle: '编辑文章',
      editDescription: '状态在表格的操作菜单中修改。带 * 的是必填项。',
      title: '标题',
      author: '作者',
      reviewer: '审核人',
      reviewerHint: '还没有审核时留空',
      type: '类型',
      importance: '重要性',
      displayTime: '发布时间',
      displayTimeHint: '读者看到的发布日期和时间',
      status: '状态',
      statusDraft: '存为草稿',
      statusPublished: '直接发布',
      remark: '备注',
      chooseType: '请选择类型',
    },
  },
  'en-US': {
    caption: 'Articles',
    loadFailed: 'The articles could not load. Try again.',
    noArticles: 'No articles yet',
    columns: {
      id: 'ID',
      title: 'Title',
      author: 'Author',
      reviewer: 'Reviewer',
      importance: 'Importance',
      type: 'Type',
      status: 'Status',
      pageviews: 'Pageviews',
      displayTime: 'Display time',
      remark: 'Remark',
      actions: 'Actions',
    },
    importanceOf: (stars) => `Importance ${stars} of 3`,
    filters: {
      label: 'Filter articles',
      title: 'Title',
      author: 'Author',
      importance: 'Importance',
      type: 'Type',
      status: 'Status',
      notDeleted: 'Drafts and published',
      all: 'All',
      search: 'Search',
      reset: 'Reset',
    },
    dynamic: {
      title: 'Dynamic Table',
      intro:
        'Tick the columns to show and drag (or use the keyboard) to change their order; a column ticked again goes back to its place. The choice is kept on this computer.',
      chooser: 'Columns to show',
      chooserHint:
        'Drag a handle, or focus it and press Space to pick up, the up and down arrows to move, Space to drop.',
      order: 'Column order',
      reset: 'Default columns',
      shownCount: (shown, all) => `${shown} of ${all} columns shown`,
    },
    drag: {
      title: 'Drag Table',
      intro:
        'Articles in their display order. Drag a row by its handle, or use the keyboard (Space to pick up, the up and down arrows to move, Space to drop) to change the order of this page; it is saved on the server when dropped.',
      saved: (title, position) => `Order saved: “${title}” is row ${position} of this page`,
      saving: 'Saving the order…',
    },
    inline: {
      title: 'Inline Edit',
      intro:
        'Change a title or the importance in its cell with the edit button beside it: Enter saves, Escape or Cancel puts the old value back; a value that breaks the rules is not saved.',
      titleOf: (title) => `Title: ${title}`,
      importanceOf: (title) => `Importance: ${title}`,
      saved: (title) => `Saved “${title}”`,
      importanceRule: 'Importance must be 1, 2 or 3',
    },
    complex: {
      title: 'Complex Table',
      intro:
        'Filter by title, importance, type and status, sort by ID, display time, importance or pageviews, with paging on the server; add, edit, publish or delete articles and export what the filters select.',
      add: 'New article',
      rowActions: (title) => `Status actions for “${title}”`,
      edit: (title) => `Edit: ${title}`,
      actions: {
        publish: 'Publish',
        draft: 'Back to draft',
        delete: 'Delete',
        restore: 'Restore as draft',
      },
      confirm: {
        publish: (title) => `Publish “${title}”?`,
        draft: (title) => `Turn “${title}” back into a draft? Readers will no longer see it.`,
        delete: (title) => `Delete “${title}”? It can be restored from “Deleted”.`,
        restore: (title) => `Restore “${title}” as a draft?`,
      },
      done: {
        publish: (title) => `Published “${title}”`,
        draft: (title) => `“${title}” is a draft again`,
        delete: (title) => `Deleted “${title}”`,
        restore: (title) => `Restored “${title}”`,
      },
      created: (title) => `Added “${title}”`,
      updated: (title) => `Saved “${title}”`,
    },
    form: {
      createTitle: 'New article',
      createDescription: 'A new article goes last in the drag table. Fields marked * are required.',
      editTitle: 'Edit article',
      editDescription:
        'The status is changed from the row’s action menu. Fields marked * are required.',
      title: 'Title',
      author: 'Author',
      reviewer: 'Reviewer',
      reviewerHint: 'Leave empty until it is reviewed',
      type: 'Type',
      importance: 'Importance',
      displayTime: 'Display time',
      displayTimeHint: 'The date and time readers see',
      status: 'Status',
      statusDraft: 'Save as draft',
      statusPublished: 'Publish now',
      remark: 'Remark',
      chooseType: 'Choose a type',
    },
  },
};

/** Which status change each action makes. */
export const statusOfAction: Record<'publish' | 'draft' | 'delete' | 'restore', ArticleStatus> = {
  publish: 'published',
  draft: 'draft',
  delete: 'deleted',
  restore: 'draft',
};
