/**
 * What the browser tests know about the running site without importing the app: the port of the test server
 * and the three editions' public facts (the contract, not the app's own tables).
 */
export type EditionId = 'fr-be' | 'nl-be' | 'fr-fr';

/** Port of the server Playwright starts (`E2E_PORT` overrides); the domains are mapped onto it. */
export const e2ePort = Number(process.env.E2E_PORT || 3210);

/** The admin account the e2e server creates at start (EDITOR_BOOTSTRAP_EMAIL/PASSWORD). */
export const E2E_EDITOR = { email: 'redaction@vacances.test', password: 'e2e editor passphrase' };

export interface EditionFacts {
  domain: string;
  htmlLang: 'fr-BE' | 'nl-BE' | 'fr-FR';
  language: 'fr' | 'nl';
}

export const editionFacts: Record<EditionId, EditionFacts> = {
  'fr-be': { domain: 'vacances.be', htmlLang: 'fr-BE', language: 'fr' },
  'nl-be': { domain: 'vakanties.be', htmlLang: 'nl-BE', language: 'nl' },
  'fr-fr': { domain: 'vacances.fr', htmlLang: 'fr-FR', language: 'fr' },
};

/**
 * Which projects run a test. A test without a tag runs on the three domains. Behaviour that is the same on every
 * edition (a widget's keys and motion, headers, redirects of unknown hosts) is proved once, on vacances.be; what
 * depends on the copy (text length in a layout, translated labels) runs on one French and the Dutch edition,
 * since vacances.fr shares the French copy with vacances.be. playwright.config.ts applies the tags.
 */
export const ONE_EDITION = '@one-edition';
export const PER_LANGUAGE = '@per-language';

/** Port of the second test server, the one started with every third party's key. */
export const e2eThirdPartyPort = Number(process.env.E2E_THIRD_PARTY_PORT || 3211);

/** The test servers' SMTP server (tests/e2e/mail-sink.mjs), and where the tests read what it received. */
export const mailSinkSmtpPort = Number(process.env.E2E_MAIL_SMTP_PORT || 3225);
export const mailSinkUrl = `http://127.0.0.1:${Number(process.env.E2E_MAIL_HTTP_PORT || 3226)}`;

/**
 * The keys that server runs with. The scripts keep their providers' real addresses: the browser never reaches
 * them, the spec answers each with a stub.
 */
export const thirdPartyKeys: Record<string, string> = {
  CONSENT_APP_KEY_FR_BE: 'e2e-consent-fr-be',
  CONSENT_APP_KEY_NL_BE: 'e2e-consent-nl-be',
  NEWSLETTER_POPUP_KEY_FR_BE: 'e2e-popup-fr-be',
  NEWSLETTER_POPUP_KEY_NL_BE: 'e2e-popup-nl-be',
  COMMENTS_KEY_FR_BE: 'vacances-be',
  COMMENTS_KEY_NL_BE: 'vakanties-be',
  AFFILIATE_WIDGET_KEY_FR_BE: '1234567',
  AFFILIATE_WIDGET_KEY_NL_BE: '7654321',
  CAPTCHA_KEY: 'e2e-captcha-site-key',
};
