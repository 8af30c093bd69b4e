'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { resetCaptcha } from '@/components/forms/Captcha';
import type { FieldProps, ShownState } from '@/components/forms/use-visitor-form';
import { alertFrequencies, type AlertFrequency } from '@/lib/alerts/constants';
import { targetFields, type FollowTarget } from '@/lib/alerts/my-alerts';
import type { EditionId } from '@/lib/editions';
import { CAPTCHA_FIELD, HONEYPOT_FIELD } from '@/lib/forms/field-names';
import { formStateOf, idleForm, type FormState } from '@/lib/forms/form-state';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import type { AlertSubscription } from '@/lib/schemas/alerts';
import { subscribeAlert } from './alerts-api';
import { followByPost } from './follow-action';

/** What the visitor fills in; what is followed comes from the page. */
export interface FollowValues {
  email: string;
  frequency: AlertFrequency;
}

/** The fields the visitor sees, in the order they meet them: the rest of the form's messages go to the top. */
const visibleFields = ['email', 'frequency'] as const;

/**
 * One bound action per edition, made once: a server action bound during render is a new reference each time, and
 * React, checking a plain form post's answer against it, would wait on its fresh arguments for ever.
 */
const boundActions = new Map<EditionId, (previous: FormState, data: FormData) => Promise<FormState>>();
function postActionFor(edition: EditionId) {
  let action = boundActions.get(edition);
  if (!action) boundActions.set(edition, (action = followByPost.bind(null, edition)));
  return action;
}

const isFrequency = (value: unknown): value is AlertFrequency => (alertFrequencies as readonly unknown[]).includes(value);

/**
 * The follow form, with and without JavaScript:
 * - with it, react-hook-form checks the address with the API's own schema and words, then the form sends the follow
 *   to the API as JSON; the answer's field messages are shown beside their fields and focus goes to the first one;
 * - without it, the `<form>` posts to the page (a server action), which comes back with the answer and what was typed.
 * Nothing typed is cleared but by a successful follow.
 */
