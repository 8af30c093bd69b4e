'use client';

import type { EditionId } from '@/lib/editions';
import type { FormState } from '@/lib/forms/form-state';
import { submitVisitorForm, type SubmittableForm } from '@/lib/forms/visitor-form-actions';

/**
 * One bound action per form and edition, made once: a server action bound during render is a new reference each
 * time, and React, checking a plain form post's answer against it, would wait on its fresh arguments for ever.
 */
const boundActions = new Map<string, (previous: FormState, data: FormData) => Promise<FormState>>();
export function actionFor(form: SubmittableForm, edition: EditionId) {
  const key = `${form}:${edition}`;
  let action = boundActions.get(key);
  if (!action) boundActions.set(key, (action = submitVisitorForm.bind(null, form, edition)));
  return action;
}
