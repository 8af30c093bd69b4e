/**
 * An API refusal as the editors' forms show it: each field's first message beside the field, the rest (`detail`,
 * `non_field_errors`, a field the form does not have) above the form.
 */
export interface FormRefusal {
  fields: Record<string, string>;
  other: string[];
}

const messagesOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : typeof value === 'string' ? [value] : []);

export function refusalFor(body: unknown, fieldNames: readonly string[]): FormRefusal {
  const refusal: FormRefusal = { fields: {}, other: [] };
  if (typeof body !== 'object' || body === null) return refusal;
  for (const [key, value] of Object.entries(body)) {
    const messages = messagesOf(value);
    if (fieldNames.includes(key) && messages.length) refusal.fields[key] = messages.join(' ');
    else refusal.other.push(...messages);
  }
  return refusal;
}
