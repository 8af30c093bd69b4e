/**
 * Destination guides of the blog, written from the destination tree: country guides, long-haul itineraries,
 * city trips, ski resorts and family holidays, in French or Dutch.
 */
import { editions, type EditionId } from '@/lib/editions';
import { accessSentence, type LandingInput, papersAnswer, schoolHolidays, variantOf } from '../destinations/copy';
import { capitalize, seasonExtras, seasonRange, themeSentences, themeTips } from '../destinations/phrases';
import type { SeededPlace } from '../destinations/places';
import { marketOf, popularity } from '../destinations/world';
import { type Article, link } from './article';
import { cityHighlights, familyFacts, regionPitches, skiFacts } from './highlights';

export interface GuideContext {
  edition: EditionId;
  places: Map<string, SeededPlace>;
  stores: { slug: string; name: string }[];
}

const themeBlurbs = {
  fr: { beach: 'plages et farniente', city: 'culture, shopping et bonnes tables', mountain: 'ski l’hiver, randonnée l’été', nature: 'nature et grands espaces', island: 'criques et villages de pêcheurs', desert: 'dépaysement garanti', tropical: 'lagons et cocotiers' },
  nl: { beach: 'strand en dolce far niente', city: 'cultuur, shoppen en lekker eten', mountain: 'skiën in de winter, wandelen in de zomer', nature: 'natuur en weidse landschappen', island: 'baaien en vissersdorpjes', desert: 'totale verandering van omgeving', tropical: 'lagunes en palmbomen' },
} as const;

const landing = (ctx: GuideContext, place: SeededPlace): LandingInput => ({
  edition: ctx.edition,
  level: place.kind === 'location' ? 'country' : place.kind,
  key: place.key,
  name: place.name,
  inPhrase: place.inPhrase,
  toPhrase: place.toPhrase,
  theme: place.theme,
  country: place.country,
  comparatorQuery: place.filter,
  overseas: place.overseas,
});

const comparatorLink = (ctx: GuideContext, place: SeededPlace, text: string) =>
  link(`/${editions[ctx.edition].segments.comparator}?${place.filter}`, text);

/** "les codes promo de A et B" with links to the store pages, when the catalogue has stores. */
function storeMention(ctx: GuideContext, seed: string): string | null {
  if (ctx.stores.length === 0) return null;
  const lang = editions[ctx.edition].language;
  const first = ctx.stores[variantOf(seed, ctx.stores.length)];
  const second = ctx.stores[(variantOf(seed, ctx.stores.length) + 1) % ctx.stores.length];
  const names = first === second ? link(`/${first.slug}`, first.name) : `${link(`/${first.slug}`, first.name)} ${lang === 'fr' ? 'et' : 'en'} ${link(`/${second.slug}`, second.name)}`;
  return lang === 'fr'
    ? `Avant de réserver, jetez un œil aux codes promo de ${names} : ils se cumulent souvent avec les offres du moment.`
    : `Bekijk voor je boekt de kortingscodes van ${names}: ze zijn vaak te combineren met de lopende aanbiedingen.`;
}

const rotate = <T>(items: T[], key: string): T => items[variantOf(key, items.length)];

