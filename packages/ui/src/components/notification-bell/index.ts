export { NotificationBell } from './notification-bell';
export type { NotificationBellProps, NotificationItem } from './notification-bell';
