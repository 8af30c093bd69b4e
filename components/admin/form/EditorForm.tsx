import Link from 'next/link';
import type { ReactNode } from 'react';
import extras from './extras.module.css';
import styles from './form.module.css';

interface Props {
  /** Names the form by its title, `{idPrefix}-form-title`. */
  idPrefix: string;
  title: string;
  /** The list the item belongs to, linked above the title. */
  back?: { href: string; label: string };
  /** What is said between the title and the fields: the browser's copy offered back, the item in the trash. */
  notices?: ReactNode;
  /**
   * Beside the fields: the publish panel. A function, called once the fields are laid out, so that the panel's date
   * field comes after their inputs in the order react-hook-form takes the editor to the first field in error.
   */
  aside: () => ReactNode;
  children: ReactNode;
}

/**
 * An item's editing screen: its fields under a title, the publish panel beside them. Pressing Enter sends nothing:
 * each of the panel's buttons says what saving does.
 */
export function EditorForm({ idPrefix, title, back, notices, aside, children }: Props) {
  return (
    <form className={styles.editor} noValidate onSubmit={(event) => event.preventDefault()} aria-labelledby={`${idPrefix}-form-title`}>
      <div className={styles.form}>
        {back && (
          <p className={extras.back}>
            <Link href={back.href}>{back.label}</Link>
          </p>
        )}
        <h1 id={`${idPrefix}-form-title`}>{title}</h1>
        {notices}
        {children}
      </div>
      <aside>{aside()}</aside>
    </form>
  );
}

/** A boxed part of an editing screen's fields, named by its heading (« L'article », « Validité »). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.sectionBox} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
