import type { Sector } from './brands';
import type { DealValues, EditionContext, PromoTemplate, PromoText } from './language';

/** Same places, same order as the French lists (indexed by `DealValues.place`). */
export const BEACHES_NL = ['op Kreta', 'op de Canarische Eilanden', 'op Mallorca', 'op Sicilië', 'in Andalusië', 'in de Algarve', 'op Rhodos', 'in Turkije', 'in Kroatië', 'in Marokko', 'in Egypte', 'op Cyprus', 'op Malta', 'in Tunesië', 'aan de Costa Brava'];
export const CITIES_NL = ['Barcelona', 'Rome', 'Lissabon', 'Praag', 'Wenen', 'Amsterdam', 'Berlijn', 'Boedapest', 'Kopenhagen', 'Porto', 'Sevilla', 'Edinburgh', 'Florence', 'Krakau', 'Dublin'];
export const RESORTS_NL = ['in Val Thorens', 'in Tignes', 'in Les Deux Alpes', 'in Chamonix', 'in La Plagne', 'in Tirol', 'in het Zillertal', 'in de Dolomieten', 'in Saalbach', 'in Avoriaz', 'in Serre Chevalier', 'in Zermatt', 'in Les Arcs', 'in Ischgl', "in Val d'Isère"];
export const REGIONS_NL = ['in de Ardèche', 'in Bretagne', 'in de Landes', 'in de Provence', 'in de Dordogne', 'in de Vendée', 'in de Ardennen', 'aan de Belgische kust', 'in de Elzas', 'in de Var', 'op Corsica', 'aan het meer van Annecy', 'in Zeeland', 'in de Luberon', 'in Baskenland'];
const RIVERS_NL = ['op de Rijn', 'op de Donau', 'op de Douro', 'op de Seine', 'op de Rhône', 'op de Moezel', 'op de Elbe', 'op de Nijl'];

const at = <T>(list: readonly T[], i: number): T => list[i % list.length];
const pc = (v: DealValues) => `-${v.pct}%`;
const eur = (n: number) => `€\u00a0${n}`;
const small = (v: DealValues) => 5 * (1 + (v.amount % 5));
const t = (kind: PromoTemplate['kind'], text: (v: DealValues, e: EditionContext) => PromoText): PromoTemplate => ({ kind, text });