function countryGuide(ctx: GuideContext, place: SeededPlace, category: 'destinations' | 'longhaul'): Article {
  const lang = editions[ctx.edition].language;
  const { country } = place;
  const region = place.kind !== 'location';
  const pitch = region ? (regionPitches[place.key] ?? country.pitch) : country.pitch;
  const placeRef: Article['places'] = [{ kind: region ? 'sublocation' : 'location', id: place.id }];
  const input = landing(ctx, place);
  const season = seasonRange(lang, country.season);
  const extra = seasonExtras[lang][place.theme] ?? seasonExtras[lang].default;
  const theme = themeSentences[lang][place.theme][variantOf(place.key, 3)].replace('{in}', capitalize(place.inPhrase));
  const children = place.children.map(
    (child) => `${link(child.path, child.name)} – ${themeBlurbs[lang][child.theme]}`,
  );
  const stores = storeMention(ctx, place.key);
  if (lang === 'nl') {
    // "De Malediven ontdekken": in a Dutch title the name keeps the article it has in a sentence.
    const subject = capitalize(place.inPhrase.replace(/^(in|op|aan) /, ''));
    const title =
      category === 'longhaul'
        ? rotate([`${subject}: de ideale route voor een eerste reis`, `Op reis ${place.toPhrase}: budget, seizoen en route`, `${subject} ontdekken: onze tips voor een onvergetelijke reis`], place.key)
        : region
          ? rotate([`Vakantie ${place.inPhrase}: de complete gids voor je reis`, `Op vakantie ${place.toPhrase}: wanneer ga je en hoe betaal je minder?`], place.key)
          : rotate([`Vakantie ${place.inPhrase}: de complete gids voor je reis`, `${subject}: wanneer ga je en hoe betaal je minder?`, `${subject}: onze tips voor een geslaagde eerste reis`, `${subject}: 7 goede redenen om er dit jaar naartoe te gaan`], place.key);
    return {
      key: `guide-${place.key}`,
      category,
      title,
      excerpt: `${pitch.nl} Onze gids om je reis ${place.toPhrase} voor te bereiden: beste periode, hoogtepunten en tips om minder te betalen.`,
      image: `/images/blog/${place.theme}-${variantOf(place.key, 2) + 1}.svg`,
      places: placeRef,
      sections: [
        { paragraphs: [pitch.nl, `${theme} In deze gids lees je wanneer je het best vertrekt, welke plekken je niet mag missen en hoe je slim boekt.`] },
        { heading: `Wanneer reis je het best ${place.toPhrase}?`, paragraphs: [`De beste periode loopt ${season}. ${extra}`, schoolHolidays[ctx.edition]] },
        ...(children.length ? [{ heading: `Onze favoriete plekken ${place.inPhrase}`, paragraphs: ['Elke streek heeft zijn eigen karakter. Een kort overzicht om je keuze te maken:'], list: children }] : []),
        {
          heading: 'Hoe geraak je er en waar verblijf je?',
          paragraphs: [
            accessSentence(input, 'nl'),
            `In onze ${comparatorLink(ctx, place, 'reisvergelijker')} filter je de aanbiedingen op budget, reisduur en aantal sterren, van eenvoudige appartementen tot all-inclusive resorts.`,
          ],
        },
        ...(category === 'longhaul' ? [{ heading: 'Reisdocumenten', paragraphs: [papersAnswer(input, 'nl')] }] : []),
        {
          heading: 'Onze tips om minder te betalen',
          paragraphs: stores ? [stores] : [],
          list: [themeTips.nl[place.theme], 'Boek vroeg voor de schoolvakanties, of gok op een lastminute buiten het hoogseizoen.', 'Vergelijk altijd de prijs per persoon, inclusief transfers en bagage.'],
        },
        { paragraphs: [`Klaar om te vertrekken? Ontdek al onze aanbiedingen op de pagina ${link(place.path, `Vakantie ${place.inPhrase}`)}.`] },
      ],
    };
  }
  const title =
    category === 'longhaul'
      ? rotate([`${place.name} : l’itinéraire idéal pour un premier voyage`, `Voyage ${place.inPhrase} : budget, saison et itinéraire`, `${place.name} : nos conseils pour un voyage inoubliable`], place.key)
      : region
        ? rotate([`Vacances ${place.inPhrase} : le guide complet pour bien préparer votre séjour`, `Partir ${place.inPhrase} : quand y aller et comment payer moins cher`], place.key)
        : rotate([`Vacances ${place.inPhrase} : le guide complet pour bien préparer votre séjour`, `Partir ${place.inPhrase} : quand y aller et comment payer moins cher`, `${place.name} : nos conseils pour un premier voyage réussi`, `${place.name} : 7 bonnes raisons d’y partir cette année`], place.key);
  return {
    key: `guide-${place.key}`,
    category,
    title,
    excerpt: `${pitch.fr} Notre guide pour préparer votre séjour ${place.inPhrase} : meilleure période, incontournables et astuces pour payer moins cher.`,
    image: `/images/blog/${place.theme}-${variantOf(place.key, 2) + 1}.svg`,
    places: placeRef,
    sections: [
      { paragraphs: [pitch.fr, `${theme} Dans ce guide, nous vous disons quand partir, ce qu’il ne faut pas manquer et comment réserver malin.`] },
      { heading: `Quand partir ${place.inPhrase} ?`, paragraphs: [`La meilleure période s’étend ${season}. ${extra}`, schoolHolidays[ctx.edition]] },
      ...(children.length ? [{ heading: `Nos coups de cœur ${place.inPhrase}`, paragraphs: ['Chaque région a son caractère. Petit tour d’horizon pour faire votre choix :'], list: children }] : []),
      {
        heading: 'Comment y aller et où dormir ?',
        paragraphs: [
          accessSentence(input, 'fr'),
          `Dans notre ${comparatorLink(ctx, place, 'comparateur de séjours')}, filtrez les offres par budget, durée et nombre d’étoiles, de l’appartement simple au resort tout compris.`,
        ],
      },
      ...(category === 'longhaul' ? [{ heading: 'Formalités', paragraphs: [papersAnswer(input, 'fr')] }] : []),
      {
        heading: 'Nos astuces pour payer moins cher',
        paragraphs: stores ? [stores] : [],
        list: [themeTips.fr[place.theme], 'Réservez tôt pour les vacances scolaires, ou misez sur le last minute hors saison.', 'Comparez toujours le prix par personne, transferts et bagages compris.'],
      },
      { paragraphs: [`Prêt à partir ? Retrouvez toutes nos offres sur la page ${link(place.path, `Vacances ${place.inPhrase}`)}.`] },
    ],
  };
}

