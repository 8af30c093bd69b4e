'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import type { SuggestAnswer } from '@/lib/api/types/suggestions';
import type { EditionId } from '@/lib/editions';
import styles from './Header.module.css';
import { searchHref } from '@/components/search/query';
import { buildSuggestions, moveActive, suggestionsEnabled, type Suggestion } from './search-suggestions';
import { loadPage, useSearchSuggestions } from './use-search-suggestions';
import { optionId, SearchSuggestions } from './SearchSuggestions';

interface Props {
  edition: EditionId;
  searchPath: string;
  comparatorPath: string | null;
  labels: { label: string; placeholder: string; submit: string; comparator: string };
}

/**
 * Header search: a GET form to the search page (so it works without JavaScript). With JavaScript it is a
 * WAI-ARIA 1.2 combobox: shops and promotions are suggested as the visitor types, the arrows walk them, Enter
 * opens the active one; Enter with no active suggestion keeps the plain behaviour (the search page with the text,
 * the box cleared; nothing with an empty box). The second action opens the comparator.
 */
export function SearchBox({ edition, searchPath, comparatorPath, labels }: Props) {
  const router = useRouter();
  const t = useTranslations('searchSuggestions');
  const listboxId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The active option belongs to one answer: a new answer starts with none active.
  const [cursor, setCursor] = useState<{ answer?: SuggestAnswer; index: number }>({ index: -1 });
  const { answer, settled } = useSearchSuggestions(edition, text);

  const list = useMemo(() => (answer ? buildSuggestions(answer, { edition, searchPath, text }) : null), [answer, edition, searchPath, text]);
  const expanded = open && list !== null && suggestionsEnabled(text);
  const active = expanded && cursor.answer === answer ? cursor.index : -1;
  const activeId = active >= 0 ? optionId(listboxId, active) : undefined;

  useEffect(() => {
    // Focus stays in the box, so the browser does not scroll the active option into view by itself.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setCursor({ index: -1 });
  };

  const go = (href: string, reload: boolean) => {
    close();
    setText('');
    if (reload) loadPage(href);
    else router.push(href);
  };

  const choose = (option: Suggestion) => go(option.href, option.reload);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(searchPath, text);
    if (href) go(href, false);
  };

  const move = (step: 1 | -1, altKey: boolean) => {
    if (!list || !suggestionsEnabled(text)) return false;
    setOpen(true);
    // Alt+ArrowDown only opens the list (the pattern's "show without choosing").
    setCursor({ answer, index: altKey && !expanded ? -1 : moveActive(active, list.options.length, step) });
    return true;
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (event.key === 'ArrowUp' && event.altKey && expanded) close();
        else if (!move(event.key === 'ArrowDown' ? 1 : -1, event.altKey)) return;
        event.preventDefault();
        return;
      case 'Enter':
        if (!list || active < 0) return; // the form's submit: the search page
        event.preventDefault();
        choose(list.options[active]!);
        return;
      case 'Escape':
        // First Escape closes the list, the next one empties the box (and stops the browser doing either its way).
        if (expanded) close();
        else if (text) setText('');
        else return;
        event.preventDefault();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  const blur = (event: FocusEvent<HTMLDivElement>) => {
    // A click or tap outside, or focus moving on: the list goes away. Clicks on the list keep the focus here.
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const announcement = expanded && settled && list ? t('count', { count: list.count }) : '';

  return (
    <div className={styles.searchRow} onBlur={blur}>
      <div className={styles.searchField}>
        <form role="search" action={searchPath} method="get" onSubmit={submit} className={styles.searchForm}>
          <label htmlFor="header-search" className="visually-hidden">
            {labels.label}
          </label>
          <input
            id="header-search"
            name="str"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={expanded ? listboxId : undefined}
            aria-activedescendant={activeId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setCursor({ index: -1 });
            }}
            onKeyDown={keyDown}
            onClick={() => setOpen(true)}
            placeholder={labels.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            className={styles.searchInput}
          />
          <button type="submit" className={styles.searchButton} aria-label={labels.submit}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </form>
        {expanded && list && <SearchSuggestions id={listboxId} list={list} text={text} active={active} onChoose={choose} />}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {comparatorPath && (
        <Link href={comparatorPath} className={`button button--accent ${styles.comparatorLink}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.comparatorIcon}>
            <path d="M4 6h10M4 12h16M4 18h7" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" fill="none" />
            <circle cx="17" cy="6" r="2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
            <circle cx="14" cy="18" r="2.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          {/* Under 768 px only the icon shows; the text stays the link's accessible name. */}
          <span className={styles.comparatorText}>{labels.comparator}</span>
        </Link>
      )}
    </div>
  );
}
