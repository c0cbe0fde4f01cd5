import { z } from 'zod';
import { myDataDownloadQuery, myDataRequest, myDataState } from '../domain/my-data';
import { call } from './call-def';

/**
 * 我的数据 (issue 32, item 3): a patient asks for a copy of their data, follows its preparation,
 * and downloads the archive. Only the patient themself: the rows need `myData:export`, which only
 * the patient role has, and every request is the caller's own.
 */
export const myDataCalls = {
  requestMyData: call({
    method: 'POST',
    path: '/api/myData/request',
    summary:
      '我的数据：申请下载平台保存的本人全部资料（后台准备 ZIP 压缩包；同一时间只能有一个进行中的申请）',
    access: 'myData:export',
    response: myDataRequest,
  }),
  getMyData: call({
    method: 'GET',
    path: '/api/myData/status',
    summary: '我的数据：本人最近一次申请的状态与进度',
    access: 'myData:export',
    response: myDataState,
  }),
  downloadMyData: call({
    method: 'GET',
    path: '/api/myData/download',
    summary: '我的数据：下载已准备好的压缩包（仅本人；每次下载都记入审计日志）',
    access: 'myData:export',
    query: myDataDownloadQuery,
    response: z.never(),
    raw: true,
    stepUp: true,
  }),
} as const;
