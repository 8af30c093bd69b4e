import type { DeviceClass } from './constants';

/**
 * The visitor's screen, from the user agent, which itself is never kept. Tablets first: an iPad or an Android
 * tablet says "Mobile" less often than phones, and an Android without "Mobile" is a tablet by Google's own rule.
 */
export function deviceClassOf(userAgent: string | null): DeviceClass {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(agent)) return 'phone';
  return 'desktop';
}
