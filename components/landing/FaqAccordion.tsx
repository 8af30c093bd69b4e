import type { FaqItem } from '@/lib/api/types/landing';
import { answerParagraphs, visibleFaqItems } from './faq';
import { LandingSection } from './LandingSection';
import styles from './landing.module.css';

/**
 * A landing page's questions and answers as an accordion of native `<details>`: it opens and closes with the
 * keyboard and without JavaScript, and screen readers announce each question as expanded or collapsed. One h2
 * for the block; the questions are the summaries. Both texts are plain text from the API (rendered as text).
 */
export function FaqAccordion({ id, title, items }: { id: string; title: string; items: FaqItem[] }) {
  const shown = visibleFaqItems(items);
  if (shown.length === 0) return null;
  return (
    <LandingSection id={id} title={title}>
      <div className={styles.faq}>
        {shown.map((item, index) => (
          <details key={index} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question.trim()}</summary>
            <div className={styles.faqAnswer}>
              {answerParagraphs(item.answer).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
