import { z } from 'zod';
import { fileParams, uploadQuery, uploadResult } from '../domain/file';
import { call } from './call-def';

/** Files */
export const fileCalls = {
  uploadFile: call({
    method: 'POST',
    path: '/api/oss/file/upload',
    summary: '上传图片（multipart 字段 file；JPEG/PNG/GIF/BMP，≤2MB），返回图片地址',
    access: 'file:upload',
    encoding: 'multipart',
    query: uploadQuery,
    response: uploadResult,
  }),
  getFile: call({
    method: 'GET',
    path: '/api/oss/file/:id',
    summary: '读取已上传的文件（地址不可猜测，供 <img> 直接使用）',
    access: 'public',
    params: fileParams,
    response: z.never(),
    raw: true,
  }),
} as const;
