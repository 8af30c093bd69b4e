import { rule } from '@/lib/forms/editor-issue-message';
import { pageParams, textParam } from './params';
import { flag, optionalText, picture } from './write-fields';
import { z } from './zod';

/** The kinds of entity whose SEO data editors set, as the SEO calls name them. */
export const seoResources = ['store', 'promotion_category', 'blog_post_category', 'blog_post'] as const;
export type SeoResource = (typeof seoResources)[number];

/** `GET /seo/{resource}/`: the edition's entities with their SEO data, optionally those whose name contains `search`. */
export const seoListQuery = z.object({ ...pageParams(50, 200), search: textParam({ max: 100 }).optional() });

const CANONICAL = /^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/;

/**
 * `PATCH /seo/{resource}/{id}/`: any of the SEO data. The texts are plain (tags are removed); `canonical_url` is
 * an http(s) address or a path of the edition; null clears a canonical or a picture.
 */
export const seoPatch = z
  .strictObject({
    seo_title: optionalText(200),
    seo_description: optionalText(500),
    robots_noindex: flag(),
    robots_nofollow: flag(),
    canonical_url: z
      .string()
      .trim()
      .max(2000)
      .refine((url) => CANONICAL.test(url), rule('pathOrAddress'))
      .nullable(),
    og_image: picture().nullable(),
  })
  .partial();
