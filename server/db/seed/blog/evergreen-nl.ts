/** Hand-written Dutch articles (tips and deals) for vakanties.be. */
import { type Article, link } from './article';
import type { EvergreenContext } from './evergreen-context';

export function evergreenDutch(ctx: EvergreenContext): Article[] {
  const cmp = (query: string, text: string) => link(`/vergelijken${query ? `?${query}` : ''}`, text);
  const place = (key: string, text?: string) => {
    const p = ctx.places.get(key);
    return p ? link(p.path, text ?? p.name) : (text ?? key);
  };
  const blogCat = (key: string, text: string) => link(ctx.categoryPath(key), text);
  const art = (a: Omit<Article, 'places' | 'image'> & { image: string; places?: Article['places'] }): Article => ({ places: [], ...a, image: `/images/blog/${a.image}.svg` });

  return [
    art({
      key: 'promo-codes', category: 'deals', image: 'budget-1',
      title: 'Kortingscode voor je reis: 7 tips om nooit de volle prijs te betalen',
      excerpt: 'Een goed gebruikte kortingscode maakt je vakantie 5 tot 15 % goedkoper. Zo vind je ze, controleer je ze en combineer je ze.',
      sections: [
        { paragraphs: ['Hotels, vluchten, huurauto’s, all-inclusive reizen: bijna elke speler in de reiswereld werkt met kortingscodes. Je moet alleen weten waar je ze vindt en wanneer je ze gebruikt. Dit zijn onze zeven reflexen, getest door de redactie.'] },
        { heading: '1. Zoek de code voor je boekt, niet erna', paragraphs: ['De meeste reisbureaus aanvaarden geen code meer zodra de betaling rond is. Open de pagina van het merk op onze site voor je je boeking afrondt: de codes staan er gesorteerd op vervaldatum.'] },
        { heading: '2. Lees de voorwaarden', paragraphs: ['Minimumbedrag, reisdata, uitgesloten bestemmingen: een code van 50 euro is niets waard als hij alleen geldt voor reizen vanaf 1.500 euro. Onze fiches tonen de belangrijkste voorwaarden onder elke aanbieding.'] },
        {
          heading: '3. Combineer code en lopende promotie', paragraphs: ['Veel reisbureaus aanvaarden een code op een prijs die al verlaagd is. Daar zitten de beste koopjes:'],
          list: [`de ${cmp('has_discount=true', 'reizen in promotie')} in onze vergelijker;`, `de ${cmp('last=true', 'lastminutes')}, vaak fors afgeprijsd minder dan twee weken voor vertrek;`, 'de flashsales die via nieuwsbrieven worden aangekondigd.'],
        },
        { heading: '4. Schrijf je in op nieuwsbrieven… met een apart adres', paragraphs: ['Merken geven nieuwe inschrijvers vaak een welkomstcode van 5 tot 10 %. Maak een apart e-mailadres aan voor je reizen, zo blijft je gewone mailbox overzichtelijk.'] },
        { heading: '5. Hou de sleuteldata in de gaten', paragraphs: ['Black Friday, de januarisolden en Blue Monday zijn de momenten waarop codes het gulst zijn. Reisbureaus lanceren hun beste zomeraanbiedingen ook al op het einde van de winter.'] },
        { heading: '6. Controleer de vervaldatum', paragraphs: ['Een vervallen code zorgt voor frustratie op het moment van betalen. Op onze site staan vervallen aanbiedingen apart, zodat je geen tijd verliest.'] },
        { heading: '7. Deel je vondsten', paragraphs: [`Een code gevonden die werkt? <a href="/code-delen">Deel hem met de community</a>: we controleren hem voor we hem publiceren. Meer ideeën vind je in onze rubriek ${blogCat('deals', 'Goede deals')}.`] },
      ],
    }),
    art({
      key: 'last-minute-vs-early', category: 'deals', image: 'calendar-1',
      title: 'Lastminute of vroegboeken: hoe betaal je het minst?',
      excerpt: 'Boek je zes maanden vooraf of wacht je tot het laatste moment? Het antwoord hangt af van je data, je bestemming en je flexibiliteit.',
      sections: [
        { paragraphs: ['Het is de grote discussie onder vakantiegangers: heel vroeg boeken om een goede prijs vast te leggen, of wachten op de koopjes van het laatste moment? Beide strategieën werken, maar niet voor dezelfde reizigers.'] },
        { heading: 'Vroegboeken: ideaal voor gezinnen', paragraphs: ['Vertrek je tijdens de schoolvakanties, dan heb je geen keuze in data: boek vroeg. Familiekamers en vluchten op goede uren zijn het eerst weg, en vroegboekkortingen lopen vaak op tot 10 à 25 %.'], list: ['Boek al in het najaar voor de volgende zomer.', 'Kies aanbiedingen met een klein voorschot en soepele annulering.', 'Controleer of het reisbureau een prijsgarantie geeft als de prijs daalt.'] },
        { heading: 'Lastminute: voor flexibele reizigers', paragraphs: [`Buiten de schoolvakanties verkopen touroperators hun onverkochte plaatsen minder dan twee weken voor vertrek tegen een scherpe prijs. In onze ${cmp('last=true', 'lastminuteselectie')} worden de vertrekken van de komende 14 dagen dagelijks bijgewerkt.`, 'De keerzijde: minder keuze in hotels en soms vroege vluchturen.'] },
        { heading: 'Ons oordeel', paragraphs: ['In het hoogseizoen boek je best vroeg. In het laag- en middenseizoen loont het om te wachten en te vergelijken. In beide gevallen maakt een kortingscode op het juiste moment de rekening nog lichter.'] },
      ],
    }),
    art({
      key: 'cheap-flights', category: 'deals', image: 'plane-1',
      title: 'Goedkope vluchten vanuit Brussel, Charleroi en Antwerpen: zo doe je dat',
      excerpt: 'Brussels Airport of Charleroi, dinsdag of zaterdag, met of zonder bagage: onze tips om zo weinig mogelijk te betalen voor je vliegticket.',
      sections: [
        { paragraphs: ['Met twee grote luchthavens op minder dan een uur van Brussel en kleinere luchthavens in Antwerpen en Oostende hebben Belgische reizigers keuze genoeg. Je moet alleen slim vergelijken.'] },
        { heading: 'Vergelijk de luchthavens', paragraphs: ['Charleroi is de thuisbasis van de lagekostenmaatschappijen, Brussels Airport die van de lijnvluchten en de chartervluchten van de touroperators. Afhankelijk van de bestemming kan het verschil meer dan 100 euro per persoon bedragen, maar reken ook de kosten van parking of shuttle mee.'] },
        { heading: 'Wees flexibel met je reisdagen', paragraphs: ['Vluchten op dinsdag en woensdag zijn gemiddeld goedkoper dan op vrijdag en zondag. Een dag later vertrekken volstaat soms om tientallen euro’s te besparen.'] },
        { heading: 'Let op verborgen kosten', paragraphs: ['Een ticket van 29 euro wordt al snel een ticket van 120 euro met ruimbagage, een gekozen zitplaats en betaalkosten. Vergelijk altijd de eindprijs.'], list: ['Reis licht met alleen handbagage.', 'Check online in om kosten aan de balie te vermijden.', 'Boek parking en verzekeringen apart als dat goedkoper is.'] },
        { heading: 'Denk aan pakketten vlucht + hotel', paragraphs: [`Voor zonbestemmingen is een pakketreis vaak goedkoper dan vlucht en hotel apart. Test het zelf in onze ${cmp('', 'vergelijker')} met vertrek vanuit Brussel, Charleroi, Antwerpen of Oostende.`] },
      ],
    }),
    art({
      key: 'all-inclusive', category: 'deals', image: 'sun-1',
      title: 'All-inclusive: is het echt voordelig?',
      excerpt: 'Drankjes, maaltijden, snacks en animatie inbegrepen: all-inclusive geeft zekerheid, maar is niet altijd het goedkoopst. Onze berekening.',
      sections: [
        { paragraphs: [`All-inclusive wint elk jaar aan populariteit, zeker ${place('turquie', 'in Turkije')}, ${place('egypte', 'in Egypte')} of ${place('tunisie', 'in Tunesië')}. Maar is het echt voordelig?`] },
        { heading: 'Wanneer het loont', list: ['Je reist met kinderen of tieners die altijd honger hebben.', 'Het resort ligt afgelegen, ver van restaurants en winkels.', 'Het leven ter plaatse is duur (drankjes, restaurants) in verhouding tot de toeslag.', 'Je wil je budget vooraf tot op de euro kennen.'], paragraphs: [] },
        { heading: 'Wanneer minder', paragraphs: ['In grote steden of op bestemmingen waar je buiten het hotel goed en goedkoop eet, volstaat halfpension ruimschoots. Zo proef je ook meer van de lokale keuken.'] },
        { heading: 'Ons advies', paragraphs: [`Vergelijk hetzelfde hotel in halfpension en all-inclusive: is het verschil groter dan 25 euro per dag per volwassene, dan is halfpension vaak interessanter. In onze ${cmp('type_of_stay=all_inclusive', 'vergelijker')} zet je met de filter ‘verzorging’ beide aanbiedingen naast elkaar.`] },
      ],
    }),
    art({
      key: 'stacking-deals', category: 'deals', image: 'budget-2',
      title: 'Flashsales, cashback en kortingscodes: zo combineer je ze',
      excerpt: 'Meerdere kortingen op één boeking stapelen is vaak mogelijk… als je de juiste volgorde respecteert. Een handleiding.',
      sections: [
        { paragraphs: ['Waarom tevreden zijn met één korting als je er drie kan stapelen? Veel reizigers weten niet dat flashsales, kortingscodes en cashback vaak samengaan.'] },
        { heading: 'Stap 1: vertrek van een verlaagde prijs', paragraphs: [`Zoek eerst de ${cmp('has_discount=true', 'aanbiedingen in promotie')}: de doorstreepte prijs is je vertrekpunt.`] },
        { heading: 'Stap 2: voeg een kortingscode toe', paragraphs: ['Kijk daarna of er een geldige code voor het merk bestaat. In de voorwaarden staat of de code te combineren is met lopende promoties: dat is vaker zo dan je denkt.'] },
        { heading: 'Stap 3: betaal slim', paragraphs: ['Sommige kredietkaarten bevatten een reisverzekering of betalen een deel van je aankopen terug. Controleer ook of je nog cadeaubonnen van je werkgever of je bank hebt.'] },
        { heading: 'Wat bijna nooit te combineren is', list: ['Twee kortingscodes op dezelfde bestelling.', 'Een welkomstcode en een code van een vriend.', 'Een aanbieding voor leden en een publieke flashsale.'], paragraphs: [] },
      ],
    }),
    art({
      key: 'cabin-luggage', category: 'tips', image: 'luggage-1',
      title: 'Handbagage: de regels die je moet kennen voor je je koffer sluit',
      excerpt: 'Afmetingen, gewicht, vloeistoffen en verboden voorwerpen: alles wat je moet weten om zonder stress en zonder toeslag door de controle te gaan.',
      sections: [
        { paragraphs: ['Alleen met handbagage reizen bespaart tijd en geld. Maar elke maatschappij heeft haar eigen regels: ken ze voor je op de luchthaven staat.'] },
        { heading: 'Afmetingen en gewicht', paragraphs: ['De meeste maatschappijen aanvaarden een stuk handbagage van ongeveer 55 × 40 × 20 cm, maar lagekostenmaatschappijen rekenen vaak alleen een kleine tas onder de stoel tot de prijs. Kijk je ticket na: de ‘standaard’ handbagage is soms een betalende optie.'] },
        { heading: 'Vloeistoffen', paragraphs: ['Vloeistoffen moeten in flesjes van maximaal 100 ml, samen in een doorzichtig hersluitbaar zakje van één liter. Sommige luchthavens met nieuwe scanners zijn soepeler, maar niet allemaal: op de terugreis kan de regel van 100 ml nog altijd gelden.'] },
        { heading: 'Onze checklist voor aan boord', list: ['Identiteitsbewijs en instapkaarten.', 'Geneesmiddelen met voorschrift.', 'Oplader en powerbank (verboden in het ruim).', 'Een set reservekleren voor het geval je bagage zoekraakt.', 'Een lege drinkfles om na de controle te vullen.'], paragraphs: [] },
        { heading: 'Meer nodig?', paragraphs: [`Ruimbagage bijboeken bij je reservering is altijd goedkoper dan op de luchthaven. Meer tips lees je in onze ${blogCat('tips', 'reistips')}.`] },
      ],
    }),
    art({
      key: 'cancellation-insurance', category: 'tips', image: 'shield-1',
      title: 'Annuleringsverzekering: wanneer is ze echt nuttig?',
      excerpt: 'Ziekte, ontslag, overlijden van een naaste: een annuleringsverzekering betaalt je terug… onder voorwaarden. Wat ze dekt en wanneer je ze afsluit.',
      sections: [
        { paragraphs: ['Wie zijn vakantie zes maanden vooraf boekt, loopt ook het risico te moeten annuleren. Een annuleringsverzekering beperkt de schade, als je ze goed kiest.'] },
        { heading: 'Wat ze meestal dekt', list: ['Ziekte of een ongeval waardoor jij of een naaste niet kan reizen.', 'Het overlijden van een familielid.', 'Ontslag om economische redenen.', 'Zware schade aan je woning.'], paragraphs: [] },
        { heading: 'Wat ze niet dekt', paragraphs: ['Gewoon van gedacht veranderen, een ziekte die al bekend was bij het boeken of een conflict op het werk worden bijna nooit gedekt. Lees de uitsluitingen voor je tekent.'] },
        { heading: 'Wanneer sluit je ze af?', paragraphs: ['Bij het boeken, of in de dagen erna: de meeste contracten leggen een termijn op. Controleer ook of je kredietkaart niet al een annuleringswaarborg bevat.'] },
        { heading: 'Jaarlijks of per reis?', paragraphs: ['Reis je meer dan twee keer per jaar, dan is een jaarverzekering vaak voordeliger dan een verzekering per reis.', `Meer tips voor je vertrek vind je in onze rubriek ${blogCat('tips', 'Reistips')}.`] },
      ],
    }),
    art({
      key: 'checklist', category: 'tips', image: 'checklist-1',
      title: 'Checklist voor vertrek: 12 dingen die je niet mag vergeten',
      excerpt: 'Vervallen paspoort, vergeten oplader, geblokkeerde bankkaart: onze checklist om met een gerust hart te vertrekken.',
      sections: [
        { paragraphs: ['Niets is erger dan op de luchthaven beseffen dat je iets essentieels vergeten bent. Print deze lijst of bewaar hem op je smartphone.'] },
        { heading: 'Een maand voor vertrek', list: ['Controleer de geldigheid van je reisdocumenten (en die van de kinderen).', 'Bekijk de inreisvoorwaarden van je bestemming.', 'Maak een afspraak bij de dokter als er vaccins aangeraden zijn.', 'Verwittig je bank dat je op reis gaat.'], paragraphs: [] },
        { heading: 'De week van vertrek', list: ['Check online in zodra het kan.', 'Download je tickets en reserveringen offline.', 'Reserveer je parking of shuttle naar de luchthaven.', 'Weeg je koffer.'], paragraphs: [] },
        { heading: 'De avond ervoor', list: ['Laad je smartphone en powerbank op.', 'Maak een klein tasje klaar met geneesmiddelen en reservekleren.', 'Sluit het water af en trek de stekkers uit.', 'Controleer de vluchturen nog een laatste keer.'], paragraphs: [] },
        { heading: 'Eenmaal ter plaatse', paragraphs: ['Maak een foto van je reisdocumenten en bewaar een kopie in je mailbox. Noteer het noodnummer van je verzekering en dat van de ambassade. Hou ook altijd wat cash in de lokale munt bij voor fooien en kleine aankopen.'] },
        { paragraphs: [`Nu alleen nog je bestemming kiezen: onze ${blogCat('destinations', 'bestemmingsgidsen')} helpen je op weg.`] },
      ],
    }),
    art({
      key: 'flying-with-kids', category: 'family', image: 'family-1',
      title: 'Vliegen met een baby of jonge kinderen: onze tips',
      excerpt: 'Buggy, flesjes, dichtgeslagen oren: onze tips voor een rustige vlucht met de allerkleinsten.',
      sections: [
        { paragraphs: ['Een eerste vlucht met een baby kan spannend lijken. Met wat voorbereiding verloopt het meestal heel vlot, voor jou en voor je buren.'] },
        { heading: 'Voor de vlucht', list: ['Reserveer meteen plaatsen naast elkaar.', 'Kies een vlucht die samenvalt met het dutje.', 'Kijk het beleid van de maatschappij voor de buggy na (vaak toegelaten tot aan de deur van het vliegtuig).'], paragraphs: [] },
        { heading: 'Tijdens de vlucht', paragraphs: ['Geef je baby te drinken bij het opstijgen en landen (flesje, fopspeen) om oorpijn te beperken. Babyvoeding en -melk mogen mee, ook boven 100 ml.'] },
        { heading: 'De juiste bestemming kiezen', paragraphs: [`Kies voor een eerste reis een vlucht van minder dan vier uur: ${place('espagne/iles-baleares', 'de Balearen')}, ${place('portugal/algarve', 'de Algarve')} of ${place('grece/crete', 'Kreta')} zijn perfect. Meer ideeën vind je in onze rubriek ${blogCat('family', 'Gezinsvakanties')}.`] },
      ],
    }),
    art({
      key: 'winter-sun', category: 'destinations', image: 'sun-2',
      title: 'Waar vind je zon in de winter? 8 bestemmingen op minder dan 6 uur vliegen',
      excerpt: 'Zin in warmte midden in de winter zonder de hele dag in het vliegtuig te zitten? Dit zijn onze acht favoriete bestemmingen van november tot maart.',
      sections: [
        { paragraphs: ['Als het grijze weer zich installeert, is er niets beter dan een paar dagen zon. Goed nieuws: je hoeft de halve wereld niet rond om in januari 25 °C te vinden.'] },
        {
          heading: 'Onze acht favorieten',
          list: [
            `${place('espagne/iles-canaries', 'De Canarische Eilanden')}: het hele jaar 22 tot 25 °C, op 4 uur vliegen.`,
            `${place('egypte/mer-rouge', 'De Rode Zee')}: duiken en gegarandeerd zon.`,
            `${place('maroc/agadir', 'Agadir')}: eindeloze stranden en Marokkaanse zachtheid.`,
            `${place('cap-vert', 'Kaapverdië')}: zon en passaatwind, zonder groot tijdsverschil.`,
            `${place('emirats-arabes-unis/dubai', 'Dubai')}: stranden, shoppen en woestijn.`,
            `${place('portugal/madere', 'Madeira')}: de eeuwige lente.`,
            `${place('chypre', 'Cyprus')}: ideaal in november en maart.`,
            `${place('tunisie/djerba', 'Djerba')}: thalasso en rustige stranden.`,
          ],
          paragraphs: [],
        },
        { heading: 'Met welk budget moet je rekenen?', paragraphs: ['Buiten de schoolvakanties vind je een week in een hotel met 3 of 4 sterren inclusief vlucht vaak voor 500 tot 900 euro per persoon op de Canarische Eilanden, in Egypte of in Marokko. Dubai en Kaapverdië vragen iets meer, zeker in all-inclusive.', 'Vergelijk altijd de eindprijs, met transfers en bagage: een goedkope vlucht naar een luchthaven ver van je hotel kost al snel meer dan een pakketreis.'] },
        { heading: 'Wanneer boeken?', paragraphs: [`De kerstvakantie en de krokusvakantie zijn erg gegeerd: boek al in september. In januari zijn er veel ${cmp('last=true', 'lastminutes')}.`] },
      ],
    }),
    art({
      key: 'autumn-break', category: 'destinations', image: 'sun-3',
      title: 'Herfstvakantie: 6 zonnige bestemmingen om de batterijen op te laden',
      excerpt: 'Een week vrij eind oktober: de ideale kans om de zomer te verlengen. Onze zes favoriete bestemmingen, dichtbij en iets verder.',
      sections: [
        { paragraphs: ['De herfstvakantie is het perfecte moment voor een laatste zonnige uitstap voor de winter. Ook wie in het Franstalige onderwijs kinderen heeft, met twee weken vrij, vindt hier inspiratie.'] },
        {
          heading: 'Onze zes ideeën',
          list: [
            `${place('grece/crete', 'Kreta')}: de zee is nog 23 °C.`,
            `${place('espagne/iles-canaries', 'Tenerife en de Canarische Eilanden')}: gegarandeerd zon.`,
            `${place('turquie/riviera-turque', 'De Turkse Rivièra')}: all-inclusive voor een zacht prijsje.`,
            `${place('maroc/marrakech', 'Marrakesh')}: soeks en een zachte herfst.`,
            `${place('chypre', 'Cyprus')}: rustige stranden en antieke sites.`,
            `${place('egypte/mer-rouge', 'Hurghada en de Rode Zee')}: duiken in water van 27 °C.`,
          ],
          paragraphs: [],
        },
        { heading: 'Korte of middellange vlucht?', paragraphs: ['Voor een week blijf je best op minder dan vier uur vliegen: Kreta, de Canarische Eilanden of Turkije bieden dan nog mooie stranddagen. Voor twee weken worden Egypte of zelfs Kaapverdië interessant.', 'Met jonge kinderen kies je het best een hotel met kinderclub en verwarmd zwembad: de avonden zijn frisser op het einde van het seizoen.'] },
        { heading: 'Ons advies', paragraphs: ['De prijzen stijgen fors tijdens de herfstvakantie: boek voor de zomer, of vergelijk de aanbiedingen vanaf september met een kortingscode erbij.'] },
      ],
    }),
    art({
      key: 'weekend-ideas', category: 'citytrips', image: 'city-3',
      title: 'Goedkoop weekendje weg: 10 ideeën op minder dan 3 uur van huis',
      excerpt: 'Trein, auto of korte vlucht: tien steden die je vanuit België in minder dan drie uur bereikt voor een geslaagd weekend.',
      sections: [
        { paragraphs: ['Je hoeft geen week verlof te nemen om er even tussenuit te zijn. Een goed georganiseerd weekend volstaat om de batterijen op te laden.'] },
        {
          heading: 'Met de trein of de auto',
          paragraphs: ['De trein blijft de meest ontspannen manier om een weekend weg te gaan: geen veiligheidscontrole, aankomst midden in het centrum en tijd om te lezen of uit te rusten.'],
          list: [`${place('france/paris', 'Parijs')}: musea, bistro’s en wandelingen langs de Seine.`, `${place('pays-bas/amsterdam', 'Amsterdam')}: grachten, fietsen en bruine cafés.`, `${place('royaume-uni/londres', 'Londen')}: twee uur trein vanuit Brussel-Zuid.`, `${place('allemagne/cologne', 'Keulen')}: de Dom en in december de kerstmarkten.`, `${place('pays-bas/maastricht', 'Maastricht')}: shoppen en lekker eten op anderhalf uur rijden.`, `${place('pays-bas/rotterdam', 'Rotterdam')}: architectuur, havens en de Markthal.`],
        },
        {
          heading: 'Met het vliegtuig',
          paragraphs: ['Een korte vlucht die je vroeg boekt, is soms goedkoper dan de trein. Reis met alleen handbagage om tijd te winnen bij aankomst.'],
          list: [`${place('france/lyon', 'Lyon')}: de hoofdstad van de gastronomie.`, `${place('allemagne/berlin', 'Berlijn')}: geschiedenis, street art en nachtleven.`, `${place('republique-tcheque/prague', 'Praag')}: de stad van de honderd torens.`, `${place('espagne/barcelone', 'Barcelona')}: Gaudí en het strand midden in de stad.`],
        },
        { heading: 'Onze tips', list: ['Boek je treintickets op een weekdag: de laagste tarieven zijn snel weg.', 'Vertrek op vrijdagavond om van twee volle dagen te genieten.', 'Kies een centraal hotel om alles te voet te doen.'], paragraphs: [`Wil je verder? Lees onze ${blogCat('citytrips', 'citytripgidsen')}.`] },
      ],
    }),
    art({
      key: 'car-rental', category: 'tips', image: 'plane-1',
      title: 'Een auto huren in het buitenland: 8 valkuilen om te vermijden',
      excerpt: 'Eigen risico, brandstof, verzekering, waarborg: de verborgen kosten van een huurauto kunnen de rekening verdubbelen. Zo vermijd je ze.',
      sections: [
        { paragraphs: ['Een auto huren is vaak de beste manier om een eiland of een streek te ontdekken. Maar tussen de prijs die online staat en de eindfactuur kan een groot verschil zitten. Dit zijn de meest voorkomende valkuilen.'] },
        { heading: 'Voor je boekt', list: ['Vergelijk de totaalprijs met verzekeringen, niet de lokprijs.', 'Kijk het bedrag van het eigen risico na: vaak meer dan 1.000 euro.', 'Kies voor de brandstofregeling ‘vol/vol’.', 'Controleer de kosten voor een extra of jonge bestuurder.'], paragraphs: [] },
        { heading: 'Aan de balie', paragraphs: ['Je krijgt bijna altijd een extra verzekering aangeboden. Heb je al een afkoop van het eigen risico, weiger dan beleefd. Neem een kredietkaart mee op naam van de hoofdbestuurder: de waarborg wordt daarop geblokkeerd.'] },
        { heading: 'Bij vertrek en terugkeer', paragraphs: ['Fotografeer de auto langs alle kanten voor je vertrekt, ook de kilometerteller en de brandstofmeter. Vraag bij het terugbrengen een ondertekend verslag: je beste bescherming tegen onterechte kosten.', `Wil je al bij het boeken minder betalen? Denk aan de kortingscodes van verhuurders in onze rubriek ${blogCat('deals', 'Goede deals')}.`] },
      ],
    }),
    art({
      key: 'off-season', category: 'deals', image: 'calendar-1',
      title: 'Reizen buiten het hoogseizoen: de beste maanden om goedkoper te vertrekken',
      excerpt: 'Mei, juni, september: buiten de grote vakantie vertrekken bespaart tot 40 % en je geniet van rustigere bestemmingen.',
      sections: [
        { paragraphs: ['Ben je niet gebonden aan de schoolkalender, dan is reizen buiten het hoogseizoen de eenvoudigste manier om minder te betalen. Hotels verlagen hun prijzen, vluchten zijn minder vol en de toeristische trekpleisters ademen weer.'] },
        { heading: 'Mei en juni: de mediterrane lente', paragraphs: [`De zee warmt op, de dagen zijn lang en de prijzen blijven zacht. Het ideale moment voor ${place('grece', 'Griekenland')}, ${place('croatie', 'Kroatië')} of ${place('portugal', 'Portugal')}.`] },
        { heading: 'September en oktober: de nazomer', paragraphs: [`De zee is op haar warmst en de gezinnen zijn terug thuis. ${place('italie/sicile', 'Sicilië')}, ${place('espagne/iles-baleares', 'de Balearen')} en ${place('chypre', 'Cyprus')} zijn dan op hun best.`] },
        { heading: 'Januari: de maand van de koopjes', paragraphs: [`Tussen de solden van de reisbureaus en de ${cmp('last=true', 'lastminutes')} is januari de goedkoopste maand van het jaar om naar de zon of de sneeuw te trekken, buiten de schoolvakanties.`] },
      ],
    }),
  ];
}