export function useFollowForm({ edition, id, target }: { edition: EditionId; id: string; target: FollowTarget }) {
  const tForm = useTranslations('forms.errors');
  const tAlerts = useTranslations('alerts.errors');
  const postAction = postActionFor(edition);
  // Set when the page was rendered after a plain form post (no JavaScript), idle otherwise.
  const [posted, formAction] = useActionState(postAction, idleForm);
  const [state, setState] = useState<ShownState>(posted);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>(posted.status === 'invalid' ? posted.fieldErrors : {});
  const statusId = `${id}-status`;
  // A form sent before the page's script took over is replayed through the form's action once it has: its answer
  // arrives here, not through `onSubmit`.
  const [shownPost, setShownPost] = useState(posted);
  if (posted !== shownPost) {
    setShownPost(posted);
    setState(posted);
    setServerErrors(posted.status === 'invalid' ? posted.fieldErrors : {});
  }
  useEffect(() => {
    if (posted.status !== 'idle') focusLater(statusId);
  }, [posted, statusId]);

  const typed = 'values' in posted ? posted.values : {};
  const hidden = targetFields(target);

  // The schema loads when the visitor first needs a check: zod stays out of the first load of every shop page. What
  // is followed is checked with the address, from the page's own fields.
  const resolver: Resolver<FollowValues, unknown, AlertSubscription> = async (values, context, options) => {
    const { alertSubscribeBody, alertIssueKeys } = await import('@/lib/schemas/alerts');
    const own: readonly string[] = alertIssueKeys;
    const words: ErrorTranslator = (key, params) => (own.includes(key) ? tAlerts(key as (typeof alertIssueKeys)[number]) : (tForm as unknown as ErrorTranslator)(key, params));
    const check = zodResolver(alertSubscribeBody, { error: visitorIssueMessage(words) }) as unknown as Resolver<Record<string, unknown>, unknown, AlertSubscription>;
    return (await check({ ...values, ...hidden }, context, options as never)) as never;
  };
  const methods = useForm<FollowValues, unknown, AlertSubscription>({
    resolver,
    defaultValues: { email: typed.email ?? '', frequency: isFrequency(typed.frequency) ? typed.frequency : 'daily' },
    mode: 'onTouched',
  });

  /** A field's message: the browser's check first, else what the server said of the value sent. */
  const errorOf = (name: (typeof visibleFields)[number]): string | undefined => methods.formState.errors[name]?.message ?? serverErrors[name]?.[0];

  /** Forgets the server's message of a field once the visitor changes its value. */
  const forgetServerError = (name: string) => {
    if (serverErrors[name]) setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));
  };

  /** The e-mail field's props, with the value typed before a plain form post (the server's HTML must carry it itself). */
  const emailField = (): FieldProps => {
    const registered = methods.register('email');
    return {
      ...registered,
      ...(typed.email === undefined ? {} : { defaultValue: typed.email }),
      onChange: async (event) => {
        forgetServerError('email');
        return registered.onChange(event);
      },
    };
  };

  /** One frequency choice's props: the daily digest chosen unless the visitor chose otherwise before a plain post. */
  const frequencyChoice = (value: AlertFrequency): FieldProps => {
    const registered = methods.register('frequency');
    const chosen = isFrequency(typed.frequency) ? typed.frequency : 'daily';
    return {
      ...registered,
      defaultChecked: value === chosen,
      onChange: async (event) => {
        forgetServerError('frequency');
        return registered.onChange(event);
      },
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const send = methods.handleSubmit(
      async (checked) => {
        setState({ status: 'sending' });
        const data = new FormData(element);
        const trap = data.get(HONEYPOT_FIELD);
        const captcha = data.get(CAPTCHA_FIELD);
        const what = target.kind === 'query' ? { query: target.query } : { [target.kind]: target.id };
        const body = {
          email: checked.email,
          ...what,
          frequency: checked.frequency,
          source: hidden.source,
          ...(typeof trap === 'string' && trap ? { [HONEYPOT_FIELD]: trap } : {}),
          ...(typeof captcha === 'string' ? { [CAPTCHA_FIELD]: captcha } : {}),
        };
        let answer: FormState;
        try {
          const { status, body: reply } = await subscribeAlert(edition, body);
          answer = formStateOf(status, reply, {});
        } catch {
          setState({ status: 'network' });
          focusLater(statusId);
          return;
        }
        // A captcha answer is spent once the server has seen it.
        resetCaptcha();
        setState(answer);
        setServerErrors(answer.status === 'invalid' ? answer.fieldErrors : {});
        focusLater(answer.status === 'invalid' ? firstField(element, Object.keys(answer.fieldErrors)) : statusId);
      },
      (errors) => {
        setState({ status: 'idle' });
        focusLater(firstField(element, Object.keys(errors)));
      },
    );
    void send(event);
  };

  /** After the answer, the form again for another address; the frequency chosen stays. */
  const startOver = () => {
    methods.reset({ email: '', frequency: methods.getValues('frequency') });
    setServerErrors({});
    setState({ status: 'idle' });
  };

  /** The fields to correct (each linked to from the top) and the messages of no visible field (what is followed). */
  const clientErrors = Object.entries(methods.formState.errors);
  const errorFields = visibleFields.filter((name) => methods.formState.errors[name] || serverErrors[name]);
  const otherErrors = [
    ...clientErrors.filter(([name]) => !(visibleFields as readonly string[]).includes(name)).map(([, error]) => error?.message),
    ...Object.entries(serverErrors)
      .filter(([name]) => !(visibleFields as readonly string[]).includes(name))
      .flatMap(([, messages]) => messages),
  ].filter((message): message is string => typeof message === 'string' && message !== '');

  /** The `<form>`'s props: plain posts go to the page's action, the browser's submits through the checks above. */
  const formProps = { id, action: formAction, onSubmit, noValidate: true };

  return { methods, emailField, frequencyChoice, errorOf, state, formProps, statusId, startOver, errorFields: [...errorFields], otherErrors, hidden };
}

/** The id of the first of the form's fields named, in the order the visitor meets them; the status line's otherwise. */
function firstField(form: HTMLFormElement, names: string[]): string {
  const first = Array.from(form.elements).find((element) => names.includes((element as HTMLInputElement).name) && element.id);
  return first?.id || `${form.id}-status`;
}

/** Focus moves once React has shown what changed. */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
