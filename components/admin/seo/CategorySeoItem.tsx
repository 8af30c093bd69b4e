import type { ComponentProps, ReactNode } from 'react';
import styles from '../admin.module.css';
import extras from '../form/extras.module.css';
import { CategorySeoPanel } from './CategorySeoPanel';

interface Props {
  heading: string;
  /** The category's page on the edition, opened in a new tab. */
  path: string;
  /** Said after the link to its page: its posts, its place on the blog's home, its own SEO title. */
  notes?: ReactNode;
  /** The words « (new tab) » read after the link, and the name of the folded SEO panel. */
  newTab: string;
  seoLabel: string;
  panel: ComponentProps<typeof CategorySeoPanel>;
}

/** A category in the list of its kind: its page, what is worth knowing of it, and its SEO panel folded under it. */
export function CategorySeoItem({ heading, path, notes, newTab, seoLabel, panel }: Props) {
  return (
    <li className={styles.item}>
      <h2>{heading}</h2>
      <p className={styles.meta}>
        <a href={path} target="_blank" rel="noopener">
          {path}
          <span className="visually-hidden"> {newTab}</span>
        </a>
        {notes}
      </p>
      <details className={extras.disclosure}>
        <summary>{seoLabel}</summary>
        <CategorySeoPanel {...panel} />
      </details>
    </li>
  );
}
