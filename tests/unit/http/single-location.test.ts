import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepOneLocationHeader } from '@/lib/http/single-location';

class TestResponse extends ServerResponse {}

describe('keepOneLocationHeader', () => {
  it('keeps the first Location and still appends every other header', () => {
    keepOneLocationHeader(TestResponse.prototype);
    const res = new TestResponse(new IncomingMessage(new Socket()));
    res.setHeader('location', '/categories/hebergement/hotels');
    res.appendHeader('Location', '/categories/hebergement/hotels');
    res.appendHeader('set-cookie', 'a=1');
    res.appendHeader('set-cookie', 'b=2');
    expect(res.getHeader('location')).toBe('/categories/hebergement/hotels');
    expect(res.getHeader('set-cookie')).toEqual(['a=1', 'b=2']);
  });

  it('lets a first Location be appended', () => {
    keepOneLocationHeader(TestResponse.prototype);
    const res = new TestResponse(new IncomingMessage(new Socket()));
    res.appendHeader('location', '/faq');
    expect(res.getHeader('location')).toBe('/faq');
  });
});
