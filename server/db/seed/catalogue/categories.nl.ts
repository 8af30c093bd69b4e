import type { CategoryCopy, CategoryTexts, EditionContext } from './language';

/** Names and copy of the category tree in Dutch (keys of tree.ts). */
export const CATEGORY_COPY_NL: Record<string, CategoryCopy> = {
  sejours: {
    name: 'Reizen & vakanties', noun: 'je reizen en vakanties',
    pitch: 'Winterzon, een rondreis door Azië of een week all-inclusive in Griekenland: vergelijk de aanbiedingen van de reisorganisaties en gebruik hun kortingscodes voor je boekt.',
    tips: ['Boek zes tot negen maanden vooraf voor de schoolvakanties: de vroegboekkortingen lopen vaak op tot 20%.', 'Vergelijk de prijs van de pakketreis met die van een losse vlucht en hotel.', 'Kijk na wat in de prijs zit: transfers, luchthaventaksen en ruimbagage.'],
    season: 'De grootste kortingen vind je in januari en februari voor de zomer, en daarna last minute, twee à drie weken voor vertrek.',
  },
  'last-minute': {
    name: 'Last minute', noun: 'last-minutereizen',
    pitch: 'Over twee weken nog vrij? De reisorganisaties verkopen hun laatste plaatsen in vliegtuigen en hotels met flinke korting: het ideale moment om goedkoop de zon op te zoeken.',
    season: 'Last-minuteaanbiedingen verschijnen twee à drie weken voor vertrek, vooral in mei, juni en september.',
  },
  'all-inclusive': { name: 'All-inclusive', noun: 'all-inclusivevakanties', pitch: 'Maaltijden, drankjes, animatie en activiteiten in de prijs: met all-inclusive ken je je vakantiebudget al bij het boeken.' },
  'vacances-plage': { name: 'Strandvakanties', noun: 'strandvakanties', pitch: 'Fijn zand, turquoise zee en een hotel met de voeten in het water: vind het strand dat bij je past, van de Canarische Eilanden tot Kreta.' },
  circuits: { name: 'Rondreizen', noun: 'rondreizen', pitch: 'Ontdek een land grondig met een gids, in een kleine groep of met je eigen huurauto.' },
  autotours: { name: 'Fly & drive', noun: 'fly-drivereizen', pitch: 'Je huurauto en hotels per etappe geboekt, met een gedetailleerd routeboek: vrijheid zonder zorgen.' },
  'circuits-autocar': { name: 'Busreizen', noun: 'busreizen', pitch: 'Leun achterover en laat je rijden: chauffeur, gids en hotels zijn inbegrepen.' },
  'voyages-famille': { name: 'Gezinsvakanties', noun: 'gezinsvakanties', pitch: 'Kinderclubs, familiekamers en zwembaden met glijbanen: vakanties waar groot en klein aan hun trekken komen.' },
  'voyages-noces': { name: 'Huwelijksreizen', noun: 'huwelijksreizen', pitch: 'Verre eilanden, charmante hotels en extraatjes voor pasgetrouwden: een onvergetelijke reis aan een zachte prijs.' },
  'sejours-bien-etre': { name: 'Wellnessreizen', noun: 'wellnessreizen', pitch: 'Thalasso, spa en lichte keuken: een paar dagen om op adem te komen, aan zee of op het platteland.' },
  'promos-voyages': { name: 'Reispromoties', noun: 'reispromoties', pitch: 'Alle kortingen van het moment op één pagina: reizen, vluchten en weekendjes weg aan scherpe prijzen.' },
  hebergement: {
    name: 'Verblijf', noun: 'je verblijf',
    pitch: 'Stadshotel, gîte op het platteland, cottage in het bos of B&B: vergelijk de aanbiedingen en boek je logement aan de beste prijs.',
    tips: ['Boek met gratis annulering en houd de prijzen in de gaten: zakt het tarief, annuleer dan en boek opnieuw.', 'Vergelijk de prijs per persoon van een vakantiehuis met die van meerdere hotelkamers.', 'Kijk na wat in de prijs zit: ontbijt, toeristenbelasting, schoonmaak en linnen.'],
    season: "Buiten de schoolvakanties zakken de prijzen: in mei, juni en september kosten dezelfde kamers vaak 20 tot 40% minder.",
  },
  hotels: { name: 'Hotels', noun: 'hotels', pitch: 'Duizenden hotels met korting, van een eenpersoonskamer voor één nacht tot een suite met zeezicht.' },
  'hotels-luxe': { name: 'Luxehotels', noun: 'luxehotels', pitch: 'Paleishotels, vijfsterrenhotels en uitzonderlijke adressen: topcomfort aan onderhandelde prijzen.' },
  'hotels-petit-prix': { name: 'Goedkope hotels', noun: 'goedkope hotels', pitch: 'Nette, goed gelegen kamers aan een kleine prijs, ideaal voor een tussenstop of een kort verblijf.' },
  'locations-vacances': { name: 'Vakantiehuizen', noun: 'vakantiehuizen', pitch: 'Huizen, appartementen en villa\'s met zwembad: meer ruimte en vrijheid voor hetzelfde budget als een hotel.' },
  'chambres-hotes': { name: "B&B's", noun: "B&B's", pitch: 'Gastvrije eigenaars, een huisgemaakt ontbijt en goede tips om de streek te verkennen.' },
  'parcs-vacances': { name: 'Vakantieparken', noun: 'vakantieparken', pitch: 'Cottages midden in het bos, een tropisch zwembad en activiteiten voor kinderen: ideaal voor een weekend of een week met het gezin.' },
  'clubs-vacances': { name: 'Vakantieclubs', noun: 'vakantieclubs', pitch: 'Animatie, sport en kinderclubs: in een club hoef je alleen nog te genieten.' },
  auberges: { name: 'Jeugdherbergen', noun: 'jeugdherbergen', pitch: 'Slaapzalen of privékamers in het centrum van de stad: het slimme logement voor reizigers met een klein budget.' },
  transport: {
    name: 'Vervoer', noun: 'je vervoer',
    pitch: 'Vliegtuig, trein, ferry of huurauto: bespaar op de reis zelf en hou meer budget over voor je vakantie.',
    tips: ['Vergelijk vertrekluchthavens: enkele tientallen kilometers verder kan de ticketprijs halveren.', 'Voeg je bagage online toe bij het boeken, nooit aan de balie.', 'Boek je huurauto op tijd en weiger opties die je bankkaart al dekt.'],
    season: "Boek je vluchten binnen Europa twee tot vier maanden vooraf, en liefst midden in de week.",
  },
  vols: { name: 'Vliegtickets', noun: 'vliegtickets', pitch: 'Vluchten naar de zon, de grote steden of de andere kant van de wereld: vergelijk en betaal minder voor je ticket.' },
  'train-bus': { name: 'Trein & bus', noun: 'trein- en bustickets', pitch: 'Reizen zonder te vliegen kan: hogesnelheidstreinen, nachttreinen en langeafstandsbussen.' },
  'location-voiture': { name: 'Autoverhuur', noun: 'autoverhuur', pitch: 'Op de luchthaven of in de stad: huur de juiste auto aan de juiste prijs, met de verzekeringen die je nodig hebt.' },
  ferries: { name: 'Veerboten', noun: 'ferryovertochten', pitch: 'Vertrek met je eigen auto naar Engeland, Ierland, Corsica of Sardinië.' },
  'parking-aeroport': { name: 'Luchthavenparking', noun: 'parkeren aan de luchthaven', pitch: 'Reserveer je plaats vooraf: tot twee keer goedkoper dan de officiële parking.' },
  transferts: { name: 'Luchthaventransfers', noun: 'luchthaventransfers', pitch: 'Gedeelde shuttle of privéchauffeur: kom zonder stress aan in je hotel.' },
  bagages: {
    name: 'Bagage & uitrusting', noun: 'je bagage en uitrusting',
    pitch: 'Koffers, rugzakken, technische kleding en kampeermateriaal: rust je voordelig uit voor de reis.',
    tips: ['Meet je handbagage voor je hem koopt: de toegelaten afmetingen verschillen per maatschappij.', 'Kies een schaal van polycarbonaat, lichter en steviger dan ABS.', 'Koop de uitrusting van vorig seizoen: de modellen veranderen weinig en de prijzen dalen flink.'],
    season: "De beste kortingen op bagage en uitrusting vind je tijdens de solden, en net na de zomer voor zomermateriaal.",
  },
  valises: { name: 'Koffers', noun: 'koffers', pitch: 'Hard of zacht, handbagage of groot formaat: kies een stevige koffer die jaren meegaat.' },
  'bagages-cabine': { name: 'Handbagage', noun: 'handbagage', pitch: 'Koffers en tassen volgens de afmetingen van de luchtvaartmaatschappijen, zodat je geen toeslag betaalt.' },
  'sacs-a-dos': { name: 'Rugzakken', noun: 'rugzakken', pitch: 'Trekkingrugzak, reisrugzak of kleine stadsrugzak: het juiste volume voor elk avontuur.' },
  'accessoires-voyage': { name: 'Reisaccessoires', noun: 'reisaccessoires', pitch: 'Wereldstekkers, hangsloten, nekkussens en opbergzakjes: de kleine dingen die reizen makkelijker maken.' },
  'vetements-outdoor': { name: 'Outdoorkleding', noun: 'outdoorkleding', pitch: 'Regenjassen, fleeces en technische T-shirts om droog en warm te blijven.' },
  'chaussures-randonnee': { name: 'Wandelschoenen', noun: 'wandelschoenen', pitch: 'Comfortabele, goed passende schoenen: de eerste voorwaarde voor een mooie wandeling.' },
  'materiel-camping': { name: 'Kampeeruitrusting', noun: 'kampeeruitrusting', pitch: 'Tenten, brandertjes, matjes en koelboxen: alles om comfortabel te kamperen.' },
  'sacs-de-couchage': { name: 'Slaapzakken', noun: 'slaapzakken', pitch: 'Licht voor de zomer of warm voor de bergen: goed slapen maakt het verschil.' },
  loisirs: {
    name: 'Vrije tijd & parken', noun: 'je uitstappen',
    pitch: 'Pretparken, zwemparadijzen, dierentuinen en musea: ideeën voor een voordelig dagje uit met het hele gezin.',
    tips: ['Koop je tickets online: ze kosten vaak 10 tot 30% minder dan aan de kassa.', 'Kies een weekdag buiten de schoolvakanties om de drukte te vermijden en van lagere tarieven te genieten.', 'Kom je meerdere keren per jaar? Dan is een jaarabonnement snel terugverdiend.'],
    season: "Parken bieden hun beste prijzen aan het begin en het einde van het seizoen, en voor tickets met datum die je vooraf koopt.",
  },
  'parcs-attractions': { name: 'Pretparken', noun: 'pretparken', pitch: 'Achtbanen, shows en sprookjeswerelden: koop je tickets online, dan betaal je minder en sla je de wachtrij over.' },
  'parcs-aquatiques': { name: 'Zwemparadijzen', noun: 'zwemparadijzen', pitch: 'Reuzenglijbanen, wildwaterbanen en verwarmde baden, zomer en winter.' },
  zoos: { name: 'Dierentuinen', noun: 'dierentuinen', pitch: 'Safari met de auto, voederbeurten met uitleg en dieren uit de hele wereld om met het gezin te ontdekken.' },
  'activites-plein-air': { name: 'Buitenactiviteiten', noun: 'buitenactiviteiten', pitch: 'Klimparcours, kajak, rotsklimmen of mountainbike: mooie dagen buiten met korting.' },
  'visites-culturelles': { name: 'Musea & bezienswaardigheden', noun: 'musea en bezienswaardigheden', pitch: 'Tentoonstellingen, kastelen en rondleidingen: cultuur kost minder wanneer je online boekt.' },
  'sorties-famille': { name: 'Dagjes uit met het gezin', noun: 'dagjes uit met het gezin', pitch: 'Ideeën voor dagen en weekends om de kinderen bezig te houden tijdens de vakantie.' },
  ski: {
    name: 'Ski & bergen', noun: 'je skivakantie',
    pitch: 'Verblijf aan de piste, skipassen en materiaalhuur: wintersport kost minder met een goede kortingscode.',
    tips: ['Reserveer je materiaal online: vaak 30 tot 50% goedkoper dan in de winkel in het skistation.', 'Vermijd de krokusvakantie als je vrij kunt kiezen.', 'Vergelijk de prijs van een zesdaagse skipas met die van dagpassen.'],
    season: 'De beste kortingen vind je door voor eind oktober te boeken, of voor de weken in januari en op het einde van het seizoen.',
  },
  'sejours-ski': { name: 'Skivakanties', noun: 'skivakanties', pitch: 'Appartementen, chalets en clubs in de mooiste skistations van de Alpen.' },
  'location-ski': { name: 'Skiverhuur', noun: 'skiverhuur', pitch: 'Ski\'s, snowboards en schoenen online gereserveerd, klaar bij je aankomst.' },
  'forfaits-ski': { name: 'Skipassen', noun: 'skipassen', pitch: 'Koop je skipas vooraf en ga meteen naar de liften.' },
  camping: {
    name: 'Kamperen', noun: 'je kampeervakantie',
    pitch: 'Een plek onder de dennen, een stacaravan met airco of een safaritent: kamperen blijft de gezelligste en goedkoopste manier om op vakantie te gaan.',
    season: 'Boek voor eind maart voor juli en augustus; in juni en september zakken de prijzen vaak met de helft.',
    tips: ['Boek op tijd voor juli en augustus: de beste plaatsen zijn al in de winter weg.', 'Denk aan kortingskaarten voor het laagseizoen om goedkoper te kamperen in juni en september.', 'Vergelijk de prijs van een stacaravan met die van een kampeerplaats en een gehuurde tent.'],
  },
  'campings-mer': { name: 'Campings aan zee', noun: 'campings aan zee', pitch: 'Campings op enkele stappen van het strand, van Bretagne tot de Middellandse Zee.' },
  glamping: { name: 'Glamping', noun: 'glamping', pitch: 'Boomhutten, lodges en transparante bubbels: kamperen met comfort.' },
  'mobil-homes': { name: 'Stacaravans', noun: 'stacaravans', pitch: 'Aparte slaapkamers, ingerichte keuken en terras: het comfort van een huis op de camping.' },
  assurances: {
    name: 'Reisverzekeringen', noun: 'je reisverzekering',
    pitch: 'Annulering, repatriëring, medische kosten en bagage: vertrek zorgeloos, zonder te veel te betalen voor je verzekering.',
    tips: ['Kijk eerst na wat je bankkaart al dekt.', 'Sluit de annuleringsverzekering af zodra je de reis boekt.', 'Ga je meerdere keren per jaar op reis? Dan is een jaarformule vaak voordeliger.'],
  },
  'assurance-annulation': { name: 'Annuleringsverzekering', noun: 'de annuleringsverzekering', pitch: 'Krijg de prijs van je reis terug als een onverwachte gebeurtenis je vertrek verhindert.' },
  'assistance-voyage': { name: 'Reisbijstand', noun: 'reisbijstand', pitch: 'Medische kosten in het buitenland, repatriëring en dag en nacht hulp, waar je ook bent.' },
  croisieres: {
    name: 'Cruises', noun: 'cruises',
    pitch: 'Middellandse Zee, Noorse fjorden of de grote rivieren van Europa: elke dag een nieuwe haven, in volpension.',
    tips: ['Boek vroeg om je hut te kiezen, of wacht op last-minuteaanbiedingen als je data flexibel zijn.', 'Kijk na of drankjes, fooien en havengelden inbegrepen zijn.', 'Cruises in de lente en de herfst zijn goedkoper dan hartje zomer.'],
    season: "De rederijen lanceren hun beste aanbiedingen in januari en februari, en verkopen de laatste hutten enkele weken voor vertrek met korting.",
  },
  'croisieres-fluviales': { name: 'Riviercruises', noun: 'riviercruises', pitch: 'De Rijn, de Donau of de Douro op het ritme van het water, aan boord van kleinschalige schepen.' },
  'croisieres-mediterranee': { name: 'Cruises op de Middellandse Zee', noun: 'cruises op de Middellandse Zee', pitch: 'Barcelona, Rome, Santorini en Dubrovnik in één reisweek.' },
  'city-trips': {
    name: 'Citytrips', noun: 'citytrips',
    pitch: 'Een weekend Rome, drie dagen Lissabon of een uitstap naar Parijs: hotel en vervoer met korting om de steden van Europa te ontdekken.',
    tips: ['Reis van zondag tot donderdag: hotels in het centrum zijn dan een stuk goedkoper dan in het weekend.', 'Vergelijk trein en vliegtuig: voor minder dan vijf uur reizen is de trein van centrum tot centrum vaak sneller.', 'Een stadspas met openbaar vervoer en musea is snel terugverdiend.'],
    season: "De beste koopjes vind je van november tot maart, buiten de kerstmarkten en de lange lenteweekends.",
  },
  'week-ends': {
    name: 'Weekendjes weg', noun: 'weekendjes weg',
    pitch: 'Twee of drie dagen er even tussenuit, aan zee, op het platteland of in de stad, zonder veel verlof te nemen.',
    tips: ['Maak er een lang weekend van door één verlofdag rond een feestdag te nemen.', 'Boek op woensdag of donderdag de last-minuteaanbiedingen voor het weekend erna.', 'Formules met diner of wellness zijn vaak goedkoper dan extra\'s die je ter plaatse betaalt.'],
  },
};

