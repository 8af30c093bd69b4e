'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';

interface ConsentWindow extends Window {
  Cookiebot?: { renew?: () => void };
}

/**
 * Opens the consent app's panel when the edition has one; without a consent app the cookies page
 * explains what the site stores, so the link leads there.
 */
export function CookieSettingsLink({ label, enabled }: { label: string; enabled: boolean }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const consent = (window as ConsentWindow).Cookiebot;
    if (!enabled || !consent?.renew) return;
    event.preventDefault();
    consent.renew();
  };
  return (
    <Link href="/cookies" onClick={open}>
      {label}
    </Link>
  );
}
