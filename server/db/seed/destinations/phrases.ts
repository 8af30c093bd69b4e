/** Sentences of the destination pages, per language and theme; `{in}` is the place with its preposition. */
import type { Theme } from './world';

export type Lang = 'fr' | 'nl';

export const themeSentences: Record<Lang, Record<Theme, string[]>> = {
  fr: {
    beach: [
      '{in}, les journées se partagent entre baignade, sieste à l’ombre d’un parasol et dîner en terrasse face à la mer.',
      '{in}, le programme est simple : plages de sable fin, eau à bonne température et petits restaurants de poisson grillé.',
      '{in}, on vient pour le soleil, mais on reste pour les promenades du soir, les marchés locaux et les sorties en mer.',
    ],
    city: [
      '{in}, musées, quartiers animés et bonnes tables suffisent à remplir un long week-end sans temps mort.',
      '{in}, rien de tel que de flâner sans but : chaque rue réserve une terrasse, une galerie ou un marché à découvrir.',
      '{in}, un long week-end suffit pour voir l’essentiel, du centre historique aux quartiers qui bougent.',
    ],
    mountain: [
      '{in}, les pistes enneigées attirent skieurs et familles l’hiver ; l’été, les sentiers et les lacs d’altitude prennent le relais.',
      '{in}, l’air pur, les chalets en bois et les panoramas sur les sommets font oublier le quotidien en quelques heures.',
      '{in}, la montagne se vit en toutes saisons : ski, raquettes, randonnée ou simple farniente en terrasse face aux cimes.',
    ],
    nature: [
      '{in}, grands espaces, balades au grand air et petites routes panoramiques invitent à ralentir.',
      '{in}, la nature reste la vedette : forêts, côtes sauvages et villages de caractère se découvrent à pied, à vélo ou en voiture.',
      '{in}, on privilégie les séjours au calme, entre randonnées, produits du terroir et longues soirées en terrasse.',
    ],
    island: [
      '{in}, criques secrètes, villages de pêcheurs et couchers de soleil sur la mer rythment des vacances sans stress.',
      '{in}, louer une voiture ou un scooter est le meilleur moyen de passer d’une plage à l’autre et de dénicher les tavernes locales.',
      '{in}, l’insularité a du bon : le rythme ralentit, la mer est partout et chaque journée se termine face à l’horizon.',
    ],
    desert: [
      '{in}, souks colorés, nuits étoilées dans le désert et douceur du climat font tout le charme du voyage.',
      '{in}, les excursions dans le désert et les visites de médinas se combinent facilement avec quelques jours à la piscine.',
      '{in}, le soleil brille presque toute l’année : parfait pour allier visites culturelles et détente au bord de l’eau.',
    ],
    tropical: [
      '{in}, lagons turquoise, cocotiers et eau à 28 °C composent le décor parfait d’un voyage de rêve.',
      '{in}, snorkeling, excursions en bateau et couchers de soleil sur la plage rythment des journées placées sous le signe de la détente.',
      '{in}, les resorts tout compris côtoient les petites guesthouses : il y en a pour tous les budgets, des familles aux jeunes mariés.',
    ],
  },
  nl: {
    beach: [
      '{in} wissel je luie stranddagen af met een duik in zee, een siësta onder de parasol en een etentje op een terras aan het water.',
      '{in} is het programma eenvoudig: fijne zandstranden, aangenaam zeewater en visrestaurantjes met de vangst van de dag.',
      '{in} kom je voor de zon, maar blijf je voor de avondwandelingen, de lokale markten en de boottochtjes.',
    ],
    city: [
      '{in} vullen musea, levendige wijken en goede restaurants moeiteloos een lang weekend.',
      '{in} slenter je het best zonder plan: in elke straat wacht wel een terras, een galerie of een markt.',
      '{in} zie je in een lang weekend het belangrijkste, van het historische centrum tot de wijken waar het bruist.',
    ],
    mountain: [
      '{in} trekken besneeuwde pistes in de winter skiërs en gezinnen aan; in de zomer nemen wandelpaden en bergmeren het over.',
      '{in} doen de zuivere lucht, de houten chalets en de uitzichten op de toppen je de dagelijkse sleur snel vergeten.',
      '{in} beleef je de bergen in elk seizoen: skiën, sneeuwschoenwandelen, hiken of gewoon genieten op een terras met zicht op de toppen.',
    ],
    nature: [
      '{in} nodigen weidse landschappen, wandelingen in de buitenlucht en panoramische wegen uit om te vertragen.',
      '{in} is de natuur de grote ster: bossen, ruige kusten en karaktervolle dorpjes ontdek je te voet, met de fiets of met de auto.',
      '{in} kies je voor rust, met wandelingen, streekproducten en lange avonden op een terras.',
    ],
    island: [
      '{in} bepalen verborgen baaien, vissersdorpjes en zonsondergangen boven zee het ritme van een zorgeloze vakantie.',
      '{in} huur je het best een auto of scooter om van strand naar strand te rijden en de lokale taverna’s te ontdekken.',
      '{in} heeft het eilandleven zijn charme: het tempo zakt, de zee is overal en elke dag eindigt met zicht op de horizon.',
    ],
    desert: [
      '{in} zorgen kleurrijke soeks, sterrennachten in de woestijn en een zacht klimaat voor een onvergetelijke reis.',
      '{in} combineer je woestijnexcursies en bezoeken aan medina’s makkelijk met een paar luie dagen aan het zwembad.',
      '{in} schijnt de zon bijna het hele jaar: ideaal om cultuur te combineren met ontspanning aan het water.',
    ],
    tropical: [
      '{in} vormen turquoise lagunes, palmbomen en water van 28 °C het perfecte decor voor een droomreis.',
      '{in} staan snorkelen, boottochten en zonsondergangen op het strand centraal in dagen vol ontspanning.',
      '{in} vind je zowel all-inclusive resorts als kleine guesthouses: er is iets voor elk budget, van gezinnen tot pasgetrouwden.',
    ],
  },
};