function cityTrip(ctx: GuideContext, place: SeededPlace): Article {
  const lang = editions[ctx.edition].language;
  const h = cityHighlights[place.key];
  const sentence = themeSentences[lang].city[variantOf(place.key, 3)].replace('{in}', capitalize(place.inPhrase));
  const stores = storeMention(ctx, place.key);
  const parent = ctx.places.get(place.country.key);
  if (lang === 'nl') {
    return {
      key: `city-${place.key}`,
      category: 'citytrips',
      title: rotate([`Wat te doen in ${place.name}? Onze must-sees voor een geslaagde citytrip`, `Citytrip ${place.name}: alles zien in 48 uur`, `Weekendje ${place.name}: route, wijken en goede adresjes`], place.key),
      excerpt: `${sentence} Onze route om ${place.name} in twee of drie dagen te ontdekken, zonder je budget op te blazen.`,
      image: `/images/blog/city-${variantOf(place.key, 2) + 1}.svg`,
      places: [{ kind: 'sublocation', id: place.id }],
      sections: [
        { paragraphs: [sentence, `Hier is onze selectie om in twee of drie dagen van ${place.name} te genieten, met een paar tips om te besparen.`] },
        { heading: 'Dag 1: de klassiekers', paragraphs: [h ? h.day1.nl : 'Begin bij het historische hart van de stad, liefst vroeg in de ochtend voor de groepen toekomen.', 'Reserveer de tickets voor de drukst bezochte monumenten online: zo sla je de wachtrij over en betaal je vaak minder. Hou ’s middags een lange lunchpauze op een terras.'] },
        { heading: 'Dag 2: wijken waar de inwoners komen', paragraphs: [h ? h.day2.nl : 'Verlaat de toeristische route en verken een wijk waar de inwoners zelf komen: markthallen, kleine boetiekjes en cafés.'] },
        { heading: 'Waar eet je?', paragraphs: [`${h ? `${h.food.nl} ` : ''}Eet je hoofdmaaltijd ’s middags: veel restaurants bieden dan een lunchmenu aan dat een stuk goedkoper is dan ’s avonds.`] },
        { heading: `Waar verblijf je ${place.inPhrase}?`, paragraphs: [`Voor een kort verblijf kies je het best een hotel vlak bij het openbaar vervoer. In onze ${comparatorLink(ctx, place, 'vergelijker')} vind je hotels en appartementen ${place.inPhrase}, met of zonder vlucht.`] },
        { heading: 'Onze tips om te besparen', paragraphs: stores ? [stores] : [], list: [themeTips.nl.city, 'Veel musea zijn één dag per maand of op bepaalde avonden gratis: check het voor je vertrekt.', 'Vertrek midden in de week: vluchten en hotels zijn dan vaak goedkoper.'] },
        ...(parent ? [{ paragraphs: [`Zin in meer? Ontdek al onze reizen op de pagina ${link(parent.path, `Vakantie ${parent.inPhrase}`)}.`] }] : []),
      ],
    };
  }
  return {
    key: `city-${place.key}`,
    category: 'citytrips',
    title: rotate([`Que faire ${place.inPhrase} ? Nos incontournables pour un city trip réussi`, `City trip ${place.inPhrase} : 48 heures pour tout voir`, `Week-end ${place.inPhrase} : itinéraire, quartiers et bonnes adresses`], place.key),
    excerpt: `${sentence} Notre itinéraire pour découvrir ${place.name} en deux ou trois jours, sans exploser le budget.`,
    image: `/images/blog/city-${variantOf(place.key, 2) + 1}.svg`,
    places: [{ kind: 'sublocation', id: place.id }],
    sections: [
      { paragraphs: [sentence, `Voici notre sélection pour profiter de ${place.name} en deux ou trois jours, avec quelques astuces pour économiser.`] },
      { heading: 'Jour 1 : les incontournables', paragraphs: [h ? h.day1.fr : 'Commencez par le cœur historique, idéalement tôt le matin avant l’arrivée des groupes.', 'Réservez en ligne les billets des monuments les plus visités : vous éviterez la file et paierez souvent moins cher. Le midi, offrez-vous une longue pause en terrasse.'] },
      { heading: 'Jour 2 : les quartiers des habitants', paragraphs: [h ? h.day2.fr : 'Sortez des sentiers battus et explorez un quartier fréquenté par les habitants : halles, petites boutiques et cafés.'] },
      { heading: 'Où manger ?', paragraphs: [`${h ? `${h.food.fr} ` : ''}Prenez votre repas principal le midi : de nombreux restaurants proposent alors une formule bien moins chère que le soir.`] },
      { heading: `Où dormir ${place.inPhrase} ?`, paragraphs: [`Pour un court séjour, privilégiez un hôtel proche des transports en commun. Notre ${comparatorLink(ctx, place, 'comparateur')} recense hôtels et appartements ${place.inPhrase}, avec ou sans vol.`] },
      { heading: 'Nos astuces pour économiser', paragraphs: stores ? [stores] : [], list: [themeTips.fr.city, 'De nombreux musées sont gratuits un jour par mois ou certains soirs : vérifiez avant de partir.', 'Partez en milieu de semaine : vols et hôtels y sont souvent moins chers.'] },
      ...(parent ? [{ paragraphs: [`Envie d’aller plus loin ? Découvrez tous nos séjours sur la page ${link(parent.path, `Vacances ${parent.inPhrase}`)}.`] }] : []),
    ],
  };
}

