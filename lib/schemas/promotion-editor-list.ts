import { feedNetworks } from '@/lib/feeds/constants';
import { promotionKinds } from '@/lib/promotions/kinds';
import { boolParam, choiceParam, intParam, pageParams, textParam } from './params';
import { z } from './zod';

/** Where an editor's list looks: each status, or the trash (where every deleted promotion waits, whatever its status). */
export const editorListStatuses = ['draft', 'scheduled', 'published', 'trash'] as const;
export type EditorListStatus = (typeof editorListStatuses)[number];

/** The `source` filter: a network, `feed` for any of them, `manual` for what editors typed. */
export const promotionSources = [...feedNetworks, 'feed', 'manual'] as const;

export const promotionOrderings = ['-updated_at', 'updated_at', 'title', '-title', 'expires_at', '-expires_at', 'store', '-store'] as const;
export type PromotionOrdering = (typeof promotionOrderings)[number];

/**
 * `GET /promotions/editable/`: the edition's promotions as editors look for them: by text in the title, the shop's
 * name or the code, by status, kind, category and whether they have expired, sorted and paged.
 */
export const promotionEditorListQuery = z.object({
  ...pageParams(25, 100),
  q: textParam({ max: 200 }).optional(),
  status: choiceParam(editorListStatuses).optional(),
  kind: choiceParam(promotionKinds).optional(),
  category: intParam({ min: 1, max: 999_999_999 }).optional(),
  expired: boolParam().optional(),
  /** Published promotions that end within EXPIRING_WITHIN_DAYS: the dashboard's warning, as a list. */
  ending_soon: boolParam().optional(),
  /** Promotions whose code visitors say fails (see `isFailingCode`): the dashboard's flag, as a list. */
  failing: boolParam().optional(),
  /** Where promotions came from: an affiliate network's feed (by network), any feed, or the editors' own hands. */
  source: choiceParam(promotionSources).optional(),
  /** The promotions one feed brought. */
  feed: intParam({ min: 1, max: 999_999_999 }).optional(),
  ordering: choiceParam(promotionOrderings).default('-updated_at'),
});
export type PromotionEditorListQuery = z.output<typeof promotionEditorListQuery>;

/** How far ahead the editors are warned of promotions that end. */
export const EXPIRING_WITHIN_DAYS = 7;

/** How many ids "select all matching" may name at once: what one bulk call takes. */
export const BULK_MAX = 500;
