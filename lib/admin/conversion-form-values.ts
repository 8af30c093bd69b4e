import { conversionColumns, defaultConversionMappings, type ConversionColumn, type ConversionNetwork } from '@/lib/schemas/conversions';

/**
 * The conversion upload form's values and the fields it sends: the network, the column of each field as typed
 * (the network's usual ones to start with), and the file beside them.
 */

export type ConversionFormValues = { network: ConversionNetwork } & Record<ConversionColumn, string>;

/** The form for a network: its usual columns filled in. */
export const conversionFormValues = (network: ConversionNetwork = 'awin'): ConversionFormValues => ({ network, ...defaultConversionMappings[network] });

/** The form's fields in the order an admin meets them: the first one in error takes the focus. */
export const conversionFieldOrder = ['network', ...conversionColumns, 'file'] as const;
export type ConversionField = (typeof conversionFieldOrder)[number];

/** The multipart fields of `POST /stats/conversions/` but the file: every column as typed, trimmed, even an empty one. */
export function conversionFieldsOf(values: ConversionFormValues): Record<'network' | ConversionColumn, string> {
  const fields = { network: values.network } as Record<'network' | ConversionColumn, string>;
  for (const column of conversionColumns) fields[column] = values[column].trim();
  return fields;
}
