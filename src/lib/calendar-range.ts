/**
 * Ranges counted by the calendar rather than back from now, for pages that read usage (a monthly limit
 * counts a calendar month). The URL keeps them by name; their window depends on the person's zone
 * (calendar-windows.ts). Apart from it: a route's URL reader takes these in the first download.
 */
export const CALENDAR_RANGES = ['This month', 'Last month'] as const;
export type CalendarRange = (typeof CALENDAR_RANGES)[number];

export const isCalendarRange = (range: unknown): range is CalendarRange =>
  CALENDAR_RANGES.includes(range as CalendarRange);
