'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import styles from './Header.module.css';
import { searchHref } from './search-box';

interface Props {
  searchPath: string;
  comparatorPath: string | null;
  labels: { label: string; placeholder: string; submit: string; comparator: string };
}

/**
 * Header search: a GET form to the search page (so it works without JavaScript); with JavaScript, Enter with
 * text navigates and clears the box, Enter with nothing does nothing. The second action opens the comparator.
 */
export function SearchBox({ searchPath, comparatorPath, labels }: Props) {
  const router = useRouter();
  const [text, setText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(searchPath, text);
    if (!href) return;
    setText('');
    router.push(href);
  };

  return (
    <div className={styles.searchRow}>
      <form role="search" action={searchPath} method="get" onSubmit={submit} className={styles.searchForm}>
        <label htmlFor="header-search" className="visually-hidden">
          {labels.label}
        </label>
        <input
          id="header-search"
          name="str"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
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
