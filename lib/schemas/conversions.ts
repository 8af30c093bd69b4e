import type { ExitNetwork } from '@/lib/clicks/constants';
import { z } from './zod';

/**
 * An admin's upload of a network's conversion report (`POST /stats/conversions/`, multipart: `file`, `network` and
 * the column of each of a conversion's fields). Shared by the API and the upload form: the form sends every column
 * as typed, so an emptied one is refused; an API client may leave a column out, and the network's usual one is read.
 */

/** The networks whose reports are read: every exit network but `none`, which never carries a click id. */
export const conversionNetworks = ['awin', 'tradetracker', 'daisycon', 'tradedoubler', 'generic'] as const satisfies readonly ExitNetwork[];
export type ConversionNetwork = (typeof conversionNetworks)[number];

/** A conversion's fields a report gives, each read from the column the mapping names; the transaction id may be left out. */
export const conversionColumns = ['click_id', 'time', 'commission', 'currency', 'status', 'transaction_id'] as const;
export type ConversionColumn = (typeof conversionColumns)[number];
export const requiredConversionColumns = ['click_id', 'time', 'commission', 'currency', 'status'] as const satisfies readonly ConversionColumn[];

/** The header of the column each field is read from; an empty `transaction_id`: the report has none. */
export type ConversionMapping = Record<ConversionColumn, string>;

/**
 * Each network's report as its publisher interface exports it; the admin may change any column in the form.
 * - Awin's transactions export (Reports › Transactions › CSV): `Transaction ID`, `Transaction Date`, `Click Ref` (our
 *   `clickref`), `Commission Amount`, `Currency`, `Commission Status` (pending, approved, declined).
 * - TradeTracker's conversions export: `Reference` (our `r`), `Registration date`, `Commission`, `Currency`, `Status`
 *   (pending, accepted, rejected). Its transaction id column is named differently per account language: none by default.
 * - Daisycon's transactions export: `Sub ID` (our `ws`), `Date`, `Commission`, `Currency`, `Status` (open, approved,
 *   disapproved).
 * - Tradedoubler's event breakdown: `EPI` (our `epi`), `Time of Event`, `Publisher Commission`, `Currency`, `Status`
 *   (P, A, D).
 * - Any other network, or our own spreadsheet: the names of the fields themselves.
 * Without a transaction id a row is known by its click id, time, commission and currency: a later report that changes
 * its commission adds a conversion rather than correcting it, so the transaction id is worth naming when there is one.
 */
export const defaultConversionMappings: Readonly<Record<ConversionNetwork, Readonly<ConversionMapping>>> = {
  awin: { click_id: 'Click Ref', time: 'Transaction Date', commission: 'Commission Amount', currency: 'Currency', status: 'Commission Status', transaction_id: 'Transaction ID' },
  tradetracker: { click_id: 'Reference', time: 'Registration date', commission: 'Commission', currency: 'Currency', status: 'Status', transaction_id: '' },
  daisycon: { click_id: 'Sub ID', time: 'Date', commission: 'Commission', currency: 'Currency', status: 'Status', transaction_id: '' },
  tradedoubler: { click_id: 'EPI', time: 'Time of Event', commission: 'Publisher Commission', currency: 'Currency', status: 'Status', transaction_id: '' },
  generic: { click_id: 'click_id', time: 'time', commission: 'commission', currency: 'currency', status: 'status', transaction_id: '' },
};

/** The largest report the API reads, in bytes: a month of a busy network's conversions fits many times over. */
export const CONVERSION_REPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A column's header as written in the report's first line. */
const column = z.string().trim().min(1).max(200);

export const conversionUpload = z
  .strictObject({
    network: z.enum(conversionNetworks),
    click_id: column.optional(),
    time: column.optional(),
    commission: column.optional(),
    currency: column.optional(),
    status: column.optional(),
    /** Empty: the report has no transaction id column. */
    transaction_id: z.string().trim().max(200).optional(),
  })
  .transform(({ network, ...given }) => {
    const mapping: ConversionMapping = { ...defaultConversionMappings[network] };
    for (const name of conversionColumns) {
      const value = given[name];
      if (value !== undefined) mapping[name] = value;
    }
    return { network, mapping };
  });

export type ConversionUpload = z.output<typeof conversionUpload>;
