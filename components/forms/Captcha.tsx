'use client';

import Script from 'next/script';

interface CaptchaWindow extends Window {
  grecaptcha?: { reset?: () => void };
}

/** A used captcha answer is spent: after any answer from the server the widget asks again. */
export function resetCaptcha() {
  (window as CaptchaWindow).grecaptcha?.reset?.();
}

/**
 * The captcha's widget, when the edition has a key: the provider's script (loaded once the page is idle) fills in
 * the `g-recaptcha-response` field the API checks. Without a key nothing is rendered or loaded.
 */
export function Captcha({ siteKey, scriptUrl }: { siteKey: string; scriptUrl: string }) {
  if (!siteKey) return null;
  return (
    <>
      <div className="g-recaptcha" data-sitekey={siteKey} />
      <Script src={scriptUrl} strategy="lazyOnload" />
    </>
  );
}
