import { Column, Heading, Img, Link, Row, Section, Text } from '@react-email/components';
import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { storeLogo } from '@/lib/store-logo';
import type { DigestEntry, DigestMailInput, DigestSection } from '../mail-shapes';
import { alertMailWords } from '../mail-words';
import { MailLayout } from './layout';
import * as s from './styles';

const STORE_LOGO_SIZE = 40;

/** One new promotion: the shop, the offer, the title (the link to the shop page with the code open), its facts. */
function Entry({ edition, entry }: { edition: EditionId; entry: DigestEntry }) {
  const t = alertMailWords(edition);
  const facts = [entry.expiry, entry.successRate === null ? null : t('digest.success', { rate: entry.successRate })].filter(Boolean).join(' · ');
  return (
    <Section style={s.entry}>
      <Row>
        <Column style={s.entryLogoCell}>
          <Img src={absoluteUrl(edition, storeLogo(entry.storeLogo))} alt="" width={STORE_LOGO_SIZE} height={STORE_LOGO_SIZE} style={s.entryLogo} />
        </Column>
        <Column>
          <Text style={s.entryStore}>{entry.storeName}</Text>
          {entry.offer ? <Text style={s.entryOffer}>{entry.offer}</Text> : null}
          <Link href={entry.url} style={s.entryTitle}>
            {entry.title}
          </Link>
          <Text style={s.entryFacts}>{facts}</Text>
          <Link href={entry.url} style={s.entryLink}>
            {t('digest.open')}
          </Link>
        </Column>
      </Row>
    </Section>
  );
}

/** The entries of one followed thing, what did not fit, and the link that stops that one alert. */
function FollowedSection({ edition, section }: { edition: EditionId; section: DigestSection }) {
  const t = alertMailWords(edition);
  return (
    <Section>
      <Heading as="h2" style={s.sectionTitle}>
        {section.followed}
      </Heading>
      {section.entries.map((entry) => (
        <Entry key={entry.promotionId} edition={edition} entry={entry} />
      ))}
      {section.more ? (
        <Text style={s.more}>
          <Link href={section.more.url} style={s.entryLink}>
            {t('digest.more', { count: section.more.count })}
          </Link>
        </Text>
      ) : null}
      <Text style={s.sectionFooter}>
        <Link href={section.unsubscribeUrl} style={s.footerLink}>
          {t('digest.unsubscribe', { followed: section.followed })}
        </Link>
      </Text>
    </Section>
  );
}

/** The digest: what is new for each followed thing since the last mail, one section each. */
export function DigestMail({ input }: { input: DigestMailInput }) {
  const t = alertMailWords(input.edition);
  const { brandName } = editions[input.edition];
  const daily = input.frequency === 'daily';
  return (
    <MailLayout
      edition={input.edition}
      preview={t(daily ? 'digest.previewDaily' : 'digest.previewInstant', { brand: brandName })}
      manageUrl={input.manageUrl}
      footerNote={t(daily ? 'digest.frequencyDaily' : 'digest.frequencyInstant')}
    >
      <Heading as="h1" style={s.heading}>
        {t(daily ? 'digest.headingDaily' : 'digest.headingInstant')}
      </Heading>
      <Text style={s.paragraph}>{t('digest.intro')}</Text>
      {input.sections.map((section) => (
        <FollowedSection key={section.alertId} edition={input.edition} section={section} />
      ))}
    </MailLayout>
  );
}

/** The mail as an element, for render() (mails.ts holds no JSX). */
export const digestMail = (input: DigestMailInput) => <DigestMail input={input} />;
