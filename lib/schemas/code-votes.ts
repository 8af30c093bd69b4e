import { codeVoteChoices } from '@/lib/promotions/code-feedback';
import { z } from './zod';

/**
 * `POST /coupons/{id}/vote/`: a visitor's answer about a code, `{"vote": "worked"}` or `{"vote": "failed"}`. A refusal is
 * worded by the API in the visitor's language (`forms.errors`).
 */
export const codeVoteBody = z.object({ vote: z.enum(codeVoteChoices) });

export type CodeVoteBody = z.output<typeof codeVoteBody>;
