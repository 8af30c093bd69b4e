import type { EditionId } from '@/lib/editions';
import { apiSubmit } from './transport';

export type ConfirmationOutcome = 'confirmed' | 'expired' | 'invalid';

/** Follows a confirmation link: the subscriber is confirmed, or the link has expired or is not one of ours. */
export async function confirmSubscription(edition: EditionId, token: string): Promise<ConfirmationOutcome> {
  const { status, body } = await apiSubmit('/newsletter/confirm/', edition, { token });
  if (status === 200) return 'confirmed';
  return typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'expired' ? 'expired' : 'invalid';
}
