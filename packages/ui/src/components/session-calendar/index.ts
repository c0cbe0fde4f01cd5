export { SessionCalendar } from './session-calendar';
export type { CalendarSession, SessionCalendarProps } from './session-calendar';
