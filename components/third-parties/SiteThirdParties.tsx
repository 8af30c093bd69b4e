'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';

/** The consent app is added this long after the page is up, so it never competes with the page's own loading. */
export const CONSENT_DELAY_MS = 4000;

interface Service {
  key: string;
  scriptUrl: string;
}

/**
 * The third parties of every page, when the edition has their keys: the consent app, added 4 s after mount, and
 * the newsletter popup's script, added at mount. Without keys nothing is rendered and nothing leaves for their hosts.
 */
export function SiteThirdParties({ consent, popup, language }: { consent: Service | null; popup: Service | null; language: string }) {
  const [consentDue, setConsentDue] = useState(false);
  useEffect(() => {
    if (!consent) return;
    const timer = window.setTimeout(() => setConsentDue(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent]);
  return (
    <>
      {consent && consentDue && <Script id="Cookiebot" src={consent.scriptUrl} data-cbid={consent.key} data-culture={language} data-blockingmode="manual" strategy="afterInteractive" />}
      {popup && <Script id="newsletter-popup" src={popup.scriptUrl} data-key={popup.key} strategy="afterInteractive" />}
    </>
  );
}
