'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState, type FormEvent } from 'react';
import { useForm, type FieldValues, type Path, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import type { EditionId } from '@/lib/editions';
import { idleForm, type FormState } from '@/lib/forms/form-state';
import { visitorIssueMessage, type ErrorTranslator } from '@/lib/forms/issue-message';
import type { SubmittableForm } from '@/lib/forms/visitor-form-actions';
import { actionFor } from './bound-actions';
import type { z } from '@/lib/schemas/zod';

/** What a field element is given: react-hook-form's props and its starting value. */
export type FieldProps = UseFormRegisterReturn & { defaultValue?: string; defaultChecked?: boolean };

/** The form as it stands in the browser: the server's last answer, or a send under way, or no answer at all. */
export type ShownState = FormState | { status: 'sending' } | { status: 'network' };

interface Options<S extends z.ZodType<FieldValues, FieldValues>> {
  form: SubmittableForm;
  edition: EditionId;
  /** The `<form>`'s id; its status line is `{id}-status`. */
  id: string;
  /**
   * The form's schema, the API's own, loaded when the visitor first needs a check: zod stays out of the page's
   * first load (the newsletter form is in every page's footer).
   */
  loadSchema: () => Promise<S>;
  /** Each field's starting value (empty text, unticked box). */
  empty: z.input<S>;
}

/**
 * A visitor form, with and without JavaScript:
 * - with it, react-hook-form checks the fields with the API's own schema and words, then the server action sends
 *   them; the answer's field messages are shown beside their fields and focus goes to the first one;
 * - without it, the `<form>` posts to the same action, and the page comes back with the answer and what was typed.
 * Nothing typed is ever cleared but by a successful send.
 */
export function useVisitorForm<S extends z.ZodType<FieldValues, FieldValues>>({ form, edition, id, loadSchema, empty }: Options<S>) {
  const t = useTranslations('forms.errors');
  const action = actionFor(form, edition);
  // Set when the page was rendered after a plain form post (no JavaScript), idle otherwise.
  const [posted, formAction] = useActionState(action, idleForm);
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
  // `as never`: zodResolver's types cannot follow a schema that is itself a type parameter; the schema and the form's
  // values are the same S all the same. The translator is next-intl's, typed by its keys; the words map needs any key.
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
    (zodResolver((await loadSchema()) as never, { error: visitorIssueMessage(t as unknown as ErrorTranslator) }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>)(values, context, options);
  const methods = useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    defaultValues: { ...empty, ...typed } as never,
    mode: 'onTouched',
  });

  /** A field's message: the browser's check first, else what the server said of the value sent. */
  const errorOf = (name: string): string | undefined => {
    const own = methods.formState.errors[name]?.message;
    return typeof own === 'string' ? own : serverErrors[name]?.[0];
  };

  /**
   * A field's props: react-hook-form's; the value typed before a plain form post, which the server's HTML must carry
   * itself (react-hook-form fills fields in only once its script runs); and forgetting the server's message once the
   * visitor changes the value.
   */
  const field = (name: Path<z.input<S>>): FieldProps => {
    const registered = methods.register(name);
    const before = typed[name];
    const isBox = typeof (empty as Record<string, unknown>)[name] === 'boolean';
    return {
      ...registered,
      ...(before === undefined ? {} : isBox ? { defaultChecked: before === 'on' || before === 'true' } : { defaultValue: before }),
      onChange: async (event) => {
        if (serverErrors[name]) {
          setServerErrors((errors) => Object.fromEntries(Object.entries(errors).filter(([key]) => key !== name)));
        }
        return registered.onChange(event);
      },
    };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    const send = methods.handleSubmit(
      async () => {
        setState({ status: 'sending' });
        let answer: FormState;
        try {
          answer = await action(idleForm, new FormData(element));
        } catch {
          setState({ status: 'network' });
          focusLater(statusId);
          return;
        }
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

  /** After the thanks, a fresh form. */
  const startOver = () => {
    methods.reset(empty as never);
    setServerErrors({});
    setState({ status: 'idle' });
  };

  /** Every message to show at the top: the field messages (with links to their fields) and those of no field. */
  const fieldNames = Object.keys(empty as object);
  const clientErrors = Object.keys(methods.formState.errors);
  const errorFields = [...new Set([...clientErrors, ...Object.keys(serverErrors)])].filter((name) => fieldNames.includes(name));
  const otherErrors = Object.entries(serverErrors)
    .filter(([name]) => !fieldNames.includes(name))
    .flatMap(([, messages]) => messages);

  /** The `<form>`'s props: plain posts go to the action, the browser's submits through the checks above. */
  const formProps = { id, action: formAction, onSubmit, noValidate: true };

  return { methods, field, errorOf, state, formProps, statusId, startOver, errorFields, otherErrors };
}

/** The id of the first of the form's fields named, in the order the visitor meets them; the status line's otherwise. */
function firstField(form: HTMLFormElement, names: string[]): string {
  const first = Array.from(form.elements).find((element) => names.includes((element as HTMLInputElement).name));
  return first?.id || `${form.id}-status`;
}

/** Focus moves once React has shown what changed. */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}
