import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedParseError } from './adapter';
import { isItem, nested, text } from './fields';

/**
 * TradeTracker's affiliate web service speaks SOAP 1.1, RPC-encoded: the envelopes we send, the answers we read, and
 * the HTML snippet its materials carry their tracking link in.
 */

export const TRADETRACKER_NAMESPACE = 'https://ws.tradetracker.com/soap/affiliate';

const builder = new XMLBuilder({ ignoreAttributes: false });

export type SoapArgument = { name: string; type: string; value: string };

/** An RPC call's envelope; the builder escapes every value, so a passphrase such as `p&ss<word>` travels intact. */
export function soapEnvelope(operation: string, args: readonly SoapArgument[]): string {
  const call: Record<string, unknown> = {};
  for (const { name, type, value } of args) call[name] = { '@_xsi:type': type, '#text': value };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'SOAP-ENV:Envelope': {
      '@_xmlns:SOAP-ENV': 'http://schemas.xmlsoap.org/soap/envelope/',
      '@_xmlns:SOAP-ENC': 'http://schemas.xmlsoap.org/soap/encoding/',
      '@_xmlns:ns1': TRADETRACKER_NAMESPACE,
      '@_xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_SOAP-ENV:encodingStyle': 'http://schemas.xmlsoap.org/soap/encoding/',
      'SOAP-ENV:Body': { [`ns1:${operation}`]: call },
    },
  });
}

export const soapHeaders = (operation: string): Record<string, string> => ({
  'Content-Type': 'text/xml; charset=utf-8',
  SOAPAction: `"${TRADETRACKER_NAMESPACE}/${operation}"`,
});

const responseParser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Everything stays text: a voucher code such as `00123` must not become the number 123.
  parseTagValue: false,
  // Numeric character references (`&#233;`) in the names and descriptions are only decoded with this option.
  htmlEntities: true,
  isArray: (name) => name === 'item',
});

/** The SOAP Fault of an answer, if it is one: its `faultstring`. */
export function soapFault(body: string): string | null {
  if (XMLValidator.validate(body) !== true) return null;
  const fault = nested(nested(nested(responseParser.parse(body)).Envelope).Body).Fault;
  if (fault === undefined) return null;
  return text(nested(fault).faultstring) || 'SOAP fault';
}

/**
 * The `materialItems` of a `get…Items` answer. The whole body is validated first: a download cut short must fail the
 * run, not import the vouchers before the cut and withdraw the rest.
 */
export function soapMaterialItems(body: string): unknown[] {
  const validation = XMLValidator.validate(body);
  if (validation !== true) throw new FeedParseError('notXml', `the body is not XML: ${validation.err.msg}`);
  const soapBody = nested(nested(responseParser.parse(body)).Envelope).Body;
  if (!isItem(soapBody)) throw new FeedParseError('noItems', 'the body is not a SOAP envelope');
  if (soapBody.Fault !== undefined) throw new FeedParseError('soapFault', text(nested(soapBody.Fault).faultstring) || 'SOAP fault');
  const response = Object.values(soapBody).find(isItem);
  if (!response || !('materialItems' in response)) throw new FeedParseError('noItems', 'the answer has no materialItems');
  // An empty list arrives as an empty element.
  const items = nested(response.materialItems).item;
  return Array.isArray(items) ? items : [];
}

/** HTML's elements without a closing tag, which an XML reader would otherwise wait for. */
const VOID_ELEMENTS = ['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'];

const snippetParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  // In document order, so "the first link" is the first one written.
  preserveOrder: true,
  unpairedTags: VOID_ELEMENTS,
  allowBooleanAttributes: true,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  transformTagName: (name) => name.toLowerCase(),
  transformAttributeName: (name) => name.toLowerCase(),
});

const entityParser = new XMLParser({ parseTagValue: false, trimValues: false, htmlEntities: true });

/** With preserveOrder, each node is `{ tag: children, ':@': attributes }`. */
function firstHref(nodes: unknown): string | null {
  if (!Array.isArray(nodes)) return null;
  for (const node of nodes) {
    if (!isItem(node)) continue;
    for (const [tag, children] of Object.entries(node)) {
      if (tag === ':@') continue;
      const href = tag === 'a' ? text(nested(node[':@']).href) : '';
      if (href) return href;
      const inner = firstHref(children);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * The tracking link of a material's HTML snippet (`<a href="https://tc.tradetracker.net/?c=…"><img …/></a>`): its
 * first `<a href>`. Some snippets arrive escaped once more (`&lt;a href=…`): decoded first.
 */
export function snippetLink(snippet: string): string | null {
  try {
    // Without a `<` the text cannot open an element: reading it inside one only decodes its entities.
    const html = snippet.includes('<') ? snippet : text(nested(entityParser.parse(`<snippet>${snippet}</snippet>`)).snippet);
    return firstHref(snippetParser.parse(html));
  } catch {
    return null;
  }
}
