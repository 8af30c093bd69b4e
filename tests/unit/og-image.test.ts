import { describe, expect, it } from 'vitest';
import { editionOgImagePath, ogTargetOf, pictureOgImagePath } from '@/lib/og-image';

describe('social-card paths', () => {
  it('maps our SVG pictures to their PNG card and back', () => {
    const card = pictureOgImagePath('/images/destinations/espagne.svg');
    expect(card).toBe('/og/images/destinations/espagne.png');
    expect(ogTargetOf(card!.split('/').slice(2))).toEqual({ kind: 'picture', svgPath: 'images/destinations/espagne.svg' });
    expect(pictureOgImagePath('/logos/stores/soleo.svg')).toBe('/og/logos/stores/soleo.png');
  });

  it("gives each edition its own card", () => {
    expect(editionOgImagePath('fr-fr')).toBe('/og/edition/fr-fr.png');
    expect(ogTargetOf(['edition', 'fr-fr.png'])).toEqual({ kind: 'edition', edition: 'fr-fr' });
  });

  it('refuses what is not one of our pictures: other formats, other folders, climbing out', () => {
    expect(pictureOgImagePath('/images/a.jpg')).toBeNull();
    expect(pictureOgImagePath('https://cdn.example.com/a.svg')).toBeNull();
    expect(ogTargetOf(['images', '..', '..', 'etc', 'passwd.png'])).toBeNull();
    expect(ogTargetOf(['secrets', 'a.png'])).toBeNull();
    expect(ogTargetOf(['edition', 'fr-be.svg'])).toBeNull();
    expect(ogTargetOf([])).toBeNull();
  });
});