const DEFAULT_TIPS_NL = [
  'Vergelijk de aanbiedingen van meerdere websites voor je boekt: de prijsverschillen zijn soms groot.',
  'Lees de voorwaarden van de kortingscode (minimumbedrag, geldigheid, uitgesloten producten).',
  'Schrijf je in op de nieuwsbrief van de webshop: abonnees krijgen vaak exclusieve codes.',
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function categoryTextsNl(copy: CategoryCopy, e: EditionContext, pick: <T>(items: readonly T[]) => T, parent: CategoryCopy | null): CategoryTexts {
  const noun = copy.noun ?? copy.name.toLowerCase();
  const pitch = copy.pitch ?? `Hier vind je de beste aanbiedingen voor ${noun}.`;
  const tips = copy.tips ?? parent?.tips ?? DEFAULT_TIPS_NL;
  const faq = [
    {
      question: `Hoe gebruik ik een kortingscode voor ${noun}?`,
      answer: 'Klik op "Bekijk de code", kopieer hem en plak hem bij het afrekenen in het daarvoor bestemde veld op de website van de webshop. De korting verschijnt voor je de bestelling bevestigt.',
    },
    {
      question: `Wanneer vind ik de beste aanbiedingen voor ${noun}?`,
      answer: copy.season ?? parent?.season ?? 'Er zijn veel kortingen tijdens de solden en flashverkopen, maar ook aan het begin van het seizoen, wanneer de aanbieders hun eerste data willen vullen.',
    },
    {
      question: `Zijn de kortingscodes van ${e.siteName} gratis?`,
      answer: `Ja. Alle codes en acties op ${e.siteName} zijn gratis en je hoeft je niet te registreren. Sommige webshops vergoeden ons wanneer je boekt, zonder meerkost voor jou.`,
    },
  ];
  if (pick([true, false])) {
    faq.push({
      question: 'Kan ik meerdere kortingscodes combineren?',
      answer: 'Meestal wordt maar één code per bestelling aanvaard. Acties zonder code (korting al verrekend) kun je wel vaak combineren met een kortingscode.',
    });
  }
  if (pick([true, false, false])) {
    faq.push({
      question: 'Wat als een code niet werkt?',
      answer: 'Controleer de geldigheidsdatum en de voorwaarden (minimumbedrag, betrokken producten). Werkt hij nog steeds niet, meld het ons dan: ons team controleert de code dezelfde dag.',
    });
  }
  return {
    header1: `${copy.name}: kortingscodes en acties`,
    header2: pick([`De beste aanbiedingen van het moment voor ${noun}`, `Onze kortingen voor ${noun}`, `Bespaar op ${noun}`]),
    topDescription: `<p>${pitch}</p><p>Het team van ${e.siteName} controleert elke dag de kortingscodes en acties van onze partners, zodat je minder betaalt voor ${noun}.</p>`,
    belowDescription:
      `<h2>Hoe bespaar je op ${noun}?</h2><p>Met een paar eenvoudige reflexen gaat de rekening vaak flink omlaag:</p>` +
      `<ul>${tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>` +
      `<h2>Waarom via ${e.siteName}?</h2><p>We selecteren betrouwbare webshops, testen de codes en verwijderen verlopen codes. ` +
      `De site gebruiken is <strong>volledig gratis</strong> en je boekt rechtstreeks bij de aanbieder.</p>`,
    seoTitle: `${copy.name}: kortingscodes en acties | ${e.siteName}`,
    metaDescription: `${cap(noun)} voordeliger: gecontroleerde kortingscodes, flashverkopen en acties van onze partners, elke dag bijgewerkt op ${e.siteName}.`,
    faqItems: faq,
  };
}
