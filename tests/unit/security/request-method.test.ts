import { describe, expect, it } from 'vitest';
import { isMalformedPath, methodVerdict } from '@/lib/security/request-method';

describe('the methods pages and files answer', () => {
  it('serves reads everywhere and a form post on pages only', () => {
    expect(methodVerdict('GET', 'page', null, false)).toEqual({ kind: 'serve' });
    expect(methodVerdict('head', 'file', null, false)).toEqual({ kind: 'serve' });
    expect(methodVerdict('POST', 'page', 'multipart/form-data; boundary=x', false)).toEqual({ kind: 'serve' });
    expect(methodVerdict('POST', 'page', 'application/x-www-form-urlencoded', false)).toEqual({ kind: 'serve' });
    expect(methodVerdict('POST', 'page', 'text/plain;charset=UTF-8', true)).toEqual({ kind: 'serve' });
  });

  it('answers OPTIONS with what is allowed, and refuses the rest with the same list', () => {
    expect(methodVerdict('OPTIONS', 'page', null, false)).toEqual({ kind: 'options', allow: 'GET, HEAD, POST, OPTIONS' });
    expect(methodVerdict('OPTIONS', 'file', null, false)).toEqual({ kind: 'options', allow: 'GET, HEAD, OPTIONS' });
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'CONNECT', 'PROPFIND']) expect(methodVerdict(method, 'page', null, false).kind, method).toBe('refuse');
    expect(methodVerdict('POST', 'file', 'multipart/form-data', false)).toEqual({ kind: 'refuse', allow: 'GET, HEAD, OPTIONS' });
    expect(methodVerdict('POST', 'page', 'application/json', false)).toEqual({ kind: 'refuse', allow: 'GET, HEAD, POST, OPTIONS' });
  });
});

describe('a malformed path', () => {
  it('is one whose escapes decode to nothing, or to a NUL', () => {
    expect(isMalformedPath('/%E0%A4%A')).toBe(true);
    expect(isMalformedPath('/%')).toBe(true);
    expect(isMalformedPath('/a%00b')).toBe(true);
    expect(isMalformedPath('/%C3%A9t%C3%A9')).toBe(false);
    expect(isMalformedPath('/faq')).toBe(false);
  });
});