function skiGuide(ctx: GuideContext, place: SeededPlace): Article {
  const lang = editions[ctx.edition].language;
  const fact = skiFacts[place.key];
  const sentence = themeSentences[lang].mountain[variantOf(place.key, 3)].replace('{in}', capitalize(place.inPhrase));
  const stores = storeMention(ctx, place.key);
  if (lang === 'nl') {
    return {
      key: `ski-${place.key}`,
      category: 'ski',
      title: rotate([`${place.name}: de gids voor je skivakantie`, `Skiën in ${place.name}: pistes, budget en tips`, `Wintersport in ${place.name}: alles wat je moet weten`], place.key),
      excerpt: `${sentence} Pistes, verblijf en skipas: zo bereid je je skivakantie ${place.inPhrase} voor.`,
      image: `/images/blog/mountain-${variantOf(place.key, 2) + 1}.svg`,
      places: [{ kind: 'sublocation', id: place.id }],
      sections: [
        { paragraphs: [sentence, `${place.name} is een van de populairste bestemmingen van onze lezers voor de krokusvakantie. Een overzicht om je reis goed voor te bereiden.`] },
        { heading: 'Het skigebied', paragraphs: [...(fact ? [fact.nl] : []), 'Er zijn pistes voor elk niveau: groene en blauwe om te leren, rode en zwarte voor gevorderden en een snowpark voor de durvers. Controleer het sneeuwbericht de week voor je vertrek.'] },
        { heading: 'Waar verblijf je?', paragraphs: [`Een appartement of chalet aan de voet van de pistes bespaart je elke ochtend tijd. In onze ${comparatorLink(ctx, place, 'vergelijker')} vind je alle aanbiedingen ${place.inPhrase}, met of zonder skipas.`] },
        { heading: 'Budget en goede deals', paragraphs: stores ? [stores] : [], list: [themeTips.nl.mountain, 'Vermijd de krokusvakantie als je kan: in januari en eind maart zijn de prijzen tot 30 % lager.', 'Neem een annuleringsverzekering: een blessure of ziekte is snel gebeurd.'] },
      ],
    };
  }
  return {
    key: `ski-${place.key}`,
    category: 'ski',
    title: rotate([`${place.name} : le guide de votre séjour au ski`, `Ski ${place.inPhrase} : pistes, budget et bons plans`, `Sports d’hiver ${place.inPhrase} : tout ce qu’il faut savoir`], place.key),
    excerpt: `${sentence} Domaine, hébergement et forfait : comment préparer votre séjour au ski ${place.inPhrase}.`,
    image: `/images/blog/mountain-${variantOf(place.key, 2) + 1}.svg`,
    places: [{ kind: 'sublocation', id: place.id }],
    sections: [
      { paragraphs: [sentence, `${place.name} fait partie des destinations préférées de nos lecteurs pour les vacances d’hiver. Voici l’essentiel pour bien préparer votre séjour.`] },
      { heading: 'Le domaine skiable', paragraphs: [...(fact ? [fact.fr] : []), 'On y trouve des pistes pour tous les niveaux : vertes et bleues pour apprendre, rouges et noires pour les skieurs confirmés, et un snowpark pour les plus audacieux. Consultez le bulletin d’enneigement la semaine du départ.'] },
      { heading: 'Où loger ?', paragraphs: [`Un appartement ou un chalet au pied des pistes vous fera gagner un temps précieux chaque matin. Notre ${comparatorLink(ctx, place, 'comparateur')} rassemble toutes les offres ${place.inPhrase}, avec ou sans forfait.`] },
      { heading: 'Budget et bons plans', paragraphs: stores ? [stores] : [], list: [themeTips.fr.mountain, 'Évitez si possible les semaines de vacances scolaires : en janvier et fin mars, les prix baissent jusqu’à 30 %.', 'Souscrivez une assurance annulation : une blessure ou une maladie est vite arrivée.'] },
    ],
  };
}

