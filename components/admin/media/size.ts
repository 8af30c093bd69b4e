import type { NumberFormatOptions } from 'next-intl';

/** The number formatter next-intl gives on both sides (`useFormatter`, `getFormatter`). */
type NumberFormat = (value: number, options: NumberFormatOptions) => string;

/** A file's weight in the edition's language and units (`12,3 ko` in French, `12,3 kB` in Dutch). */
export function fileSize(format: NumberFormat, bytes: number): string {
  if (bytes < 1024) return format(bytes, { style: 'unit', unit: 'byte', unitDisplay: 'short' });
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'kilobyte'] : [bytes / (1024 * 1024), 'megabyte'];
  return format(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 });
}
