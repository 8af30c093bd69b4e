import { afterEach, describe, expect, it, vi } from 'vitest';
import { enabledThirdParties, thirdPartiesOf } from '@/lib/third-parties';

afterEach(() => vi.unstubAllEnvs());

describe('the third parties of an edition', () => {
  it('are all off without keys', () => {
    const parties = thirdPartiesOf('FR_BE', { domain: 'vacances.be', exclusions: [], mailingList: true });
    expect(enabledThirdParties(parties)).toEqual([]);
    expect(parties.newsletterPopup.listId).toBe('');
  });

  it('take their key per edition or for all, and their script and hosts from the environment', () => {
    vi.stubEnv('COMMENTS_KEY_NL_BE', 'vakanties');
    vi.stubEnv('CAPTCHA_KEY', 'site-key');
    vi.stubEnv('CONSENT_APP_KEY_NL_BE', 'cbid');
    vi.stubEnv('CONSENT_APP_SCRIPT_URL', 'https://cdn.example.net/consent/uc.js');
    vi.stubEnv('AFFILIATE_WIDGET_CSP_HOSTS', 'https://extra.example.org/path not-a-url');
    const nl = thirdPartiesOf('NL_BE', { domain: 'vakanties.be', exclusions: ['-1'], mailingList: false });
    const fr = thirdPartiesOf('FR_BE', { domain: 'vacances.be', exclusions: [], mailingList: true });
    expect(enabledThirdParties(nl)).toEqual(['consentApp', 'comments', 'captcha']);
    expect(enabledThirdParties(fr)).toEqual(['captcha']);
    expect(nl.comments.scriptUrl).toBe('https://vakanties.disqus.com/embed.js');
    expect(nl.consentApp.scriptUrl).toBe('https://cdn.example.net/consent/uc.js');
    expect(nl.consentApp.hosts.script).toContain('https://cdn.example.net');
    expect(nl.affiliateWidget.hosts.script).toEqual(['https://aff.bstatic.com', 'https://extra.example.org']);
  });

  it('give a mailing list to the edition that has one only', () => {
    vi.stubEnv('NEWSLETTER_LIST_FR_BE', '7');
    vi.stubEnv('NEWSLETTER_LIST_NL_BE', '8');
    expect(thirdPartiesOf('FR_BE', { domain: 'vacances.be', exclusions: [], mailingList: true }).newsletterPopup.listId).toBe('7');
    expect(thirdPartiesOf('NL_BE', { domain: 'vakanties.be', exclusions: [], mailingList: false }).newsletterPopup.listId).toBe('');
  });
});
