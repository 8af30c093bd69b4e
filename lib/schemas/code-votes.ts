import { codeVoteChoices } from '@/lib/promotions/code-feedback';
import { z } from './zod';

/** `POST /coupons/{id}/vote/`: a visitor's answer about a code, `{"vote": "worked"}` or `{"vote": "failed"}`. */
export const codeVoteBody = z.object(
  {
    vote: z.enum(codeVoteChoices, { error: 'Expected "worked" or "failed".' }),
  },
  { error: 'Invalid data. Expected a dictionary.' },
);

export type CodeVoteBody = z.output<typeof codeVoteBody>;
