/** How often a feed runs, as the admins choose and read it. */

/** The usual choices: a feed changes slowly, and the networks limit how often their APIs are asked. */
export const schedulePresets = [15, 30, 60, 180, 360, 720, 1440] as const;

export interface ScheduleWording {
  key: 'everyMinutes' | 'everyHours' | 'everyDays';
  count: number;
}

/** "toutes les 6 h" rather than "toutes les 360 minutes": the largest whole unit. */
export function scheduleWording(minutes: number): ScheduleWording {
  if (minutes >= 1440 && minutes % 1440 === 0) return { key: 'everyDays', count: minutes / 1440 };
  if (minutes >= 60 && minutes % 60 === 0) return { key: 'everyHours', count: minutes / 60 };
  return { key: 'everyMinutes', count: minutes };
}
