'use client';

import Script from 'next/script';
import { useEffect, useState } from 'react';
import { whenConsented } from './consent';
import styles from './third-parties.module.css';

interface AccommodationWidgetProps {
  /** The edition's affiliate id with the accommodation partner. */
  affiliateId: string;
  scriptUrl: string;
  /** Destinations the edition's agreements keep out of the widget. */
  exclusions: readonly string[];
  destination: string;
  language: string;
  consentApp: boolean;
  /** The section's heading and the note shown while consent is awaited, in the edition's language. */
  labels: { heading: string; needsConsent: string };
}

/**
 * The accommodation partner's search widget on a destination page, searching that destination. Its script loads once
 * the page is idle and, with a consent app, once the visitor has consented to its cookies.
 */
export function AccommodationWidget({ affiliateId, scriptUrl, exclusions, destination, language, consentApp, labels }: AccommodationWidgetProps) {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => whenConsented(consentApp, () => setAllowed(true)), [consentApp]);
  return (
    <section className={styles.block} aria-labelledby="accommodation-heading">
      <h2 id="accommodation-heading">{labels.heading}</h2>
      {!allowed && <p className={styles.note}>{labels.needsConsent}</p>}
      <ins
        className="bookingaff"
        data-aid={affiliateId}
        data-target_aff_label={`destination-${language}`}
        data-prod="nsb"
        data-width="100%"
        data-lang={language}
        data-ss={destination}
        data-excluded_dest_ids={exclusions.join(',')}
      />
      {allowed && <Script id="accommodation-widget" src={scriptUrl} strategy="lazyOnload" />}
    </section>
  );
}
