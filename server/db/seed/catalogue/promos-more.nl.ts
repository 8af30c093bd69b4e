import type { Sector } from './brands';
import type { DealValues, EditionContext, PromoTemplate, PromoText } from './language';
import { BEACHES_NL, CITIES_NL, REGIONS_NL, RESORTS_NL } from './promos.nl';

/** Newsletter, app, private-sale and seasonal deals: a second batch so that a shop's active deals rarely repeat. */
const at = <T>(list: readonly T[], i: number): T => list[i % list.length];
const pc = (v: DealValues) => `-${v.pct}%`;
const eur = (n: number) => `€\u00a0${n}`;
const small = (v: DealValues) => 5 * (1 + (v.amount % 5));
const t = (kind: PromoTemplate['kind'], text: (v: DealValues, e: EditionContext) => PromoText): PromoTemplate => ({ kind, text });

export const MORE_PROMOS_NL: Record<Sector, PromoTemplate[]> = {
  tour: [
    t('code', (v) => ({
      title: `Privéverkoop: ${v.pct}% korting op vijfsterrenhotels ${at(BEACHES_NL, v.place + 7)}`,
      offer: pc(v),
      description: 'Enkel voor abonnees van de nieuwsbrief: een selectie prestigieuze hotels aan ledenprijzen.',
      condition: 'Voor boekingen tijdens de privéverkoop, verblijven van minstens 5 nachten.',
    })),
    t('offer', (v) => ({
      title: `Een week ${at(BEACHES_NL, v.place + 9)} in halfpension vanaf ${eur(v.amount * 4 + 299)}`,
      offer: eur(v.amount * 4 + 299),
      description: 'Vlucht, transfers en driesterrenhotel in halfpension: één prijs, zonder verrassingen.',
      condition: 'Prijs per persoon in een tweepersoonskamer, vertrekken in mei en juni.',
    })),
  ],
  hotel: [
    t('code', (v) => ({
      title: `${v.pct}% extra korting in de app`,
      offer: pc(v),
      description: 'Boek je kamer via de app en combineer deze korting met de ledenprijzen.',
      condition: 'Geldig op de eerste boeking via de app.',
    })),
    t('offer', () => ({
      title: 'Gratis laat uitchecken om 14 uur',
      offer: 'Gratis',
      description: 'Geniet op de dag van vertrek tot in de vroege namiddag van je kamer, zonder kosten.',
      condition: 'Volgens beschikbaarheid, aan te vragen aan de receptie.',
    })),
  ],
  rental: [
    t('offer', (v) => ({
      title: `Villa's met zwembad ${at(REGIONS_NL, v.place + 4)}: tot ${v.pct}% korting`,
      offer: pc(v),
      description: "Villa's met privézwembad voor zes tot tien personen, ideaal voor een vakantie met vrienden.",
      condition: 'Korting al verrekend, verblijven van 7 nachten van zaterdag tot zaterdag.',
    })),
    t('code', (v) => ({
      title: `Naseizoencode: ${v.pct}% korting in september`,
      offer: pc(v),
      description: 'Minder drukte en nog volop zon: de code verlaagt de huurprijs bij aankomst in september.',
      condition: 'Voor een aankomst tussen 1 en 30 september.',
    })),
  ],
  camping: [
    t('code', (v) => ({
      title: `Trouwe kampeerder: ${eur(v.amount)} korting op je volgende verblijf`,
      offer: eur(v.amount),
      description: 'Al eens op een van onze campings geweest? Met deze code bedanken we je voor je trouw.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag, één code per klant.`,
    })),
    t('offer', (v) => ({
      title: `Hemelvaartweekend ${at(REGIONS_NL, v.place + 6)}: 4 nachten voor de prijs van 3`,
      offer: '4 = 3',
      description: 'Geniet van de lange lenteweekends: de vierde nacht in een stacaravan is gratis.',
      condition: 'Voor verblijven met een feestdag in mei.',
    })),
  ],
  park: [
    t('offer', () => ({
      title: 'Ontdekkingsweekend: kinderactiviteiten inbegrepen',
      offer: 'Inbegrepen',
      description: 'Minigolf, kinderboerderij en knutselateliers zitten in de prijs van het weekend.',
      condition: 'Bij aankomst op vrijdag, buiten de schoolvakanties.',
    })),
    t('code', (v) => ({
      title: `Flashverkoop: ${v.pct}% korting op VIP-cottages`,
      offer: pc(v),
      description: 'Privésauna, open haard en linnengoed inbegrepen: het topsegment van het park met korting.',
      condition: 'Beperkte beschikbaarheid, voor een verblijf in de komende zes maanden.',
    })),
  ],
  flight: [
    t('offer', (v) => ({
      title: `Vlucht + hotel in ${at(CITIES_NL, v.place + 2)}: tot ${v.pct}% goedkoper`,
      offer: pc(v),
      description: 'Boek je vlucht en hotel samen en betaal minder dan wanneer je ze apart boekt.',
      condition: 'Korting berekend ten opzichte van apart geboekte prijzen.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} korting op je stoelkeuze`,
      offer: eur(small(v)),
      description: 'Kies je plaats aan het raam of met extra beenruimte.',
      condition: 'Geldig op retourvluchten, één code per boeking.',
    })),
  ],
  train: [
    t('code', (v) => ({
      title: `${v.pct}% korting op nachttreinen`,
      offer: pc(v),
      description: 'Couchette of privécompartiment: reis \'s nachts en kom vroeg in de ochtend in het stadscentrum aan.',
      condition: 'Geldig op een selectie Europese verbindingen.',
    })),
    t('offer', () => ({
      title: 'Gratis fiets mee op internationale treinen',
      offer: 'Gratis',
      description: 'Neem je fiets mee voor een vakantie op twee wielen, zonder toeslag.',
      condition: 'Reservering van een fietsplaats verplicht.',
    })),
    t('offer', (v) => ({
      title: `Jongeren onder 26 jaar: tot ${v.pct}% korting`,
      offer: pc(v),
      description: 'De jongerentarieven gelden automatisch op alle trajecten in Europa.',
      condition: 'Op vertoon van een identiteitsbewijs aan boord.',
    })),
  ],
  car: [
    t('code', (v) => ({
      title: `${v.pct}% korting op een elektrische huurauto`,
      offer: pc(v),
      description: 'Volgeladen bij vertrek en met laadpas: rij uitstootvrij tijdens je vakantie.',
      condition: 'Geldig in kantoren met elektrische wagens.',
    })),
    t('offer', () => ({
      title: 'Onbeperkt kilometers inbegrepen in heel Europa',
      offer: 'Inbegrepen',
      description: 'Rij ver zonder op de kilometers te letten, zelfs voor een enkele rit naar een buurland.',
      condition: 'Mogelijke kosten voor het achterlaten van de wagen bij een enkele rit.',
    })),
  ],
  ferry: [
    t('offer', () => ({
      title: 'Gratis maaltijd aan boord bij elke dagovertocht',
      offer: 'Gratis',
      description: 'Een volledig menu in het restaurant van het schip, geserveerd tijdens de overtocht.',
      condition: 'Eén maaltijd per volwassen passagier.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op overtochten in de week`,
      offer: pc(v),
      description: 'Vaar van maandag tot donderdag: rustiger en goedkoper.',
      condition: 'Afvaarten van maandag tot donderdag, niet in juli en augustus.',
    })),
  ],
  cruise: [
    t('offer', () => ({
      title: 'Kinderen gratis in de hut van hun ouders',
      offer: 'Gratis',
      description: 'Jongeren onder 18 jaar delen de hut van twee volwassenen en betalen de cruise niet.',
      condition: 'Havengelden verschuldigd voor elke passagier.',
    })),
    t('code', (v) => ({
      title: `Trouwe klant: ${eur(v.amount)} boordkrediet`,
      offer: eur(v.amount),
      description: 'Een tegoed om te besteden in de spa, de bars of aan excursies.',
      condition: 'Per hut, voor klanten die al met de rederij gevaren hebben.',
    })),
  ],
  luggage: [
    t('code', (v) => ({
      title: `Welkomstcode: ${v.pct}% korting op je eerste bestelling`,
      offer: pc(v),
      description: 'Schrijf je in op de nieuwsbrief en ontvang deze welkomstcode.',
      condition: 'Niet op artikelen in solden, één code per klant.',
    })),
    t('offer', () => ({
      title: 'Gratis initialen op je koffer',
      offer: 'Gratis',
      description: 'Personaliseer je koffer met je initialen en herken hem meteen op de bagageband.',
      condition: 'Op aangeduide modellen, levering twee dagen later.',
    })),
  ],
  outdoor: [
    t('offer', () => ({
      title: 'Tent en materiaal huren vanaf € 9 per weekend',
      offer: '€\u00a09',
      description: 'Eerst uitproberen, dan kopen: tenten, brandertjes en draagzakken te huur vanaf twee dagen.',
      condition: 'De huurprijs wordt afgetrokken bij een aankoop binnen de maand.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op trekkingrugzakken`,
      offer: pc(v),
      description: 'Van een dagrugzak van 20 liter tot een trekkingrugzak van 65 liter, met verstelbaar rugsysteem.',
      condition: 'Niet geldig op de nieuwe collectie.',
    })),
  ],
  ski: [
    t('code', (v) => ({
      title: `${v.pct}% korting op skilessen voor kinderen`,
      offer: pc(v),
      description: 'Groepslessen met gediplomeerde monitoren, van sneeuwtuin tot eerste ster.',
      condition: 'Voor een week lessen, online gereserveerd.',
    })),
    t('offer', (v) => ({
      title: `Lenteskiën ${at(RESORTS_NL, v.place + 5)}: skipas aan halve prijs`,
      offer: '-50%',
      description: 'Nog mooie sneeuw, zon en terrasjes: de skipas kost de helft op het einde van het seizoen.',
      condition: 'Voor verblijven vanaf eind maart.',
    })),
  ],
  leisure: [
    t('offer', () => ({
      title: 'Gratis parkeren bij elke online reservering',
      offer: 'Gratis',
      description: 'Parkeren zit in je ticket wanneer je het op de website koopt.',
      condition: 'Eén voertuig per reservering.',
    })),
    t('code', (v) => ({
      title: `Verjaardagsfeestje: ${v.pct}% korting voor de jarige en zijn vriendjes`,
      offer: pc(v),
      description: 'Vier een verjaardag in het park: taart, animatie en korting voor de hele groep.',
      condition: 'Vanaf zes kinderen, een week vooraf reserveren.',
    })),
  ],
  insurance: [
    t('offer', () => ({
      title: 'Gratis offerte en aansluiting in vijf minuten',
      offer: 'Gratis',
      description: 'Vergelijk de formules, kies je waarborgen en ontvang je attest per e-mail.',
      condition: 'Attest verstuurd na betaling.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op de jaarlijkse reisverzekering`,
      offer: pc(v),
      description: 'Al je reizen van het jaar gedekt, voor jezelf of het hele gezin.',
      condition: 'Geldig in het eerste contractjaar.',
    })),
  ],
  citytrip: [
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op een citytrip met de trein`,
      offer: eur(v.amount),
      description: 'Trein en hotel samen geboekt voor een uitstap zonder vliegtuig.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag.`,
    })),
    t('offer', (v) => ({
      title: `Kerstmarkt in ${at(CITIES_NL, v.place + 1)}: twee nachten vanaf ${eur(v.amount + 129)}`,
      offer: eur(v.amount + 129),
      description: 'Glühwein, feestverlichting en ambachtslui: een sfeervol weekend in hartje stad.',
      condition: 'Verblijven van eind november tot eind december.',
    })),
  ],
  wellness: [
    t('offer', () => ({
      title: 'Gratis ontbijt op bed bij een verblijf voor twee',
      offer: 'Gratis',
      description: 'Begin de dag rustig: het ontbijt wordt zonder toeslag op de kamer geserveerd.',
      condition: 'Voor twee personen, verblijf van minstens één nacht.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op wellnessdagen in de week`,
      offer: pc(v),
      description: 'Toegang tot de baden, sauna en hamam, met een lichte lunch inbegrepen.',
      condition: 'Van maandag tot donderdag, niet op feestdagen.',
    })),
  ],
  parking: [
    t('code', (v) => ({
      title: `${v.pct}% korting op parkeren tijdens de schoolvakanties`,
      offer: pc(v),
      description: 'Reserveer tijdig je plaats voor de schoolvakanties, wanneer de parkings vol zitten.',
      condition: 'Voor een reservering minstens 14 dagen voor vertrek.',
    })),
    t('offer', () => ({
      title: 'Gratis annuleren tot de dag voor vertrek',
      offer: 'Gratis',
      description: 'Veranderen je plannen? Annuleer je parkeerplaats zonder kosten.',
      condition: 'Volledige terugbetaling binnen 5 dagen.',
    })),
  ],
};
