import type { Brand, Sector } from './brands';
import { BRAND_COPY_NL } from './brand-copy.nl';
import type { EditionContext, StoreTexts } from './language';

const MONTHS_NL = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** Two ways to present each trade; `{n}` is the shop's name. */
const ABOUT_NL: Record<Sector, string[]> = {
  tour: [
    '{n} is een reisorganisator met strandvakanties, rondreizen en pakketreizen naar een veertigtal landen.',
    'Al meer dan vijftien jaar stelt {n} zorgeloze vakanties samen: vlucht, transfer en hotel in één dossier.',
  ],
  hotel: [
    '{n} bundelt duizenden hotels in Europa, van charmant adresje tot groot hotel met wellness.',
    'Bij {n} boek je je hotelkamer in enkele klikken, vaak met gratis annulering.',
  ],
  rental: [
    '{n} biedt vakantiehuizen, gîtes en villa\'s met zwembad aan, één voor één geselecteerd.',
    'Bij {n} verhuren eigenaars hun vakantiewoning rechtstreeks, aan zee of op het platteland.',
  ],
  camping: [
    '{n} groepeert gezinscampings met zwembad, volledig ingerichte stacaravans en animatie voor de kinderen.',
    '{n} is een netwerk van campings aan zee en aan meren, van eenvoudige kampeerplaats tot comfortabele lodge.',
  ],
  park: [
    '{n} baat vakantieparken in de natuur uit, met cottages, een tropisch zwembad en activiteiten voor het hele gezin.',
    'De parken van {n} ontvangen gezinnen en groepen in cottages midden in het bos, op enkele uren rijden.',
  ],
  flight: [
    '{n} verbindt de luchthavens in de buurt met meer dan honderd bestemmingen in Europa en rond de Middellandse Zee.',
    '{n} vergelijkt en verkoopt vliegtickets aan scherpe prijzen, van losse vluchten tot vlucht plus hotel.',
  ],
  train: [
    '{n} verkoopt trein- en bustickets naar de grote Europese steden, nachttreinen inbegrepen.',
    'Met {n} wordt de trein nemen eenvoudig: één ticket om Europa te doorkruisen zonder te vliegen.',
  ],
  car: [
    '{n} verhuurt auto\'s in meer dan 2.000 kantoren, op luchthavens en in stadscentra.',
    '{n} vergelijkt autoverhuurders om de juiste wagen aan de beste prijs te vinden, verzekering inbegrepen.',
  ],
  ferry: [
    '{n} vaart naar de Britse eilanden, Corsica en de Middellandse Zee, met of zonder auto.',
    '{n} boekt je ferryovertocht aan het beste tarief, van een zitplaats tot een hut met patrijspoort.',
  ],
  cruise: [
    '{n} organiseert rivier- en zeecruises in volpension, met begeleide excursies.',
    'Aan boord van de schepen van {n} ontdek je meerdere landen zonder je koffer uit te pakken.',
  ],
  luggage: [
    '{n} verkoopt koffers, reistassen en accessoires voor veeleisende reizigers.',
    '{n} is de online bagagewinkel voor vakantiegangers: handbagage, grote koffers en reisorganizers.',
  ],
  outdoor: [
    '{n} rust wandelaars, kampeerders en bergliefhebbers uit: schoenen, technische kleding en tenten.',
    'Bij {n} vind je al het outdoormateriaal, in de praktijk getest door een team van liefhebbers.',
  ],
  ski: [
    '{n} is gespecialiseerd in skivakanties: logement aan de piste, skipassen en materiaalhuur.',
    '{n} verhuurt ski\'s, snowboards en skischoenen in de grote skistations van de Alpen, online te reserveren.',
  ],
  leisure: [
    '{n} ontvangt jong en oud voor een dag vol attracties, shows en ontdekkingen.',
    '{n} is een ideaal dagje uit met het gezin, met goedkopere tickets wanneer je online koopt.',
  ],
  insurance: [
    '{n} verzekert je reizen: annulering, repatriëring, medische kosten in het buitenland en bagage.',
    '{n} biedt eenvoudige en duidelijke reisverzekeringen aan, online af te sluiten in enkele minuten.',
  ],
  citytrip: [
    '{n} stelt citytrips samen naar de mooiste steden van Europa: centraal hotel, vervoer en bezoeken.',
    'Met {n} vertrek je een weekend naar Barcelona, Rome of Lissabon: alles wordt voor je geregeld.',
  ],
  wellness: [
    '{n} selecteert hotels met wellness, thalassocentra en ontspannende weekends.',
    '{n} biedt wellnessdagen en -verblijven aan: baden, sauna\'s, massages en gezichtsverzorging.',
  ],
  parking: [
    '{n} beheert parkings vlak bij de luchthavens, met een gratis pendelbus naar de terminal.',
    'Met {n} reserveer je je parkeerplaats aan de luchthaven vooraf en betaal je tot de helft minder dan aan de slagboom.',
  ],
};

const travelsFrom = new Set<Sector>(['tour', 'flight', 'train', 'ferry', 'cruise', 'citytrip', 'parking']);
const delivers = new Set<Sector>(['luggage', 'outdoor']);

export function storeTextsNl(brand: Brand, e: EditionContext, bestOffer: string, pick: <T>(items: readonly T[]) => T, now: Date): StoreTexts {
  const n = brand.name;
  const generic = pick(ABOUT_NL[brand.sector]).replaceAll('{n}', n);
  const about = BRAND_COPY_NL[n] ?? generic;
  const local = travelsFrom.has(brand.sector)
    ? `Vertrek naar keuze vanuit ${e.departures}, met een klantendienst die zeven dagen op zeven bereikbaar is.`
    : delivers.has(brand.sector)
      ? `Snelle levering ${e.deliveryZone}, gratis retour binnen 30 dagen en veilig betalen.`
      : 'Veilig online boeken en een Nederlandstalige klantendienst.';
  const site = pick([
    `Op ${e.siteName} vind je alle kortingscodes van ${n}, gecontroleerd door ons team, en de beste acties van het moment.`,
    `We controleren de kortingscodes van ${n} elke dag, zodat je minder betaalt voor je vakantie.`,
    `Bekijk de kortingen van ${n} hieronder voor je boekt: ze worden dagelijks bijgewerkt.`,
  ]);
  const monthYear = `${MONTHS_NL[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
  return {
    description: `${about} ${local} ${site}`,
    header1: `Kortingscodes ${n}`,
    seoTitle: `Kortingscode ${n} ${monthYear}: tot ${bestOffer} | ${e.siteName}`,
    metaDescription: `Gecontroleerde kortingscodes en acties van ${n}: tot ${bestOffer} korting deze maand. Kopieer de code en bespaar op je boeking.`,
  };
}