function familyGuide(ctx: GuideContext, place: SeededPlace): Article {
  const lang = editions[ctx.edition].language;
  const fact = familyFacts[place.key];
  const input = landing(ctx, place);
  const sentence = themeSentences[lang][place.theme][variantOf(place.key, 3)].replace('{in}', capitalize(place.inPhrase));
  const stores = storeMention(ctx, place.key);
  if (lang === 'nl') {
    return {
      key: `family-${place.key}`,
      category: 'family',
      title: rotate([`Gezinsvakantie ${place.inPhrase}: tips en adresjes`, `Met kinderen ${place.toPhrase}: de gids voor ouders`], place.key),
      excerpt: `${sentence} Kindvriendelijke hotels, korte reistijd en activiteiten: onze tips voor een geslaagde gezinsvakantie.`,
      image: `/images/blog/family-${variantOf(place.key, 2) + 1}.svg`,
      places: [{ kind: 'sublocation', id: place.id }],
      sections: [
        { paragraphs: [sentence, `Met kinderen reizen vraagt wat meer voorbereiding. Waarom ${place.name} zo geschikt is voor gezinnen, en hoe je de juiste accommodatie kiest.`] },
        { heading: 'Waarom met het gezin?', paragraphs: [`${accessSentence(input, 'nl')} Een korte reistijd betekent minder gezeur onderweg en meer tijd aan het water.`, ...(fact ? [fact.nl] : [])] },
        { heading: 'De juiste accommodatie kiezen', paragraphs: [`Kies een hotel met zwembad, kinderclub en familiekamers. In onze ${comparatorLink(ctx, place, 'vergelijker')} filter je op voorzieningen zoals ‘kinderclub’ of ‘zwembad’.`], list: ['All-inclusive is vaak voordelig met tieners die de hele dag eten.', 'Vraag bij het boeken naar een babybedje en een kinderstoel.', 'Een appartement geeft meer ruimte en vrijheid voor de maaltijden.'] },
        { heading: 'Onze tips', paragraphs: stores ? [stores] : [], list: [themeTips.nl[place.theme], 'Boek vroeg voor juli en augustus: de familiekamers zijn het eerst weg.'] },
      ],
    };
  }
  return {
    key: `family-${place.key}`,
    category: 'family',
    title: rotate([`Vacances en famille ${place.inPhrase} : nos conseils et adresses`, `Partir ${place.inPhrase} avec des enfants : le guide des parents`], place.key),
    excerpt: `${sentence} Hôtels adaptés, trajet court et activités : nos conseils pour des vacances en famille réussies.`,
    image: `/images/blog/family-${variantOf(place.key, 2) + 1}.svg`,
    places: [{ kind: 'sublocation', id: place.id }],
    sections: [
      { paragraphs: [sentence, `Voyager avec des enfants demande un peu plus d’organisation. Pourquoi partir ${place.inPhrase} en famille, et comment choisir le bon hébergement.`] },
      { heading: 'Pourquoi en famille ?', paragraphs: [`${accessSentence(input, 'fr')} Un trajet court, c’est moins d’impatience en route et plus de temps pour la baignade.`, ...(fact ? [fact.fr] : [])] },
      { heading: 'Choisir le bon hébergement', paragraphs: [`Misez sur un hôtel avec piscine, club enfants et chambres familiales. Dans notre ${comparatorLink(ctx, place, 'comparateur')}, filtrez par équipements comme « club enfants » ou « piscine ».`], list: ['La formule all inclusive est souvent rentable avec des ados qui grignotent toute la journée.', 'Demandez un lit bébé et une chaise haute dès la réservation.', 'Un appartement offre plus d’espace et de liberté pour les repas.'] },
      { heading: 'Nos astuces', paragraphs: stores ? [stores] : [], list: [themeTips.fr[place.theme], 'Réservez tôt pour juillet et août : les chambres familiales partent en premier.'] },
    ],
  };
}

