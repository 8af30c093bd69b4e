import { instantFromZonedInput, zonedInputValue } from '@/lib/dates/zoned-input';
import type { EditablePromotion } from '@/lib/api/types/editor-promotions';
import type { PromotionKind } from '@/lib/promotions/kinds';
import type { ContentStatus } from '@/lib/schemas/content-status';

/**
 * The promotion form's fields, named as the API names them so that its refusals land on the right field. Dates are
 * the wall-clock times of the edition's time zone, as `datetime-local` inputs hold them.
 */
export interface PromotionFormValues {
  title: string;
  store: number | null;
  kind: PromotionKind;
  code: string;
  offer: string;
  link: string;
  description: string;
  condition: string;
  categories: number[];
  starts_at: string;
  expires_at: string;
  publish_at: string;
  is_exclusive: boolean;
  is_verified: boolean;
  slider_image: string | null;
  in_slider: boolean;
  on_homepage: boolean;
  is_deal_of_month: boolean;
  position: number;
}

/** The form's order of fields: the first one in error takes the focus. */
export const promotionFieldOrder = [
  'title',
  'store',
  'kind',
  'code',
  'offer',
  'link',
  'description',
  'condition',
  'categories',
  'starts_at',
  'expires_at',
  'slider_image',
  'is_exclusive',
  'is_verified',
  'in_slider',
  'on_homepage',
  'is_deal_of_month',
  'position',
  'publish_at',
] as const satisfies readonly (keyof PromotionFormValues)[];

export function promotionFormValues(p: EditablePromotion | null, timeZone: string, prefill: Partial<PromotionFormValues> = {}): PromotionFormValues {
  return {
    title: p?.title ?? '',
    store: p?.store ?? null,
    kind: p?.kind ?? 'code',
    code: p?.code ?? '',
    offer: p?.offer ?? '',
    link: p?.link ?? '',
    description: p?.description ?? '',
    condition: p?.condition ?? '',
    categories: p?.categories ?? [],
    starts_at: zonedInputValue(p?.starts_at, timeZone),
    expires_at: zonedInputValue(p?.expires_at, timeZone),
    publish_at: zonedInputValue(p?.publish_at, timeZone),
    is_exclusive: p?.is_exclusive ?? false,
    is_verified: p?.is_verified ?? true,
    slider_image: p?.slider_image ?? null,
    in_slider: p?.in_slider ?? false,
    on_homepage: p?.on_homepage ?? false,
    is_deal_of_month: p?.is_deal_of_month ?? false,
    position: p?.position ?? 0,
    ...prefill,
  };
}

/**
 * The API's body for the form's values and the status the editor chose. A date the input cannot hold goes as it was
 * typed, so the shared schema refuses it with its message rather than the form dropping it silently.
 */
export function promotionBodyOf(values: PromotionFormValues, timeZone: string, status: ContentStatus): Record<string, unknown> {
  const instant = (value: string) => (value.trim() === '' ? null : (instantFromZonedInput(value, timeZone) ?? value));
  return {
    title: values.title,
    store: values.store ?? undefined,
    kind: values.kind,
    code: values.kind === 'code' ? values.code.trim() || null : null,
    offer: values.offer,
    link: values.link,
    description: values.description,
    condition: values.condition,
    categories: values.categories,
    starts_at: instant(values.starts_at),
    expires_at: instant(values.expires_at),
    status,
    publish_at: status === 'scheduled' ? instant(values.publish_at) : null,
    is_exclusive: values.is_exclusive,
    is_verified: values.is_verified,
    slider_image: values.slider_image,
    in_slider: values.in_slider,
    on_homepage: values.on_homepage,
    is_deal_of_month: values.is_deal_of_month,
    position: Number(values.position),
  };
}
