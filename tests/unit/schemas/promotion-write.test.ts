import { describe, expect, it } from 'vitest';
import { effectiveStatus } from '@/lib/schemas/content-status';
import { promotionBody, promotionPatch, promotionRuleErrors } from '@/lib/schemas/promotion-write';

const now = new Date('2026-11-25T12:00:00Z');
const rules = (patch: Partial<Parameters<typeof promotionRuleErrors>[0]> = {}) =>
  promotionRuleErrors({ kind: 'code', code: 'ETE26', starts_at: null, expires_at: null, status: 'published', publish_at: null, ...patch }, now);

describe('promotionRuleErrors', () => {
  it('accepts a consistent promotion', () => {
    expect(rules()).toEqual({});
    expect(rules({ kind: 'offer', code: null, status: 'scheduled', publish_at: new Date('2026-12-01T08:00:00Z') })).toEqual({});
  });

  it('wants a code on a code promotion only', () => {
    expect(Object.keys(rules({ code: null }))).toEqual(['code']);
    expect(rules({ code: null }).code).toEqual([{ key: 'codeMissing' }]);
    expect(rules({ kind: 'free_delivery' }).code).toEqual([{ key: 'codeNotAllowed', values: { kind: 'free_delivery' } }]);
  });

  it('wants the end after the start', () => {
    const at = new Date('2026-12-01T00:00:00Z');
    expect(Object.keys(rules({ starts_at: at, expires_at: at }))).toEqual(['expires_at']);
  });

  it('wants a future publication time on a scheduled promotion, and none on the others', () => {
    expect(Object.keys(rules({ status: 'scheduled' }))).toEqual(['publish_at']);
    expect(rules({ status: 'scheduled', publish_at: new Date('2026-11-25T11:59:00Z') }).publish_at).toEqual([{ key: 'scheduleInPast' }]);
    expect(Object.keys(rules({ status: 'draft', publish_at: new Date('2026-12-01T00:00:00Z') }))).toEqual(['publish_at']);
  });
});

describe('the promotion bodies', () => {
  it('require title, link, kind and store on POST and PUT, and nothing on PATCH', () => {
    const post = promotionBody.safeParse({});
    expect(post.success).toBe(false);
    expect(post.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['kind', 'link', 'store', 'title']);
    expect(promotionPatch.safeParse({}).success).toBe(true);
  });

  it('refuse unknown fields, links that are not http(s) and pictures on other schemes', () => {
    expect(promotionPatch.safeParse({ colour: 'red' }).success).toBe(false);
    expect(promotionPatch.safeParse({ link: 'javascript:alert(1)' }).success).toBe(false);
    expect(promotionPatch.safeParse({ slider_image: 'data:image/png;base64,AAAA' }).success).toBe(false);
    expect(promotionPatch.safeParse({ slider_image: '//evil.example/x.png' }).success).toBe(false);
    expect(promotionPatch.safeParse({ slider_image: '/media/icons/ab12.webp' }).success).toBe(true);
  });

  it('read instants with their time zone only', () => {
    expect(promotionPatch.safeParse({ expires_at: '2026-12-01' }).success).toBe(false);
    expect(promotionPatch.parse({ expires_at: '2026-12-01T09:00:00+01:00' }).expires_at).toEqual(new Date('2026-12-01T08:00:00Z'));
  });
});

describe('effectiveStatus', () => {
  it('shows a scheduled item as published once its time has come', () => {
    expect(effectiveStatus('scheduled', new Date('2026-11-25T11:00:00Z'), now)).toBe('published');
    expect(effectiveStatus('scheduled', new Date('2026-11-25T13:00:00Z'), now)).toBe('scheduled');
    expect(effectiveStatus('draft', null, now)).toBe('draft');
  });
});
