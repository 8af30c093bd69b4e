import { expect } from 'vitest';

/** Parses as XML; a document that is not well-formed fails the test (DOMParser reports it as <parsererror>). */
export function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
  return doc;
}
