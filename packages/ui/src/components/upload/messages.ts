import type { Locale } from '../../i18n';

export interface UploadCatalog {
  /** Visible text and accessible name of the drop zone. */
  label: string;
  /** The drop zone's text while a file is dragged over it. */
  dropHere: string;
  /** Default message for a file of the wrong type; `{accept}` is the list of extensions. */
  type: string;
  /** Default message for a file over the limit (`maxSizeInclusive`); `{size}` is the limit. */
  size: string;
  /** Default message for a file not under the limit (the default, exclusive rule). */
  sizeUnder: string;
  /** Alt text of the image preview; `{name}` is the file name. */
  previewAlt: string;
  /** Names the chosen file; `{name}` is the file name. */
  selected: string;
  /** Label of the progress bar while the caller uploads. */
  progress: string;
}

export const uploadMessages: Record<Locale, UploadCatalog> = {
  'zh-CN': {
    label: '点击或拖拽文件到此处上传',
    dropHere: '松开鼠标即可上传',
    type: '只能上传 {accept} 文件',
    size: '文件大小不能超过 {size}',
    sizeUnder: '文件大小须小于 {size}',
    previewAlt: '已选图片预览：{name}',
    selected: '已选择：{name}',
    progress: '上传进度',
  },
  'en-US': {
    label: 'Click or drag a file here to upload',
    dropHere: 'Release to upload',
    type: 'Only {accept} files can be uploaded',
    size: 'The file must not exceed {size}',
    sizeUnder: 'The file must be smaller than {size}',
    previewAlt: 'Preview of the chosen image: {name}',
    selected: 'Chosen: {name}',
    progress: 'Upload progress',
  },
};
