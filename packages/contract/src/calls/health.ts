import { healthData } from '../health';
import { call } from './call-def';

/** Whether the service and its database answer (public). */
export const healthCalls = {
  health: call({
    method: 'GET',
    path: '/api/health',
    summary: '健康检查：服务与数据库是否可用',
    access: 'public',
    response: healthData,
  }),
} as const;
