import { healthData, readyData } from '../health';
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
  ready: call({
    method: 'GET',
    path: '/api/ready',
    summary: '就绪检查：数据库可用且迁移已全部应用',
    access: 'public',
    response: readyData,
  }),
} as const;
