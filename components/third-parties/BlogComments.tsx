'use client';

import Script from 'next/script';
import { useEffect, useRef, useState } from 'react';
import { whenConsented } from './consent';
import styles from './third-parties.module.css';

interface DisqusWindow extends Window {
  disqus_config?: (this: { page: { url: string; identifier: string }; language: string }) => void;
}

interface BlogCommentsProps {
  /** The comments service's script for the edition's short name. */
  scriptUrl: string;
  /** The post's address on the edition's own domain, and a stable id: the thread follows the post if its slug changes. */
  url: string;
  identifier: string;
  language: string;
  consentApp: boolean;
  /** The section's heading and the note shown while consent is awaited, in the edition's language. */
  labels: { heading: string; needsConsent: string };
}

/**
 * The comments under a blog post. Their script loads only when the section comes into view (most readers never
 * reach it) and, with a consent app, once the visitor has consented to its cookies.
 */
export function BlogComments({ scriptUrl, url, identifier, language, consentApp, labels }: BlogCommentsProps) {
  const section = useRef<HTMLElement>(null);
  const [inView, setInView] = useState(false);
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    }, { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => whenConsented(consentApp, () => setAllowed(true)), [consentApp]);

  const load = inView && allowed;
  useEffect(() => {
    if (!load) return;
    (window as DisqusWindow).disqus_config = function () {
      this.page.url = url;
      this.page.identifier = identifier;
      this.language = language;
    };
  }, [load, url, identifier, language]);

  return (
    <section ref={section} className={styles.block} aria-labelledby="comments-heading">
      <h2 id="comments-heading">{labels.heading}</h2>
      {!allowed && <p className={styles.note}>{labels.needsConsent}</p>}
      <div id="disqus_thread" />
      {load && <Script id="comments-embed" src={scriptUrl} strategy="lazyOnload" />}
    </section>
  );
}
