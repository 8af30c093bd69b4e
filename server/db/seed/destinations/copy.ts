/** The landing-page texts of one country, region or city, in the language of its edition. */
import { editions, type EditionId } from '@/lib/editions';
import type { FaqItem } from '../../schema/common';
import { capitalize, flightTime, type Lang, seasonExtras, seasonRange, themeSentences, themeTips } from './phrases';
import type { CountryDef, Theme } from './world';

export interface LandingInput {
  edition: EditionId;
  level: 'country' | 'region' | 'city';
  key: string;
  name: string;
  /** The place with its preposition in the edition's language: "aux Canaries", "op Kreta". */
  inPhrase: string;
  /** Dutch only: "naar Kreta". */
  toPhrase: string;
  theme: Theme;
  country: CountryDef;
  /** The comparator filter of the page: `country=12`, `region=40`… */
  comparatorQuery: string;
  /** Across the sea from a country reached by road (Corsica). */
  overseas?: boolean;
}

export interface LandingCopy {
  header1: string;
  header2: string;
  topDescription: string;
  bottomDescription: string;
  seoTitle: string;
  metaDescription: string;
  faqItems: FaqItem[];
}

/** A stable choice among `n` variants, so that neighbouring pages do not read the same. */
export function variantOf(key: string, n: number): number {
  let h = 7;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) >>> 0;
  return h % n;
}

const airports: Record<EditionId, string> = {
  'fr-be': 'Brussels Airport, Charleroi ou Liège',
  'nl-be': 'Brussels Airport, Charleroi, Antwerpen of Oostende',
  'fr-fr': 'Paris-Charles-de-Gaulle, Orly, Lyon, Nantes ou Marseille',
};

const homeCountry: Record<EditionId, string> = { 'fr-be': 'belgique', 'nl-be': 'belgique', 'fr-fr': 'france' };

export const schoolHolidays: Record<EditionId, string> = {
  'fr-be': 'Pendant les vacances scolaires (juillet-août, congé d’automne, congé de détente), les prix grimpent : réservez tôt ou guettez les offres last minute.',
  'nl-be': 'Tijdens de schoolvakanties (juli-augustus, herfstvakantie, krokusvakantie) stijgen de prijzen: boek vroeg of hou de lastminutes in de gaten.',
  'fr-fr': 'Pendant les vacances scolaires (été, Toussaint, vacances d’hiver selon votre zone), les prix grimpent : réservez tôt ou guettez les offres de dernière minute.',
};

const travelAdvice: Record<EditionId, string> = {
  'fr-be': 'les conseils aux voyageurs du SPF Affaires étrangères',
  'nl-be': 'de reisadviezen van FOD Buitenlandse Zaken',
  'fr-fr': 'la rubrique Conseils aux voyageurs de France Diplomatie',
};

export function accessSentence(input: LandingInput, lang: Lang): string {
  const { country, edition } = input;
  const domesticFrance = edition === 'fr-fr' && country.key === 'france';
  if (input.overseas) {
    return lang === 'nl'
      ? `Reken op ongeveer 2 uur vliegen vanaf ${airports[edition]}, of neem de auto mee op de ferry vanuit Marseille, Toulon of Nice.`
      : `Comptez environ ${edition === 'fr-fr' ? '1 h 30' : '2 h'} de vol au départ de ${airports[edition]}, ou embarquez votre voiture sur un ferry à Marseille, Toulon ou Nice.`;
  }
  if (country.flightHours === 0 || domesticFrance) {
    if (lang === 'nl') return `Je hoeft het vliegtuig niet te nemen om ${input.toPhrase} te reizen: met de auto of de trein ben je er snel, vanuit Brussel of Antwerpen.`;
    const from = edition === 'fr-fr' ? 'Paris, Lyon ou Lille' : 'Bruxelles, Namur ou Liège';
    return `Pas besoin de prendre l’avion pour partir ${input.inPhrase} : la voiture ou le train suffisent, au départ de ${from}.`;
  }
  const time = flightTime(lang, country.flightHours);
  const long = country.flightHours > 6;
  if (lang === 'nl') {
    return long
      ? `Reken op ongeveer ${time} vliegen, met of zonder tussenstop, vanaf ${airports[edition]}.`
      : `Reken op ongeveer ${time} rechtstreeks vliegen vanaf ${airports[edition]}.`;
  }
  return long
    ? `Comptez environ ${time} de vol, avec ou sans escale, au départ de ${airports[edition]}.`
    : `Comptez environ ${time} de vol direct au départ de ${airports[edition]}.`;
}

export function papersAnswer(input: LandingInput, lang: Lang): string {
  const { edition, country } = input;
  if (lang === 'nl') {
    return country.idCard
      ? 'Je Belgische identiteitskaart volstaat, zolang ze geldig is voor de hele duur van je reis. Kinderen hebben hun eigen Kids-ID nodig.'
      : `Je hebt een geldig paspoort nodig, soms aangevuld met een visum of een elektronische reistoelating. Raadpleeg ${travelAdvice[edition]} voor je boekt.`;
  }
  if (country.idCard) {
    return edition === 'fr-fr'
      ? 'Votre carte nationale d’identité en cours de validité suffit. Vérifiez sa date d’expiration avant le départ.'
      : 'Votre carte d’identité belge en cours de validité suffit. Les enfants doivent disposer de leur propre Kids-ID.';
  }
  return `Un passeport valide est nécessaire, parfois accompagné d’un visa ou d’une autorisation électronique. Consultez ${travelAdvice[edition]} avant de réserver.`;
}

