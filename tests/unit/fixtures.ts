import type { EditionId } from '@/lib/editions';

// The expectations spell the production domains out; the DOMAIN_* overrides are for deployments, not tests.
export const origin: Record<EditionId, string> = {
  'fr-be': 'https://vacances.be',
  'nl-be': 'https://vakanties.be',
  'fr-fr': 'https://vacances.fr',
};
