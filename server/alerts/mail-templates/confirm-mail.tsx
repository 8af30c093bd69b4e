import { Button, Heading, Section, Text } from '@react-email/components';
import type { ConfirmMailInput } from '../mail-shapes';
import { alertMailWords } from '../mail-words';
import { MailLayout } from './layout';
import * as s from './styles';

/** The first follow's mail: one button confirms the address (48 h); nothing is mailed until then. */
export function ConfirmMail({ input }: { input: ConfirmMailInput }) {
  const t = alertMailWords(input.edition);
  return (
    <MailLayout edition={input.edition} preview={t('confirm.preview', { followed: input.followed })} manageUrl={input.manageUrl}>
      <Heading as="h1" style={s.heading}>
        {t('confirm.heading')}
      </Heading>
      <Text style={s.paragraph}>{t('confirm.intro', { followed: input.followed })}</Text>
      <Section style={s.buttonRow}>
        <Button href={input.confirmUrl} style={s.button}>
          {t('confirm.action')}
        </Button>
      </Section>
      <Text style={s.paragraph}>{t('confirm.validity')}</Text>
      <Text style={s.paragraph}>{t('confirm.notYou')}</Text>
    </MailLayout>
  );
}

/** The mail as an element, for render() (mails.ts holds no JSX). */
export const confirmMail = (input: ConfirmMailInput) => <ConfirmMail input={input} />;
