import { readFileSync } from 'node:fs';
import type { FeedSource, FetchedBody, FetchText } from '@/server/feeds/adapters';

/** A fixture's text, as the network sends it. */
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

export const feedSource = (overrides: Partial<FeedSource> = {}): FeedSource => ({ url: 'https://feeds.example.com/vouchers', credentials: {}, mapping: null, ...overrides });

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

type Answer = { status?: number; headers?: Headers; text: string };

/** A fetch that answers in turn with `answers` and records each request, for the tests of `download`. */
export function fakeFetch(...answers: Answer[]): { fetchText: FetchText; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetchText: FetchText = async (url, init = {}) => {
    calls.push({ url, method: init.method ?? 'GET', headers: init.headers ?? {}, body: init.body });
    const answer = answers[Math.min(calls.length, answers.length) - 1];
    const body: FetchedBody = { status: answer.status ?? 200, headers: answer.headers ?? new Headers(), text: answer.text };
    return body;
  };
  return { fetchText, calls };
}

/** An instant as ISO text, for comparing dates by eye. */
export const iso = (at: Date | null) => at?.toISOString() ?? null;
