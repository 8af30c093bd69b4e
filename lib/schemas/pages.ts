import { rule } from '@/lib/forms/editor-issue-message';
import { pageIdentifiers } from '@/lib/pages/identifiers';
import { contentStatuses, scheduleErrors } from './content-status';
import { pageQuery } from './params';
import { instant, optionalText, requiredText } from './write-fields';
import { z } from './zod';

export const homeStoresQuery = pageQuery(20);
export const homepageBannersQuery = pageQuery(20);
/** The footer shows every link (in columns of 5): one page holds them all. */
export const footerLinksQuery = pageQuery(50);

/** `PUT /pages/update_page/?page=…`: which static page. */
export const updatePageQuery = z.object({
  page: z.enum(pageIdentifiers, { error: `Choose one of: ${pageIdentifiers.join(', ')}.` }),
});

/**
 * The body of `PUT /pages/update_page/`: the page's texts (`content` is HTML, sanitised on write) and when visitors
 * see them: at once (`published`, the default), never until published (`draft`), or from `publish_at` on
 * (`scheduled`). The version visitors see stays as it is until then.
 */
export const pageBody = z
  .strictObject({
    title: requiredText(200),
    header_1: optionalText(200).default(''),
    content: optionalText(200_000).default(''),
    seo_title: optionalText(200).default(''),
    meta_description: optionalText(500).default(''),
    status: z.enum(contentStatuses).default('published'),
    publish_at: instant().nullable().default(null),
  })
  .superRefine((body, ctx) => {
    for (const { key, values } of scheduleErrors(body.status, body.publish_at, new Date(), 'page')) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], input: body.publish_at, ...rule(key, values) });
    }
  });