export const themeTips: Record<Lang, Record<Theme, string>> = {
  fr: {
    beach: 'Privilégiez un hôtel à moins de 500 m de la plage : vous gagnerez du temps chaque jour.',
    city: 'Achetez un pass de transports publics dès l’arrivée : il revient souvent moins cher que les tickets à l’unité.',
    mountain: 'Réservez forfaits et matériel de ski en ligne : c’est souvent 10 à 20 % moins cher qu’au guichet.',
    nature: 'Louez une voiture pour accéder aux plus beaux points de vue, loin des grands axes.',
    island: 'Comparez le vol sec avec les formules vol + hôtel : le forfait est souvent plus avantageux sur une île.',
    desert: 'Prévoyez une tenue couvrante pour les visites et une petite laine pour les soirées, plus fraîches qu’on ne le pense.',
    tropical: 'Vérifiez la saison des pluies avant de réserver et pensez à une assurance annulation.',
  },
  nl: {
    beach: 'Kies een hotel op minder dan 500 meter van het strand: zo win je elke dag tijd.',
    city: 'Koop meteen bij aankomst een pas voor het openbaar vervoer: vaak goedkoper dan losse tickets.',
    mountain: 'Reserveer je skipas en skimateriaal online: vaak 10 tot 20 % goedkoper dan aan het loket.',
    nature: 'Huur een auto om de mooiste uitzichtpunten te bereiken, weg van de grote wegen.',
    island: 'Vergelijk een los vliegticket met een pakket vlucht + hotel: op een eiland is het pakket vaak voordeliger.',
    desert: 'Neem bedekkende kleding mee voor bezoeken en een trui voor de avonden, die frisser zijn dan je denkt.',
    tropical: 'Controleer het regenseizoen voor je boekt en denk aan een annuleringsverzekering.',
  },
};

export const seasonExtras: Record<Lang, Partial<Record<Theme, string>> & { default: string }> = {
  fr: {
    mountain: 'Pour le ski, visez la période de mi-décembre à fin mars ; pour la randonnée, juillet et août.',
    beach: 'En juillet et août, il fait chaud et les plages sont animées ; juin et septembre offrent le meilleur compromis entre météo et prix.',
    island: 'Juin et septembre combinent mer chaude, prix plus doux et moins de monde qu’en plein été.',
    default: 'Hors vacances scolaires, vous profiterez de prix plus doux et de sites moins fréquentés.',
  },
  nl: {
    mountain: 'Om te skiën ga je best tussen half december en eind maart; om te wandelen in juli en augustus.',
    beach: 'In juli en augustus is het warm en druk op het strand; juni en september zijn het beste compromis tussen weer en prijs.',
    island: 'Juni en september combineren warm zeewater met zachtere prijzen en minder drukte dan hartje zomer.',
    default: 'Buiten de schoolvakanties geniet je van lagere prijzen en minder drukte.',
  },
};

const monthNames: Record<Lang, string[]> = {
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
};

/** "de mai à octobre" / "d’avril à octobre" / "van mei tot oktober"; a full year is "toute l’année". */
export function seasonRange(lang: Lang, [from, to]: [number, number]): string {
  const names = monthNames[lang];
  if (from === 1 && to === 12) return lang === 'fr' ? 'toute l’année' : 'het hele jaar door';
  if (lang === 'nl') return `van ${names[from - 1]} tot ${names[to - 1]}`;
  const start = names[from - 1];
  return `${/^[aeiouyé]/.test(start) ? 'd’' : 'de '}${start} à ${names[to - 1]}`;
}

/** 2.5 → "2 h 30" / "2,5 uur". */
export function flightTime(lang: Lang, hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  if (lang === 'nl') return `${String(hours).replace('.', ',')} uur`;
  return minutes ? `${whole} h ${minutes}` : `${whole} h`;
}

export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
