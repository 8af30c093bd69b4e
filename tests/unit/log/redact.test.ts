import { describe, expect, it } from 'vitest';
import { redactText } from '@/lib/log/logger.mjs';

describe('what a log line may say', () => {
  it('hides e-mail addresses, tokens and secrets, and keeps the rest', () => {
    expect(redactText('welcome mail to lea.dupont+promo@example.be failed')).toBe('welcome mail to [email] failed');
    expect(redactText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: [hidden] [token]');
    expect(redactText('link /newsletter?unsubscribe=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl')).toBe('link /newsletter?unsubscribe=[token]');
    expect(redactText('{"password":"hunter2","email":"a@b.be"}')).toBe('{"password":"[hidden]","email":"[email]"}');
    expect(redactText('cookie=visitor.abc; next')).toBe('cookie=[hidden]; next');
    expect(redactText('GET /api/stores/ 200 in 12 ms')).toBe('GET /api/stores/ 200 in 12 ms');
  });
});
