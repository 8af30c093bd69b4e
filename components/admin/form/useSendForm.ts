'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { EditorCallResult } from '@/lib/api/editor-browser';
import { answerOf, showRefusal, type Failure } from './submit';

/** A screen's words for what went wrong with a write (a file too large never comes up on these forms). */
type FailureWords = (key: Exclude<Failure, 'tooLarge'>) => string;

/**
 * The sending of a short form that writes one thing (an account's access, a redirection): the API's refusals go
 * beside their fields and the rest of what went wrong into the form's alert; a lost session reads the page again for
 * the login to take its place, and so does the thing gone meanwhile, for the list to drop it.
 */
export function useSendForm<V extends FieldValues>(methods: UseFormReturn<V>, fieldNames: readonly Path<V>[], t: FailureWords) {
  const router = useRouter();
  const [alert, setAlert] = useState('');

  /** Sends the write; the API's answer once it is done, null once what went wrong is shown. */
  const send = async (write: () => Promise<EditorCallResult>): Promise<{ body: unknown } | null> => {
    setAlert('');
    const answer = answerOf(await write(), fieldNames);
    if (answer.kind === 'signedOut') {
      router.refresh();
      return null;
    }
    if (answer.kind === 'refused') {
      showRefusal(methods, answer.refusal, fieldNames);
      setAlert(answer.refusal.other.join(' '));
      return null;
    }
    if (answer.kind === 'failed') {
      if (answer.reason === 'gone') router.refresh();
      setAlert(t(answer.reason === 'tooLarge' ? 'failed' : answer.reason));
      return null;
    }
    return { body: answer.body };
  };

  return { alert, send };
}
