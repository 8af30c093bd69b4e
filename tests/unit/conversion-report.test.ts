import { describe, expect, it } from 'vitest';
import { conversionUpload, defaultConversionMappings, type ConversionMapping } from '@/lib/schemas/conversions';
import { readConversionReport, ReportColumnsMissing, ReportUnreadable } from '@/server/conversions/conversion-report';
import { conversionStatusOf } from '@/server/conversions/conversion-statuses';
import { readAmountCents, readReportTime } from '@/server/conversions/report-cells';

const iso = (date: Date | undefined) => date?.toISOString();

describe('each network’s report with its default mapping', () => {
  it('reads Awin’s export: comma-separated, ISO times, its transaction id as the key', () => {
    const csv = [
      'Transaction ID,Transaction Date,Advertiser Name,Click Ref,Commission Amount,Currency,Commission Status',
      '901234,2026-03-01T14:30:00,Sunweb BE,ck-awin-1,12.50,EUR,pending',
      '901235,2026-03-02 09:05:00,Sunweb BE,ck-awin-2,"1,234.56",EUR,Approved',
      '901236,2026-03-03T10:00:00Z,Sunweb BE,ck-awin-3,3.20,EUR,declined',
    ].join('\r\n');
    const report = readConversionReport(csv, defaultConversionMappings.awin);
    expect(report).toMatchObject({ rows: 3, skipped: 0, faults: [] });
    expect(report.conversions.map(({ row, rowKey, clickId, commissionCents, currency, status }) => ({ row, rowKey, clickId, commissionCents, currency, status }))).toEqual([
      { row: 2, rowKey: '901234', clickId: 'ck-awin-1', commissionCents: 1250, currency: 'EUR', status: 'pending' },
      { row: 3, rowKey: '901235', clickId: 'ck-awin-2', commissionCents: 123456, currency: 'EUR', status: 'approved' },
      { row: 4, rowKey: '901236', clickId: 'ck-awin-3', commissionCents: 320, currency: 'EUR', status: 'rejected' },
    ]);
    // No zone: Brussels' wall clock (UTC+1 in March); with Z, that instant.
    expect(iso(report.conversions[0].occurredAt)).toBe('2026-03-01T13:30:00.000Z');
    expect(iso(report.conversions[2].occurredAt)).toBe('2026-03-03T10:00:00.000Z');
  });

  it('reads TradeTracker’s export: semicolons, a byte-order mark, decimal commas, day-first dates', () => {
    const csv = '\uFEFFID;Registration date;Campaign;Reference;Commission;Currency;Status\n77;15/07/2026 18:45;Sunweb;ck-tt-1;12,50;EUR;accepted\n78;16/07/2026 08:00:30;Sunweb;ck-tt-2;0,99;eur;Pending\n';
    const report = readConversionReport(csv, defaultConversionMappings.tradetracker);
    expect(report.faults).toEqual([]);
    expect(report.conversions.map((c) => [c.clickId, iso(c.occurredAt), c.commissionCents, c.currency, c.status])).toEqual([
      // Summer time: UTC+2.
      ['ck-tt-1', '2026-07-15T16:45:00.000Z', 1250, 'EUR', 'approved'],
      ['ck-tt-2', '2026-07-16T06:00:30.000Z', 99, 'EUR', 'pending'],
    ]);
    // No transaction id mapped: the key is a hash of the conversion, the same for the same line.
    expect(report.conversions[0].rowKey).toMatch(/^[0-9a-f]{64}$/);
    expect(readConversionReport(csv, defaultConversionMappings.tradetracker).conversions[0].rowKey).toBe(report.conversions[0].rowKey);
  });

  it('reads Daisycon’s export: tabs, open and disapproved', () => {
    const csv = 'Date\tSub ID\tProgram\tCommission\tCurrency\tStatus\n2026-03-05 11:00:00\tck-dc-1\tTUI\t7,00\tEUR\topen\n2026-03-06\tck-dc-2\tTUI\t4.10\tEUR\tdisapproved\n';
    const report = readConversionReport(csv, defaultConversionMappings.daisycon);
    expect(report.faults).toEqual([]);
    expect(report.conversions.map((c) => [c.clickId, iso(c.occurredAt), c.commissionCents, c.status])).toEqual([
      ['ck-dc-1', '2026-03-05T10:00:00.000Z', 700, 'pending'],
      ['ck-dc-2', '2026-03-05T23:00:00.000Z', 410, 'rejected'],
    ]);
  });

  it('reads Tradedoubler’s export: P, A and D', () => {
    const csv = 'EPI;Time of Event;Program;Publisher Commission;Currency;Status\nck-td-1;01/03/2026 10:00;Club Med;25,00;EUR;P\nck-td-2;01/03/2026 10:05;Club Med;30,00;EUR;A\nck-td-3;01/03/2026 10:10;Club Med;5,00;EUR;D\n';
    const report = readConversionReport(csv, defaultConversionMappings.tradedoubler);
    expect(report.conversions.map((c) => c.status)).toEqual(['pending', 'approved', 'rejected']);
  });

  it('reads a generic file, with its columns in any order, any case and spacing', () => {
    const csv = 'STATUS , Currency,commission,TIME,click_id\nvalidée,EUR,"12,50",2026-03-01 14:30,ck-gen-1\n';
    const report = readConversionReport(csv, defaultConversionMappings.generic);
    expect(report.faults).toEqual([]);
    expect(report.conversions[0]).toMatchObject({ clickId: 'ck-gen-1', commissionCents: 1250, status: 'approved' });
  });
});