export const PROMOS_NL: Record<Sector, PromoTemplate[]> = {
  tour: [
    t('code', (v, e) => ({
      title: `${v.pct}% korting op vakanties ${at(BEACHES_NL, v.place)}`,
      offer: pc(v),
      description: `Geniet van ${v.pct}% korting op een selectie hotels ${at(BEACHES_NL, v.place)}, inclusief vlucht vanuit ${e.departures}.`,
      condition: `Geldig op een selectie van reizen van minstens ${v.nights} nachten, exclusief dossierkosten.`,
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting vanaf ${eur(v.minimum)} boekingsbedrag`,
      offer: eur(v.amount),
      description: `De code trekt ${eur(v.amount)} af van de prijs van je pakketreis vanaf ${eur(v.minimum)}, ongeacht de bestemming.`,
      condition: 'Eén code per dossier, niet cumuleerbaar met andere acties.',
    })),
    t('offer', (v) => ({
      title: `Vroegboekkorting: tot ${v.pct}% op zomer ${v.year}`,
      offer: pc(v),
      description: `De vroegboekkortingen zijn al verrekend in de getoonde prijzen voor vertrekken in de zomer van ${v.year}. Een voorschot van 25% volstaat.`,
      condition: 'Volgens beschikbaarheid, op hotels met het label "Vroegboekkorting".',
    })),
    t('offer', (v) => ({
      title: 'Kinderen gratis in een selectie clubhotels',
      offer: 'Gratis',
      description: `Tot twee kinderen jonger dan 12 jaar logeren gratis op de kamer van hun ouders ${at(BEACHES_NL, v.place + 3)} en in meer dan 150 andere clubs.`,
      condition: `Exclusief luchthaventaksen en toeslagen, voor een verblijf van minstens ${v.nights} nachten.`,
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op begeleide rondreizen`,
      offer: pc(v),
      description: 'Reis in een kleine groep met een Nederlandstalige gids: routes van 8 tot 15 dagen, hotels en bezoeken inbegrepen.',
      condition: `Geldig voor vertrekken tot 31 oktober ${v.year}, exclusief losse vluchten.`,
    })),
    t('offer', (v, e) => ({
      title: `Last minute ${at(BEACHES_NL, v.place + 5)}: tot ${v.pct}% korting`,
      offer: pc(v),
      description: `Vertrek binnen de vijftien dagen vanuit ${e.departures}: de laatste kamers gaan weg aan scherpe prijzen.`,
      condition: 'Prijs per persoon op basis van twee volwassenen, volgens beschikbaarheid.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% welkomstkorting op je eerste reis`,
      offer: pc(v),
      description: 'Nieuwe klant? Met deze welkomstcode betaal je minder voor je eerste online boeking.',
      condition: `Enkel voor nieuwe klanten, voor een reis vanaf ${eur(v.minimum)}.`,
    })),
  ],
  hotel: [
    t('code', (v) => ({
      title: `${v.pct}% korting op je volgende hotelverblijf`,
      offer: pc(v),
      description: 'De code geldt in meer dan 3.000 partnerhotels, van charmant adresje tot viersterrenhotel aan zee.',
      condition: 'Geldig op online betaalde boekingen, exclusief toeristenbelasting.',
    })),
    t('offer', (v) => ({
      title: `Gratis ontbijt vanaf ${Math.min(v.nights, 4)} nachten`,
      offer: 'Gratis',
      description: 'Het ontbijtbuffet is inbegrepen voor alle gasten op de kamer, zonder toeslag.',
      condition: 'In deelnemende hotels met een badge, volgens beschikbaarheid.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op hotels in ${at(CITIES_NL, v.place)}`,
      offer: eur(v.amount),
      description: `Een weekendje ${at(CITIES_NL, v.place)}? Met deze code betaal je minder voor je hotel in het centrum.`,
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag, voor minstens twee nachten.`,
    })),
    t('offer', () => ({
      title: 'Gratis annuleren tot de dag voor aankomst',
      offer: 'Gratis',
      description: 'Boek zonder meteen te betalen en wijzig je plannen kosteloos bij de meeste kamers.',
      condition: 'Enkel op flexibele tarieven; niet-terugbetaalbare tarieven zijn uitgesloten.',
    })),
    t('offer', (v) => ({
      title: `Flashverkoop: tot ${v.pct}% op viersterrenhotels`,
      offer: pc(v),
      description: 'Elke week een selectie mooie hotels met korting, 72 uur lang.',
      condition: 'Beperkte beschikbaarheid, prijzen per kamer per nacht.',
    })),
    t('code', (v) => ({
      title: `Weekendcode: ${v.pct}% korting van vrijdag tot zondag`,
      offer: pc(v),
      description: 'Voor een spontaan uitstapje: de code verlaagt de prijs van de vrijdag- en zaterdagnacht.',
      condition: 'Geldig bij aankomst op vrijdag of zaterdag.',
    })),
  ],
  rental: [
    t('code', (v) => ({
      title: `${v.pct}% korting op vakantiehuizen ${at(REGIONS_NL, v.place)}`,
      offer: pc(v),
      description: `Huizen, gîtes en appartementen ${at(REGIONS_NL, v.place)}: de code geldt op de huurprijs.`,
      condition: 'Geldig voor een verblijf van minstens 7 nachten, exclusief waarborg en toeristenbelasting.',
    })),
    t('offer', (v) => ({
      title: `Vakantiehuizen ${at(REGIONS_NL, v.place + 2)} vanaf ${eur(v.amount * 6)} per week`,
      offer: eur(v.amount * 6),
      description: 'Vakantiehuizen voor vier tot acht personen, met tuin of gedeeld zwembad.',
      condition: 'Prijs per woning voor een week in het laagseizoen.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op een verblijf van 7 nachten`,
      offer: eur(v.amount),
      description: 'Het bedrag wordt afgetrokken van het saldo van je huur, ongeacht de vertrekdatum.',
      condition: `Vanaf ${eur(v.minimum)} huurbedrag, één code per boeking.`,
    })),
    t('offer', () => ({
      title: 'Gratis eindschoonmaak vanaf twee weken',
      offer: 'Gratis',
      description: 'Geniet tot de laatste dag: de eindschoonmaak neemt de eigenaar voor zijn rekening.',
      condition: 'Voor elke boeking van 14 opeenvolgende nachten.',
    })),
    t('offer', () => ({
      title: 'Kort verblijf: 3 nachten voor de prijs van 2',
      offer: '3 = 2',
      description: 'De derde nacht is gratis in een selectie gîtes en sfeervolle gastenkamers.',
      condition: 'Buiten schoolvakanties en feestdagen.',
    })),
    t('code', (v) => ({
      title: `Trouwe klant: ${v.pct}% korting op je volgende verblijf`,
      offer: pc(v),
      description: 'Al eens bij ons gehuurd? Deze code verlaagt de prijs van je volgende vakantiehuis.',
      condition: 'Enkel voor klanten die al in een van onze woningen verbleven.',
    })),
  ],
  camping: [
    t('code', (v) => ({
      title: `${v.pct}% korting op stacaravans ${at(REGIONS_NL, v.place)}`,
      offer: pc(v),
      description: `Stacaravans met airco en terras op onze campings ${at(REGIONS_NL, v.place)}, verwarmd zwembad en animatie inbegrepen.`,
      condition: 'Geldig voor een verblijf van minstens 5 nachten, exclusief reserveringskosten.',
    })),
    t('offer', (v) => ({
      title: `Kampeerplaats voor tent of caravan vanaf ${eur(15 + (v.place % 10))} per nacht`,
      offer: eur(15 + (v.place % 10)),
      description: 'Ruime, schaduwrijke plaatsen met elektriciteit, vlak bij het sanitair en het zwembad.',
      condition: 'Prijs voor twee personen, in juni en september.',
    })),
    t('offer', (v) => ({
      title: `Laagseizoen: tot ${v.pct}% korting in juni en september`,
      offer: pc(v),
      description: 'Geniet van de rust en de zon van het naseizoen aan zachte prijzen.',
      condition: 'Korting al verrekend in de getoonde prijzen.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting vanaf ${eur(v.minimum)} boekingsbedrag`,
      offer: eur(v.amount),
      description: 'De code is geldig op al onze campings, voor een huuraccommodatie of een kampeerplaats.',
      condition: 'Eén code per verblijf, niet cumuleerbaar.',
    })),
    t('offer', () => ({
      title: 'Kinderen jonger dan 7 jaar gratis in juni',
      offer: 'Gratis',
      description: 'Jonge kampeerders verblijven de hele maand juni gratis op een kampeerplaats.',
      condition: 'Maximaal twee kinderen per kampeerplaats.',
    })),
    t('code', (v) => ({
      title: `Glamping: ${v.pct}% korting op lodges en safaritenten`,
      offer: pc(v),
      description: 'Slapen in de natuur zonder comfort op te geven: opgemaakte bedden, ingerichte keuken en houten terras.',
      condition: 'Geldig vanaf twee nachten.',
    })),
  ],
  park: [
    t('code', (v) => ({
      title: `${v.pct}% korting op cottages ${at(REGIONS_NL, v.place)}`,
      offer: pc(v),
      description: 'Volledig ingerichte cottages midden in het bos, met toegang tot het tropische zwembad en de kinderactiviteiten.',
      condition: 'Geldig voor een midweek of een lang weekend.',
    })),
    t('offer', (v) => ({
      title: `Midweek vanaf ${eur(v.amount * 4)} voor 4 personen`,
      offer: eur(v.amount * 4),
      description: 'Vier nachten van maandag tot vrijdag in een comfortabele cottage, bedlinnen inbegrepen.',
      condition: 'Prijs per cottage, buiten de schoolvakanties.',
    })),
    t('offer', () => ({
      title: 'Onbeperkt toegang tot het zwemparadijs inbegrepen',
      offer: 'Inbegrepen',
      description: 'Glijbanen, wildwaterbaan en golfslagbad: je zwemt zoveel je wilt tijdens je hele verblijf.',
      condition: 'Voor alle gasten van de cottage, tijdens de openingsuren.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op een lang weekend`,
      offer: eur(v.amount),
      description: 'Aankomst op vrijdag, vertrek op maandag: de code verlaagt de prijs van je cottage.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag.`,
    })),
    t('offer', (v) => ({
      title: `Schoolvakanties: tot ${v.pct}% korting bij vroeg boeken`,
      offer: pc(v),
      description: 'Leg de beste cottages voor de schoolvakanties vast aan de laagste prijs.',
      condition: 'Voor boekingen minstens drie maanden voor aankomst.',
    })),
    t('code', (v) => ({
      title: `Gezinscode: ${v.pct}% korting vanaf 4 nachten`,
      offer: pc(v),
      description: 'Een korting op maat van grote gezinnen, op cottages voor zes tot twaalf personen.',
      condition: 'Geldig op cottages voor zes personen of meer.',
    })),
  ],
  flight: [
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op je retourvlucht`,
      offer: eur(v.amount),
      description: 'De code is geldig op alle Europese en intercontinentale vluchten die je op de site boekt.',
      condition: `Vanaf ${eur(v.minimum)} aan tickets, taksen inbegrepen.`,
    })),
    t('offer', (v, e) => ({
      title: `Vluchten vanuit ${e.departures} vanaf ${eur(29 + (v.place % 5) * 10)}`,
      offer: eur(29 + (v.place % 5) * 10),
      description: 'Duizenden goedkope stoelen naar de zon en de grote Europese steden.',
      condition: 'Prijs per enkele reis, taksen inbegrepen, ruimbagage niet inbegrepen.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op ruimbagage`,
      offer: pc(v),
      description: 'Voeg een koffer van 23 kg toe aan een lagere prijs bij het boeken of via je klantenzone.',
      condition: 'Tot 48 uur voor vertrek.',
    })),
    t('offer', () => ({
      title: 'Handbagage van 10 kg inbegrepen in het Comfort-tarief',
      offer: 'Inbegrepen',
      description: 'Reis zonder verrassingen: een tas en een handbagagekoffer zitten in de prijs.',
      condition: 'Op vluchten uitgevoerd door de maatschappij zelf.',
    })),
    t('offer', (v) => ({
      title: `Flashverkoop: tot ${v.pct}% op Europese vluchten`,
      offer: pc(v),
      description: '48 uur lang een selectie routes aan bodemprijzen.',
      condition: 'Beperkt aantal plaatsen, voor reizen in de komende drie maanden.',
    })),
    t('code', (v) => ({
      title: `Zonnecode: ${v.pct}% korting op vluchten naar de eilanden`,
      offer: pc(v),
      description: 'Canarische Eilanden, Balearen, Griekse eilanden: de code verlaagt het basistarief van je vlucht.',
      condition: 'Exclusief taksen en opties, enkel retourvluchten.',
    })),
  ],
  train: [
    t('offer', (v) => ({
      title: `Treintickets naar ${at(CITIES_NL, v.place)} vanaf ${eur(29 + (v.place % 4) * 10)}`,
      offer: eur(29 + (v.place % 4) * 10),
      description: `Reis comfortabel met de trein naar ${at(CITIES_NL, v.place)}, zonder gedoe op de luchthaven.`,
      condition: 'Prijs per enkele reis in tweede klas, beperkte plaatsen.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op treinpassen`,
      offer: pc(v),
      description: 'Een maand lang vrij reizen met de trein door heel Europa, met een voordelige pas.',
      condition: 'Geldig op passen vanaf 7 reisdagen.',
    })),
    t('offer', () => ({
      title: 'Kinderen jonger dan 12 jaar gratis op de nachttrein',
      offer: 'Gratis',
      description: 'Deel een couchettecoupé met het gezin: kinderen onder begeleiding reizen gratis.',
      condition: 'In de coupé van hun ouders, maximaal twee kinderen.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op een retour in eerste klas`,
      offer: eur(v.amount),
      description: 'Meer ruimte, een maaltijd aan je plaats en gratis wifi voor de prijs van tweede klas.',
      condition: `Vanaf ${eur(v.minimum)} aan tickets.`,
    })),
    t('offer', (v) => ({
      title: `Bus naar ${at(CITIES_NL, v.place + 4)} vanaf ${eur(19 + (v.place % 3) * 5)}`,
      offer: eur(19 + (v.place % 3) * 5),
      description: 'Comfortabele autocars met stopcontacten en ruimbagage inbegrepen.',
      condition: 'Prijs per enkele reis, volgens beschikbaarheid.',
    })),
  ],
  car: [
    t('code', (v) => ({
      title: `${v.pct}% korting op autohuur ${at(BEACHES_NL, v.place)}`,
      offer: pc(v),
      description: `Haal je huurauto op aan de luchthaven en verken de streek ${at(BEACHES_NL, v.place)} op je eigen tempo.`,
      condition: 'Geldig voor een huur van minstens 3 dagen, onbeperkt aantal kilometers.',
    })),
    t('offer', () => ({
      title: 'Gratis extra bestuurder',
      offer: 'Gratis',
      description: 'Wissel zonder kosten af achter het stuur: een tweede bestuurder is altijd inbegrepen.',
      condition: 'Bestuurder van minstens 25 jaar, met rijbewijs sinds drie jaar.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting vanaf 7 huurdagen`,
      offer: eur(v.amount),
      description: 'Voor een roadtrip of een gezinsvakantie verlaagt de code de prijs van je langere huur.',
      condition: 'Exclusief brandstof en opties.',
    })),
    t('offer', () => ({
      title: 'Verzekering zonder eigen risico aan halve prijs',
      offer: '-50%',
      description: 'Rij zorgeloos: krassen, voorruit en banden zijn gedekt voor de helft van de prijs.',
      condition: 'Toe te voegen bij de online boeking.',
    })),
    t('offer', () => ({
      title: 'Gratis kinderzitje bij elke online boeking',
      offer: 'Gratis',
      description: 'Babyzitje, autostoel of zittingverhoger: kies het juiste model en het staat klaar in de auto.',
      condition: 'Eén zitje per huur, volgens beschikbaarheid.',
    })),
    t('code', (v) => ({
      title: `Zomercode ${v.year}: ${v.pct}% korting op gezinswagens`,
      offer: pc(v),
      description: 'Zeven zitplaatsen en een grote koffer om met het hele gezin op vakantie te gaan.',
      condition: `Voor ophalingen tussen juni en september ${v.year}.`,
    })),
  ],
  ferry: [
    t('code', (v) => ({
      title: `${v.pct}% korting op de overtocht met de auto`,
      offer: pc(v),
      description: 'Scheep in met je auto en bagage: de code verlaagt de prijs van de heen- en terugreis.',
      condition: 'Geldig voor een voertuig van minder dan 1,85 m hoog.',
    })),
    t('offer', (v) => ({
      title: `Heen en terug vanaf ${eur(v.amount + 49)} voor een auto en 2 passagiers`,
      offer: eur(v.amount + 49),
      description: 'Dagelijkse afvaarten, snel inschepen en winkels aan boord.',
      condition: 'Volgens beschikbaarheid, buiten de piekperiodes.',
    })),
    t('offer', () => ({
      title: 'Gratis hut bij nachtelijke overtochten',
      offer: 'Gratis',
      description: 'Kom uitgerust aan: een binnenhut met douche is inbegrepen bij nachtovertochten.',
      condition: 'Voor minstens twee passagiers.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op je heen- en terugreis`,
      offer: eur(v.amount),
      description: 'Naar Engeland, Ierland of de eilanden van de Middellandse Zee: de code geldt op alle lijnen.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag.`,
    })),
    t('offer', () => ({
      title: 'Kinderen jonger dan 4 jaar gratis aan boord',
      offer: 'Gratis',
      description: 'De allerkleinsten reizen gratis mee op alle overtochten.',
      condition: 'Onder begeleiding van een betalende volwassene.',
    })),
    t('code', (v) => ({
      title: `Vroegboekcode: ${v.pct}% korting op zomerovertochten`,
      offer: pc(v),
      description: 'De beste vertrekuren zijn snel weg: boek je zomerovertocht nu al.',
      condition: `Voor afvaarten in juli en augustus ${v.year}.`,
    })),
  ],
  cruise: [
    t('code', (v) => ({
      title: `${v.pct}% korting op riviercruises ${at(RIVERS_NL, v.place)}`,
      offer: pc(v),
      description: `Vaar ${at(RIVERS_NL, v.place)} in volpension, met excursies en drankjes bij de maaltijden.`,
      condition: 'Geldig op een selectie van afvaarten, havengelden niet inbegrepen.',
    })),
    t('offer', () => ({
      title: 'Gratis drankenpakket op een selectie cruises',
      offer: 'Gratis',
      description: 'Onbeperkt wijn, frisdrank en koffie tijdens de hele cruise, zonder toeslag.',
      condition: 'Op aangeduide afvaarten, voor elke nieuwe boeking.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting per hut vanaf ${eur(v.minimum)}`,
      offer: eur(v.amount),
      description: 'De code verlaagt de prijs van je hut, in elke categorie.',
      condition: 'Eén korting per hut, niet cumuleerbaar.',
    })),
    t('offer', (v) => ({
      title: `Cruises op de Middellandse Zee: tot ${v.pct}% last-minutekorting`,
      offer: pc(v),
      description: 'De laatste hutten voor de afvaarten van deze maand aan verlaagde prijzen.',
      condition: 'Prijs per persoon in een tweepersoons binnenhut.',
    })),
    t('offer', () => ({
      title: 'Tweede passagier aan halve prijs',
      offer: '-50%',
      description: 'Deel je hut: de tweede persoon betaalt de helft op een selectie routes.',
      condition: 'Exclusief havengelden en fooien.',
    })),
    t('code', (v) => ({
      title: `Balkonhut: ${v.pct}% korting op je upgrade`,
      offer: pc(v),
      description: 'Ruil je binnenhut in voor een hut met balkon aan een lagere prijs.',
      condition: 'Volgens beschikbaarheid op het moment van boeken.',
    })),
  ],
  luggage: [
    t('code', (v) => ({
      title: `${v.pct}% korting op harde koffers`,
      offer: pc(v),
      description: 'Polycarbonaat schaal, vier stille wielen en ingebouwd slot: klaar voor je volgende vakantie.',
      condition: 'Geldig op harde koffers, niet op artikelen die al in solden zijn.',
    })),
    t('free_delivery', (v, e) => ({
      title: `Gratis levering vanaf ${eur(v.basket)}`,
      offer: 'Gratis levering',
      description: `Bestel je bagage en ontvang ze gratis ${e.deliveryZone} binnen twee à drie werkdagen.`,
      condition: `Vanaf ${eur(v.basket)} aankoopbedrag, thuis of in een afhaalpunt.`,
    })),
    t('code', (v) => ({
      title: `${eur(small(v) * 2)} korting op sets van drie koffers`,
      offer: eur(small(v) * 2),
      description: 'Een handbagagekoffer, een middelgrote en een grote koffer in dezelfde stijl, aan een lagere prijs.',
      condition: 'Enkel geldig op sets van drie koffers.',
    })),
    t('offer', (v) => ({
      title: `Tot ${v.pct}% korting op reistassen`,
      offer: pc(v),
      description: 'Plunjezakken, reistassen op wieltjes en weekendtassen in promotie.',
      condition: 'Zolang de voorraad strekt.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op handbagage`,
      offer: pc(v),
      description: 'Handbagagekoffers volgens de afmetingen van de luchtvaartmaatschappijen, zodat je geen toeslag betaalt.',
      condition: 'Geldig op koffers van 55 cm en kleiner.',
    })),
    t('free_delivery', () => ({
      title: 'Gratis levering en retour',
      offer: 'Gratis',
      description: 'Bestellen, uitproberen, terugsturen: levering en retour binnen 30 dagen kosten je niets.',
      condition: 'Retour in de originele verpakking.',
    })),
    t('offer', () => ({
      title: 'Packing cubes: de derde gratis',
      offer: '3 voor 2',
      description: 'Orden je koffer met opbergzakjes: koop er twee en de derde is gratis.',
      condition: 'Het goedkoopste van de drie artikelen is gratis.',
    })),
  ],
  outdoor: [
    t('code', (v) => ({
      title: `${v.pct}% korting op wandelschoenen`,
      offer: pc(v),
      description: 'Lage of hoge schoenen, waterdicht en ademend, voor een korte wandeling of een lange trektocht.',
      condition: 'Niet geldig op de nieuwe collectie.',
    })),
    t('free_delivery', (v, e) => ({
      title: `Gratis levering in een afhaalpunt vanaf ${eur(v.basket)}`,
      offer: 'Gratis levering',
      description: `Je uitrusting wordt gratis geleverd in een van de 3.000 afhaalpunten ${e.deliveryZone}.`,
      condition: `Vanaf ${eur(v.basket)} aankoopbedrag.`,
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} korting vanaf ${eur(v.basket * 2)} aankoopbedrag`,
      offer: eur(small(v)),
      description: 'Tenten, rugzakken, technische kleding: de code geldt op de hele webshop.',
      condition: 'Eén code per bestelling.',
    })),
    t('offer', (v) => ({
      title: `Tot ${v.pct}% korting op regenjassen`,
      offer: pc(v),
      description: 'De jassen van de vorige collectie in promotie, voor dames, heren en kinderen.',
      condition: 'Zolang de voorraad strekt.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op tenten en slaapzakken`,
      offer: pc(v),
      description: 'Bereid je nachten onder de sterren voor met licht en stevig materiaal.',
      condition: 'Niet op artikelen met het label "Altijd lage prijs".',
    })),
    t('offer', () => ({
      title: 'Klantenkaart: 5% terug op elke aankoop',
      offer: '5%',
      description: 'Spaar 5% van je aankoopbedrag in waardebonnen, te gebruiken online en in de winkel.',
      condition: 'Gratis kaart, actief vanaf je eerste bestelling.',
    })),
  ],
  ski: [
    t('code', (v) => ({
      title: `${v.pct}% korting op skiverhuur ${at(RESORTS_NL, v.place)}`,
      offer: pc(v),
      description: `Ski's, schoenen en helm online gereserveerd en klaar bij je aankomst ${at(RESORTS_NL, v.place)}.`,
      condition: 'Geldig voor een huur van 6 dagen, minstens 48 uur vooraf gereserveerd.',
    })),
    t('offer', () => ({
      title: 'Gratis skipas voor kinderen jonger dan 6 jaar',
      offer: 'Gratis',
      description: 'De kleinsten skiën het hele seizoen gratis op het volledige skigebied.',
      condition: 'Op vertoon van een bewijs van leeftijd.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op skivakanties vanaf ${eur(v.minimum)}`,
      offer: eur(v.amount),
      description: 'Appartement aan de piste, skipas en materiaalhuur: de code geldt op het volledige verblijf.',
      condition: 'Voor een week van zaterdag tot zaterdag.',
    })),
    t('free_delivery', () => ({
      title: 'Skimateriaal gratis geleverd aan de piste',
      offer: 'Gratis levering',
      description: 'Je materiaal wordt gratis afgeleverd in je logement, de avond voor je eerste skidag.',
      condition: 'In de partnerstations, voor een huur van minstens 4 dagen.',
    })),
    t('offer', (v) => ({
      title: `Skiweek ${at(RESORTS_NL, v.place + 2)} vanaf ${eur(v.amount * 3)} per persoon`,
      offer: eur(v.amount * 3),
      description: 'Zeven nachten in een residentie met zwembad, op minder dan 300 meter van de liften.',
      condition: 'Prijs per persoon op basis van een appartement voor vier, skipas niet inbegrepen.',
    })),
    t('code', (v) => ({
      title: `Sneeuwcode: ${v.pct}% korting op chalets en appartementen`,
      offer: pc(v),
      description: 'Houten chalets en vernieuwde appartementen in de mooiste skistations van de Alpen.',
      condition: 'Niet tijdens de kerst- en krokusvakantie.',
    })),
  ],
  leisure: [
    t('code', (v) => ({
      title: `${v.pct}% korting op online tickets`,
      offer: pc(v),
      description: 'Koop je tickets vooraf en sla de wachtrij aan de kassa over.',
      condition: 'Tickets met vaste datum, niet omruilbaar.',
    })),
    t('offer', () => ({
      title: 'Gratis kinderticket bij elk volwassenenticket',
      offer: 'Gratis',
      description: 'Voor een dagje uit met het gezin is het ticket voor kinderen van 3 tot 11 jaar gratis.',
      condition: 'Eén gratis kinderticket per volwassenenticket aan vol tarief.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} korting op het gezinsticket`,
      offer: eur(small(v)),
      description: 'Twee volwassenen en twee kinderen: de code maakt het gezinsticket nog voordeliger.',
      condition: 'Enkel bij online aankoop.',
    })),
    t('offer', (v) => ({
      title: `Jaarabonnement: tot ${v.pct}% goedkoper`,
      offer: pc(v),
      description: 'Kom twaalf maanden lang zo vaak je wilt, parking inbegrepen.',
      condition: 'Enkel bij online aankoop.',
    })),
    t('offer', (v) => ({
      title: `Tickets met datum vanaf ${eur(19 + (v.place % 8))} online`,
      offer: eur(19 + (v.place % 8)),
      description: 'Kies je dag en geniet van het beste tarief, tot een derde goedkoper dan aan de ingang.',
      condition: 'Tarief afhankelijk van de gekozen datum.',
    })),
    t('code', (v) => ({
      title: `${v.pct}% korting op de zomeravonden`,
      offer: pc(v),
      description: 'Attracties, lichtshow en vuurwerk: beleef het park wanneer de avond valt.',
      condition: 'Op de avondopeningen in de kalender.',
    })),
  ],
  insurance: [
    t('code', (v) => ({
      title: `${v.pct}% korting op de annuleringsverzekering`,
      offer: pc(v),
      description: 'Je reis wordt terugbetaald bij ziekte, ongeval of ontslag voor vertrek.',
      condition: 'Af te sluiten binnen vijf dagen na het boeken van de reis.',
    })),
    t('offer', () => ({
      title: 'Eerste maand gratis op de jaarlijkse reisverzekering',
      offer: 'Gratis',
      description: 'Eén verzekering voor al je reizen van het jaar: bijstand, annulering en bagage.',
      condition: 'Voor elk nieuw online contract.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} korting op de allriskreisverzekering`,
      offer: eur(small(v)),
      description: 'Annulering, repatriëring, medische kosten en bagage gedekt in één contract.',
      condition: 'Geldig op tijdelijke contracten.',
    })),
    t('offer', (v) => ({
      title: `Repatriëringsbijstand vanaf ${eur(8 + (v.place % 6))} per reis`,
      offer: eur(8 + (v.place % 6)),
      description: 'Medische kosten in het buitenland en repatriëring gedekt, met een bijstandsdienst die dag en nacht bereikbaar is.',
      condition: 'Voor een reis van maximaal 8 dagen in Europa.',
    })),
    t('offer', () => ({
      title: 'Kinderen gratis verzekerd met hun ouders',
      offer: 'Gratis',
      description: 'De gezinsformule dekt alle kinderen jonger dan 18 jaar zonder toeslag.',
      condition: 'Kinderen die reizen met minstens één verzekerde ouder.',
    })),
    t('code', (v) => ({
      title: `Skicode: ${v.pct}% korting op de wintersportverzekering`,
      offer: pc(v),
      description: 'Hulp op de piste, opsporingskosten en ongebruikte skipas terugbetaald.',
      condition: 'Geldig voor skivakanties van 4 tot 15 dagen.',
    })),
  ],
  citytrip: [
    t('code', (v) => ({
      title: `${v.pct}% korting op citytrips naar ${at(CITIES_NL, v.place)}`,
      offer: pc(v),
      description: `Centraal hotel en vervoer inbegrepen: ontdek ${at(CITIES_NL, v.place)} in een weekend.`,
      condition: 'Geldig vanaf twee nachten, exclusief toeristenbelasting.',
    })),
    t('offer', (v) => ({
      title: `Weekend ${at(CITIES_NL, v.place + 3)}: hotel en trein vanaf ${eur(v.amount * 2 + 99)}`,
      offer: eur(v.amount * 2 + 99),
      description: 'Twee nachten in een driesterrenhotel en de trein heen en terug, in één keer geboekt.',
      condition: 'Prijs per persoon in een tweepersoonskamer.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op stedentrips van 3 nachten`,
      offer: eur(v.amount),
      description: 'Maak er een lang weekend van: de code verlaagt de prijs van een verblijf van drie nachten of meer.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag.`,
    })),
    t('offer', (v) => ({
      title: `Gratis stadswandeling bij elk verblijf in ${at(CITIES_NL, v.place + 6)}`,
      offer: 'Gratis',
      description: 'Een wandeling van twee uur met een Nederlandstalige gids om de stad anders te ontdekken.',
      condition: 'Eén wandeling per boeking, ter plaatse te reserveren.',
    })),
    t('offer', () => ({
      title: 'Stadspas aan halve prijs bij je verblijf',
      offer: '-50%',
      description: 'Openbaar vervoer en toegang tot de musea in één pas.',
      condition: 'Pas van 48 of 72 uur.',
    })),
    t('code', (v) => ({
      title: `Stedencode: ${v.pct}% korting op hotels in het centrum`,
      offer: pc(v),
      description: 'Slaap in hartje stad, op wandelafstand van musea en restaurants.',
      condition: 'Verblijven van zondag tot donderdag.',
    })),
  ],
  wellness: [
    t('code', (v) => ({
      title: `${v.pct}% korting op wellnessweekends`,
      offer: pc(v),
      description: 'Twee nachten, een gastronomisch diner en vrije toegang tot de wellness: helemaal opladen.',
      condition: 'Geldig van zondag tot vrijdag.',
    })),
    t('offer', () => ({
      title: 'Gratis behandeling van 30 minuten vanaf twee nachten',
      offer: 'Gratis',
      description: 'Een rugmassage of gezichtsverzorging voor elke volwassene bij een verblijf van twee nachten.',
      condition: 'Op afspraak, volgens beschikbaarheid.',
    })),
    t('code', (v) => ({
      title: `${eur(v.amount)} korting op thalassoverblijven`,
      offer: eur(v.amount),
      description: 'Zeekuren van drie tot zes dagen, met dagelijkse behandelingen en een hotel aan zee.',
      condition: `Vanaf ${eur(v.minimum)} boekingsbedrag.`,
    })),
    t('free_delivery', (_v, e) => ({
      title: 'Cadeaubonnen gratis geleverd',
      offer: 'Gratis levering',
      description: `Geef een ontspannend cadeau: de cadeaudoos wordt gratis ${e.deliveryZone} geleverd binnen 48 uur.`,
      condition: 'Ook beschikbaar als e-voucher om af te drukken.',
    })),
    t('offer', () => ({
      title: 'Toegang tot de wellness inbegrepen voor alle gasten',
      offer: 'Inbegrepen',
      description: 'Verwarmd zwembad, sauna en hamam zonder toeslag tijdens je verblijf.',
      condition: 'Badjas en handdoeken voorzien.',
    })),
    t('code', (v) => ({
      title: `Duo-ontspanning: ${v.pct}% korting op het tweede ticket`,
      offer: pc(v),
      description: 'Kom met twee en geniet voordelig van de baden en sauna\'s.',
      condition: 'Voor twee tickets die samen gekocht worden.',
    })),
  ],
  parking: [
    t('code', (v) => ({
      title: `${v.pct}% korting op parkeren aan de luchthaven`,
      offer: pc(v),
      description: 'Parkeer op vijf minuten van de terminal, op een parking die dag en nacht bewaakt wordt.',
      condition: 'Geldig voor elke online reservering vanaf 3 dagen.',
    })),
    t('offer', () => ({
      title: 'Gratis pendelbus naar de terminal om de 10 minuten',
      offer: 'Gratis',
      description: 'Zet je auto neer, een pendelbus brengt je met je bagage naar de terminal.',
      condition: 'Pendelbus tussen 4 uur en middernacht.',
    })),
    t('code', (v) => ({
      title: `${eur(small(v))} korting vanaf 7 dagen parkeren`,
      offer: eur(small(v)),
      description: 'Voor een vakantie van een of twee weken: reserveer je plaats vooraf en betaal minder.',
      condition: 'Eén code per reservering.',
    })),
    t('offer', (v) => ({
      title: `Overdekt parkeren vanaf ${eur(5 + (v.place % 5))} per dag`,
      offer: eur(5 + (v.place % 5)),
      description: 'Je auto staat beschut tijdens je reis, op een afgesloten en verlichte parking.',
      condition: 'Prijs voor een reservering van 8 dagen.',
    })),
    t('offer', () => ({
      title: 'Gratis autowasbeurt vanaf 10 dagen parkeren',
      offer: 'Gratis',
      description: 'Vind een propere auto terug na je vakantie.',
      condition: 'Buitenwasbeurt, op aanvraag bij het afzetten.',
    })),
    t('code', (v) => ({
      title: `Valetcode: ${v.pct}% korting op valet parking`,
      offer: pc(v),
      description: 'Een chauffeur neemt je auto over aan de terminal en brengt hem terug bij je thuiskomst.',
      condition: 'Minstens 24 uur vooraf reserveren.',
    })),
  ],
};

