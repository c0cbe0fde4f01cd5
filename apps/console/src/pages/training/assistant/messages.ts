import type { Locale } from '@cep/ui';

export interface AssistantMessages {
  title: string;
  intro: string;
  open: string;
  alerts: string;
  decided: string;
  none: string;
  noAlerts: string;
  accept: string;
  reject: string;
  evidence: string;
  accepted: string;
  rejected: string;
  decidedBy: (who: string, when: string) => string;
  reason: (text: string) => string;
  rejectTitle: string;
  rejectReason: string;
  rejectHint: string;
  rejectConfirm: string;
  cancel: string;
  tooLong: string;
  loadFailed: string;
  retry: string;
  readOnly: string;
  unread: string;
  markRead: string;
}

export const assistantMessages: Record<Locale, AssistantMessages> = {
  'zh-CN': {
    title: '智能建议',
    intro:
      '系统根据评估和训练数据给出的建议和提醒，每条都附有依据。是否采纳由您决定，患者看不到这些内容。',
    open: '待处理的建议',
    alerts: '提醒',
    decided: '已处理',
    none: '暂无待处理的建议。',
    noAlerts: '暂无提醒。',
    accept: '采纳',
    reject: '不采纳',
    evidence: '查看依据',
    accepted: '已采纳，训练计划已更新',
    rejected: '已记录：不采纳',
    decidedBy: (who, when) => `${who} 于 ${when} 处理`,
    reason: (text) => `原因：${text}`,
    rejectTitle: '不采纳这条建议',
    rejectReason: '原因（可不填）',
    rejectHint: '最多500个字符。',
    rejectConfirm: '确定不采纳',
    cancel: '取消',
    tooLong: '原因不能超过500个字符',
    loadFailed: '建议加载失败。',
    retry: '重试',
    readOnly: '只读：您可以查看建议，但没有处理的权限。',
    unread: '未读',
    markRead: '标为已读',
  },
  'en-US': {
    title: 'Suggestions',
    intro:
      'Suggestions and alerts from the assessments and training data, each with its evidence. You decide whether to accept; patients never see them.',
    open: 'Open suggestions',
    alerts: 'Alerts',
    decided: 'Decided',
    none: 'No open suggestions.',
    noAlerts: 'No alerts.',
    accept: 'Accept',
    reject: 'Reject',
    evidence: 'See the evidence',
    accepted: 'Accepted; the training plan is updated',
    rejected: 'Recorded as rejected',
    decidedBy: (who, when) => `Decided by ${who} on ${when}`,
    reason: (text) => `Reason: ${text}`,
    rejectTitle: 'Reject this suggestion',
    rejectReason: 'Reason (optional)',
    rejectHint: 'At most 500 characters.',
    rejectConfirm: 'Reject',
    cancel: 'Cancel',
    tooLong: 'The reason cannot be longer than 500 characters',
    loadFailed: 'The suggestions could not be loaded.',
    retry: 'Retry',
    readOnly: 'Read only: you may see the suggestions but not decide them.',
    unread: 'Unread',
    markRead: 'Mark read',
  },
};
