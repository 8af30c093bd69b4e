import { Heading, Text } from '@react-email/components';
import type { FollowNoticeInput } from '../mail-shapes';
import { alertMailWords } from '../mail-words';
import { MailLayout } from './layout';
import * as s from './styles';

/** A confirmed address follows one more thing: said at once, so a follow made by someone else is seen and undone. */
export function FollowNoticeMail({ input }: { input: FollowNoticeInput }) {
  const t = alertMailWords(input.edition);
  return (
    <MailLayout edition={input.edition} preview={t('notice.preview', { followed: input.followed })} manageUrl={input.manageUrl}>
      <Heading as="h1" style={s.heading}>
        {t('notice.heading')}
      </Heading>
      <Text style={s.paragraph}>{t('notice.intro', { followed: input.followed })}</Text>
      <Text style={s.paragraph}>{t('notice.notYou')}</Text>
    </MailLayout>
  );
}

/** The mail as an element, for render() (mails.ts holds no JSX). */
export const followNoticeMail = (input: FollowNoticeInput) => <FollowNoticeMail input={input} />;
