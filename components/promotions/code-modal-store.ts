'use client';

import { useSyncExternalStore } from 'react';
import type { CodeSummary } from './code-summary';

export type { CodeSummary };

export type CodeStatus = 'loading' | 'ready' | 'error';

export interface CodeModalState {
  promotion: CodeSummary;
  /** Whether opening it should count a use (a click on the card) or not (a deep link, a reload). */
  countUse: boolean;
}

/**
 * One modal for the whole page, opened from any card: a tiny external store rather than a React context, so
 * server-rendered cards anywhere in the tree can open it without a provider around them.
 */
let state: CodeModalState | null = null;
const listeners = new Set<() => void>();

function emit(next: CodeModalState | null) {
  state = next;
  for (const listener of listeners) listener();
}

export function openCodeModal(promotion: CodeSummary, countUse: boolean) {
  emit({ promotion, countUse });
}

export function closeCodeModal() {
  emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCodeModal(): CodeModalState | null {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
}

/** The `?code=ID` deep link (spec: a URL naming a promotion opens its modal, so a visitor can come back). */
export const DEEP_LINK_PARAM = 'code';

export function deepLinkId(search: string): number | null {
  const value = new URLSearchParams(search).get(DEEP_LINK_PARAM);
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** The current URL with the promotion named (or no longer named) by the deep-link parameter. */
export function withDeepLink(href: string, promotionId: number | null): string {
  const url = new URL(href);
  if (promotionId === null) url.searchParams.delete(DEEP_LINK_PARAM);
  else url.searchParams.set(DEEP_LINK_PARAM, String(promotionId));
  return `${url.pathname}${url.search}${url.hash}`;
}