function titles(input: LandingInput, lang: Lang, brand: string): Pick<LandingCopy, 'header1' | 'header2' | 'seoTitle' | 'metaDescription'> {
  const cityTrip = input.level === 'city' && input.theme === 'city';
  if (lang === 'nl') {
    const header1 = cityTrip ? `Citytrip ${input.name}` : `Vakantie ${input.inPhrase}`;
    return {
      header1,
      header2: `Onze beste aanbiedingen ${input.inPhrase}`,
      seoTitle: `${header1}: goedkope reizen en kortingscodes`,
      metaDescription: `Zin om ${input.toPhrase} te gaan? Vergelijk reizen, lastminutes en kortingscodes van onze partners en boek voordelig op ${brand}.`,
    };
  }
  const header1 = cityTrip ? `City trip ${input.inPhrase}` : input.level === 'city' ? `Séjour ${input.inPhrase}` : `Vacances ${input.inPhrase}`;
  const cheap = header1.startsWith('Vacances') ? 'pas chères' : 'pas cher';
  return {
    header1,
    header2: `Nos meilleures offres ${input.inPhrase}`,
    seoTitle: `${header1} ${cheap} : offres et codes promo`,
    metaDescription: `Envie de partir ${input.inPhrase} ? Comparez séjours, offres last minute et codes promo de nos partenaires, et réservez au meilleur prix sur ${brand}.`,
  };
}

export function landingCopy(input: LandingInput): LandingCopy {
  const { edition, country, theme } = input;
  const lang = editions[edition].language;
  const brand = editions[edition].brandName;
  const comparator = `/${editions[edition].segments.comparator}?${input.comparatorQuery}`;
  const inCap = capitalize(input.inPhrase);
  const sentences = themeSentences[lang][theme];
  const first = sentences[variantOf(input.key, sentences.length)].replace('{in}', inCap);
  const second = sentences[(variantOf(input.key, sentences.length) + 1) % sentences.length].replace('{in}', inCap);
  const season = seasonRange(lang, country.season);
  const extra = seasonExtras[lang][theme] ?? seasonExtras[lang].default;
  const access = accessSentence(input, lang);
  const domestic = country.key === homeCountry[edition];

  const intro =
    input.level === 'country'
      ? `<p>${country.pitch[lang]}</p><p>${first}</p>`
      : `<p>${first}</p><p>${
          lang === 'nl'
            ? `Onze partners bieden het hele jaar door reizen ${input.inPhrase} aan, van familiehotel tot all-inclusive resort, vaak met extra korting dankzij een kortingscode.`
            : `Nos partenaires proposent toute l’année des séjours ${input.inPhrase}, de l’hôtel familial au resort tout compris, souvent avec une remise supplémentaire grâce à un code promo.`
        }</p>`;

  const bottom =
    lang === 'nl'
      ? [
          `<h2>Wanneer reis je het best ${input.toPhrase}?</h2>`,
          `<p>De beste periode loopt ${season}. ${extra} ${schoolHolidays[edition]}</p>`,
          `<h2>Hoe geraak je er?</h2>`,
          `<p>${access} ${second}</p>`,
          `<h2>Onze tips om minder te betalen</h2>`,
          `<ul><li>Vergelijk de aanbiedingen van onze partners in onze <a href="${comparator}">reisvergelijker</a>.</li>`,
          `<li>Kijk voor je betaalt of er een kortingscode is voor je reisbureau: zo bespaar je met één klik.</li>`,
          `<li>${themeTips.nl[theme]}</li></ul>`,
        ]
      : [
          `<h2>Quand partir ${input.inPhrase} ?</h2>`,
          `<p>La meilleure période s’étend ${season}. ${extra} ${schoolHolidays[edition]}</p>`,
          `<h2>Comment s’y rendre ?</h2>`,
          `<p>${access} ${second}</p>`,
          `<h2>Nos astuces pour payer moins cher</h2>`,
          `<ul><li>Comparez les offres de nos partenaires dans notre <a href="${comparator}">comparateur de séjours</a>.</li>`,
          `<li>Avant de payer, vérifiez s’il existe un code promo pour votre agence : quelques euros gagnés en un clic.</li>`,
          `<li>${themeTips.fr[theme]}</li></ul>`,
        ];

  const faqItems: FaqItem[] =
    lang === 'nl'
      ? [
          { question: `Wanneer reis je het best ${input.toPhrase}?`, answer: `De beste periode loopt ${season}. ${extra}` },
          { question: `Hoelang duurt de reis ${input.toPhrase}?`, answer: access },
          ...(domestic ? [] : [{ question: `Welke reisdocumenten heb ik nodig voor een reis ${input.toPhrase}?`, answer: papersAnswer(input, lang) }]),
          {
            question: `Hoe bespaar ik op mijn vakantie ${input.inPhrase}?`,
            answer: 'Vergelijk de aanbiedingen van onze partners, gebruik de filter ‘last minute’ en activeer een geldige kortingscode voor je betaalt: kortingen zijn vaak te combineren met lopende promoties.',
          },
        ]
      : [
          { question: `Quelle est la meilleure période pour partir ${input.inPhrase} ?`, answer: `La meilleure période s’étend ${season}. ${extra}` },
          { question: `Combien de temps faut-il pour aller ${input.inPhrase} ?`, answer: access },
          ...(domestic ? [] : [{ question: `Quels documents faut-il pour voyager ${input.inPhrase} ?`, answer: papersAnswer(input, lang) }]),
          {
            question: `Comment payer moins cher mon séjour ${input.inPhrase} ?`,
            answer: 'Comparez les offres de nos partenaires, activez le filtre « last minute » et appliquez un code promo vérifié avant de payer : les réductions se cumulent souvent avec les promotions en cours.',
          },
        ];

  return { ...titles(input, lang, brand), topDescription: intro, bottomDescription: bottom.join(''), faqItems };
}
