import { z } from 'zod';
import { loginResult } from '../domain/auth';
import { oidcCallbackQuery, oidcExchange, oidcStatus } from '../domain/oidc';
import { call } from './call-def';

/** Sign-in through the hospital's identity provider (OpenID Connect, issue 30). */
export const oidcCalls = {
  oidcStatus: call({
    method: 'GET',
    path: '/api/auth/oidc/status',
    summary: '是否启用医院统一身份认证登录（OIDC）及按钮文字',
    access: 'public',
    response: oidcStatus,
  }),
  oidcStart: call({
    method: 'GET',
    path: '/api/auth/oidc/start',
    summary: '开始统一身份认证登录：重定向到身份提供方（授权码流程，PKCE、state、nonce）',
    access: 'public',
    response: z.never(),
    raw: true,
  }),
  oidcCallback: call({
    method: 'GET',
    path: '/api/auth/oidc/callback',
    summary: '身份提供方回调：校验后重定向到控制台，地址片段中带一次性登录凭证（约60秒，仅一次）',
    access: 'public',
    query: oidcCallbackQuery,
    response: z.never(),
    raw: true,
  }),
  oidcExchange: call({
    method: 'POST',
    path: '/api/auth/oidc/exchange',
    summary: '以一次性登录凭证换取会话令牌（统一身份认证登录的最后一步）',
    access: 'public',
    body: oidcExchange,
    response: loginResult,
  }),
} as const;
