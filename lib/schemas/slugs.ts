import { z } from './zod';
import { entityKinds } from '@/lib/routing';
import { SLUG_MAX } from '@/lib/slug';
import { choiceParam, textParam } from './params';

const slugParam = () => textParam({ max: SLUG_MAX, required: true });

/** `GET /slugs/?slug=…`: which kind of page a free slug denotes. */
export const slugQuery = z.object({ slug: slugParam() });

/** `GET /breadcrumbs/?slug=…&entity_type=…`: the chain from the root to that entity. */
export const breadcrumbsQuery = z.object({ slug: slugParam(), entity_type: choiceParam(entityKinds) });
