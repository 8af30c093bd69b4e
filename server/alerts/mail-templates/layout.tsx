import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import { absoluteUrl, editions, type EditionId } from '@/lib/editions';
import { alertMailWords } from '../mail-words';
import * as s from './styles';

/** The logo's box in the mail: the site's header logo, scaled down. */
const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 40;

/**
 * Every alert mail's frame: the edition's logo (an absolute URL on its own domain, linking home), the body, and a
 * footer saying why the mail came with the link to "Mes alertes". `lang` is the edition's, so readers and screen
 * readers speak it right.
 */
export function MailLayout({ edition, preview, manageUrl, footerNote, children }: { edition: EditionId; preview: string; manageUrl: string; footerNote?: string; children: React.ReactNode }) {
  const { brandName, logo, logoAlt, htmlLang } = editions[edition];
  const t = alertMailWords(edition);
  return (
    <Html lang={htmlLang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.card}>
          <Section style={s.logoRow}>
            <Link href={absoluteUrl(edition, '/')} title={t('homeLink', { brand: brandName })}>
              <Img src={absoluteUrl(edition, logo)} alt={logoAlt} width={LOGO_WIDTH} height={LOGO_HEIGHT} />
            </Link>
          </Section>
          {children}
          <Hr style={s.rule} />
          <Text style={s.footer}>
            <Link href={manageUrl} style={s.footerLink}>
              {t('manage')}
            </Link>
          </Text>
          {footerNote ? <Text style={s.footer}>{footerNote}</Text> : null}
          <Text style={s.footer}>{t('footerWhy', { brand: brandName })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