describe('a report’s bad lines', () => {
  it('leaves out each bad line, field by field with its line number, and keeps the good ones', () => {
    const csv = [
      'click_id;time;commission;currency;status',
      'ck-1;2026-03-01 10:00;12,50;EUR;approved',
      'ck-2;31/02/2026 10:00;douze;EUR;approved',
      ';2026-03-01 10:00;1,00;EURO;peut-être',
      'ck-4;01/03/2026;2,00;EUR;rejected',
      '"ck-5',
      'multi";hier;1;EUR;pending',
    ].join('\n');
    const report = readConversionReport(csv, defaultConversionMappings.generic);
    expect(report.rows).toBe(5);
    expect(report.skipped).toBe(3);
    expect(report.conversions.map((c) => [c.row, c.clickId])).toEqual([
      [2, 'ck-1'],
      [5, 'ck-4'],
    ]);
    expect(report.faults).toEqual([
      { row: 3, field: 'time', fault: 'timeUnreadable', value: '31/02/2026 10:00' },
      { row: 3, field: 'commission', fault: 'amountUnreadable', value: 'douze' },
      { row: 4, field: 'click_id', fault: 'clickIdEmpty', value: '' },
      { row: 4, field: 'currency', fault: 'currencyUnreadable', value: 'EURO' },
      { row: 4, field: 'status', fault: 'statusUnknown', value: 'peut-être' },
      // A quoted line break: the line the record starts on.
      { row: 6, field: 'time', fault: 'timeUnreadable', value: 'hier' },
    ]);
  });

  it('asks for the transaction id on every line once its column is mapped', () => {
    const mapping: ConversionMapping = { ...defaultConversionMappings.generic, transaction_id: 'order' };
    const report = readConversionReport('order,click_id,time,commission,currency,status\nA-1,ck-1,2026-03-01,1,EUR,open\n,ck-2,2026-03-01,1,EUR,open\n', mapping);
    expect(report.conversions.map((c) => c.rowKey)).toEqual(['A-1']);
    expect(report.faults).toEqual([{ row: 3, field: 'transaction_id', fault: 'transactionIdEmpty', value: '' }]);
  });

  it('names the mapped columns the header lacks, and what the header has', () => {
    let error: unknown;
    try {
      readConversionReport('Sub ID;Datum;Commission;Status\nck;2026-03-01;1;open\n', defaultConversionMappings.daisycon);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ReportColumnsMissing);
    expect((error as ReportColumnsMissing).missing).toEqual({ time: 'Date', currency: 'Currency' });
    expect((error as ReportColumnsMissing).header).toEqual(['Sub ID', 'Datum', 'Commission', 'Status']);
  });

  it('refuses an empty file, and one that is no CSV', () => {
    expect(() => readConversionReport('\uFEFF \n', defaultConversionMappings.generic)).toThrow(ReportUnreadable);
    expect(() => readConversionReport('click_id,time\n"ck-1,2026', defaultConversionMappings.generic)).toThrow(ReportUnreadable);
  });
});

describe('the cells', () => {
  it('reads amounts with a decimal comma or point, thousands, signs and currency around them', () => {
    const cases: [string, number | null][] = [
      ['12,50', 1250],
      ['12.50', 1250],
      ['12', 1200],
      ['0,5', 50],
      ['1 234,56', 123456],
      ['1.234,56', 123456],
      ['1,234.56', 123456],
      ['1.234.567', 123456700],
      ['€ 12,50', 1250],
      ['12.50 EUR', 1250],
      ['-3,20', -320],
      ['2,345', 235],
      ['', null],
      ['douze', null],
      ['1,2,3', null],
      ['12,50,00', null],
      ['99999999999', null],
    ];
    for (const [cell, cents] of cases) expect(readAmountCents(cell), cell).toBe(cents);
  });

  it('reads ISO and day-first times, in Brussels’ time without a zone', () => {
    expect(iso(readReportTime('2026-01-15T08:00:00+02:00') ?? undefined)).toBe('2026-01-15T06:00:00.000Z');
    expect(iso(readReportTime('15/01/2026 08:00') ?? undefined)).toBe('2026-01-15T07:00:00.000Z');
    expect(iso(readReportTime('15/01/2026 08:00:59') ?? undefined)).toBe('2026-01-15T07:00:59.000Z');
    expect(iso(readReportTime('15.01.2026') ?? undefined)).toBe('2026-01-14T23:00:00.000Z');
    for (const cell of ['', 'hier', '2026-13-01', '32/01/2026', '01/15/2026 10:00', '15/01/26']) expect(readReportTime(cell), cell).toBeNull();
  });

  it('knows each status by its synonyms, whatever the case and accents', () => {
    for (const word of ['pending', 'Open', 'P', 'en attente', 'In afwachting']) expect(conversionStatusOf(word), word).toBe('pending');
    for (const word of ['approved', 'ACCEPTED', 'a', 'confirmed', 'Validée', 'goedgekeurd']) expect(conversionStatusOf(word), word).toBe('approved');
    for (const word of ['rejected', 'Declined', 'disapproved', 'denied', 'D', 'refusée', 'afgekeurd']) expect(conversionStatusOf(word), word).toBe('rejected');
    for (const word of ['', 'maybe', 'x']) expect(conversionStatusOf(word), word).toBeNull();
  });
});

describe('the upload’s mapping', () => {
  it('takes the network’s usual columns for those left out, and the admin’s for the others', () => {
    expect(conversionUpload.parse({ network: 'awin', click_id: ' Clickref ', transaction_id: '' })).toEqual({
      network: 'awin',
      mapping: { ...defaultConversionMappings.awin, click_id: 'Clickref', transaction_id: '' },
    });
    expect(conversionUpload.safeParse({ network: 'none' }).success).toBe(false);
    expect(conversionUpload.safeParse({ network: 'awin', status: '  ' }).success).toBe(false);
  });
});