export const CODE_WORDS_NL: Record<Sector, string[]> = {
  tour: ['ZOMER', 'ZON', 'VAKANTIE', 'REIS', 'STRAND'],
  hotel: ['NACHT', 'HOTEL', 'SLAPEN'],
  rental: ['HUISJE', 'VILLA', 'VERBLIJF'],
  camping: ['KAMPEER', 'TENT', 'NATUUR'],
  park: ['COTTAGE', 'GEZIN', 'RELAX'],
  flight: ['VLIEG', 'VLUCHT', 'OPSTIJG'],
  train: ['TREIN', 'SPOOR', 'PERRON'],
  car: ['AUTO', 'HUUR', 'ROADTRIP'],
  ferry: ['OVERTOCHT', 'VEER', 'ZEE'],
  cruise: ['CRUISE', 'KAJUIT', 'HAVEN'],
  luggage: ['KOFFER', 'BAGAGE', 'REIS'],
  outdoor: ['WANDEL', 'BERG', 'TREK'],
  ski: ['SKI', 'SNEEUW', 'PISTE'],
  leisure: ['PRET', 'DAGJEUIT', 'UITJE'],
  insurance: ['ZORGELOOS', 'VEILIG', 'DEKKING'],
  citytrip: ['STAD', 'STEDEN', 'WEEKEND'],
  wellness: ['WELLNESS', 'SAUNA', 'RELAX'],
  parking: ['PARKEER', 'PARKING', 'GARAGE'],
};
