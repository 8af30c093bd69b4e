'use client';

import { useTranslations } from 'next-intl';
import type { MouseEvent } from 'react';
import type { Suggestion, SuggestionList } from './search-suggestions';
import { highlightParts } from './suggestion-highlight';
import styles from './SearchSuggestions.module.css';

interface Props {
  id: string;
  list: SuggestionList;
  /** What the visitor typed: the marked parts of each name, and the "all results" wording. */
  text: string;
  active: number;
  onChoose: (option: Suggestion) => void;
}

export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/** The name with the typed words in `<mark>`: React text nodes only, never HTML from the API. */
function Marked({ name, text }: { name: string; text: string }) {
  return (
    <>
      {highlightParts(name, text).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}

/**
 * The combobox's listbox popup (WAI-ARIA 1.2): options grouped under their labels, then "all results". Focus
 * stays in the search box; the active option is the one its `aria-activedescendant` names. Options are links
 * so a middle click or a long press still offers "open in a new tab"; a plain click goes through `onChoose`.
 */
export function SearchSuggestions({ id, list, text, active, onChoose }: Props) {
  const t = useTranslations('searchSuggestions');
  const indexOf = new Map(list.options.map((suggestion, index) => [suggestion.key, index]));

  const option = (suggestion: Suggestion) => {
    const index = indexOf.get(suggestion.key) ?? -1;
    const selected = index === active;
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      // Modified clicks keep the browser's meaning (new tab, new window, download).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onChoose(suggestion);
    };
    return (
      <a
        key={suggestion.key}
        id={optionId(id, index)}
        role="option"
        aria-selected={selected}
        href={suggestion.href}
        tabIndex={-1}
        onClick={click}
        className={styles.option}
        data-kind={suggestion.kind}
      >
        {suggestion.kind === 'all' ? (
          <>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.allIcon}>
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
            <span className={styles.label}>{t('allResults', { text: suggestion.label })}</span>
          </>
        ) : (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- small SVG shop logos */}
            <img src={suggestion.icon} alt="" width={32} height={32} loading="lazy" className={styles.logo} />
            <span className={styles.text}>
              <span className={styles.label}>
                <Marked name={suggestion.label} text={text} />
              </span>
              {suggestion.detail && (
                <span className={styles.detail}>
                  <Marked name={suggestion.detail} text={text} />
                </span>
              )}
            </span>
            {suggestion.offer && <span className={styles.offer}>{suggestion.offer}</span>}
          </>
        )}
      </a>
    );
  };

  return (
    // The popup is a pointer target only: keep the focus (and the caret) in the search box while clicking.
    <div id={id} role="listbox" aria-label={t('listLabel')} className={styles.listbox} onMouseDown={(event) => event.preventDefault()}>
      {list.groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
          <div role="presentation" id={`${id}-${group.kind}`} className={styles.groupLabel}>
            {t(group.kind)}
          </div>
          {group.options.map(option)}
        </div>
      ))}
      {list.options.slice(-1).map(option)}
    </div>
  );
}