const cityTripKeys = Object.keys(cityHighlights);
const skiKeys = Object.keys(skiFacts);
const familyKeys = Object.keys(familyFacts);

/** All destination guides of an edition, in a stable order. */
export function destinationGuides(ctx: GuideContext): Article[] {
  const articles: Article[] = [];
  const ranking = popularity[marketOf(ctx.edition)];
  const countryPlaces = ranking.map((key) => ctx.places.get(key)).filter((p): p is SeededPlace => !!p);
  const home = ctx.edition === 'fr-fr' ? 'france' : 'belgique';
  for (const place of countryPlaces.filter((p) => p.country.flightHours <= 6 && p.key !== home).slice(0, 14)) articles.push(countryGuide(ctx, place, 'destinations'));
  const longhaul = [...ctx.places.values()].filter((p) => p.kind === 'location' && p.country.flightHours > 6);
  for (const place of longhaul.slice(0, 12)) articles.push(countryGuide(ctx, place, 'longhaul'));
  const sub = (keys: string[]) => keys.map((key) => ctx.places.get(key)).filter((p): p is SeededPlace => !!p);
  for (const place of sub(Object.keys(regionPitches))) articles.push(countryGuide(ctx, place, 'destinations'));
  for (const place of sub(cityTripKeys)) articles.push(cityTrip(ctx, place));
  for (const place of sub(skiKeys)) articles.push(skiGuide(ctx, place));
  for (const place of sub(familyKeys)) articles.push(familyGuide(ctx, place));
  return articles;
}
