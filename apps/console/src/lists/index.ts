export { listQueryOf, exportQueryOf, type ListQuery } from './list-query';
export { tableFeed, useListPage, type ListPageResult } from './use-list-page';
export { ExportMenu, type ExportMenuProps } from './export-menu';
export { saveFile } from './download';
export { listMessages } from './messages';
export { ListPageFrame } from './list-page-frame';
