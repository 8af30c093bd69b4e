/** The blog's categories, per language. */
export type BlogCategoryKey = 'tips' | 'deals' | 'destinations' | 'family' | 'citytrips' | 'ski' | 'longhaul';

export interface BlogCategoryDef {
  key: BlogCategoryKey;
  name: string;
  /** Text of the slug: distinct from the catalogue's category names, which claim their slugs first. */
  slug: string;
  description: string;
  seoTitle: string;
  metaDescription: string;
  featured: boolean;
}

export const blogCategoryDefs: Record<'fr' | 'nl', BlogCategoryDef[]> = {
  fr: [
    {
      key: 'deals', slug: 'Bons plans voyage', name: 'Bons plans', featured: true,
      description: 'Codes promo, ventes flash et offres last minute : nos astuces pour partir plus souvent en dépensant moins.',
      seoTitle: 'Bons plans voyage : codes promo et offres à saisir',
      metaDescription: 'Tous nos bons plans voyage : codes promo vérifiés, ventes flash, last minute et astuces pour réserver vos vacances moins cher.',
    },
    {
      key: 'tips', slug: 'Conseils voyage', name: 'Conseils voyage', featured: true,
      description: 'Bagages, assurances, formalités, réservation : les conseils pratiques de la rédaction pour voyager l’esprit léger.',
      seoTitle: 'Conseils voyage : préparer ses vacances sans stress',
      metaDescription: 'Bagages, assurance, papiers, réservation : nos conseils pratiques pour préparer vos vacances et voyager sereinement.',
    },
    {
      key: 'destinations', slug: 'Idées de destinations', name: 'Destinations', featured: true,
      description: 'Guides complets, meilleures périodes et idées d’itinéraires pour choisir votre prochaine destination.',
      seoTitle: 'Idées de destinations : guides et inspirations de voyage',
      metaDescription: 'Où partir en vacances ? Nos guides de destinations : meilleure période, budget, incontournables et bons plans.',
    },
    {
      key: 'family', slug: 'Voyager en famille', name: 'Vacances en famille', featured: true,
      description: 'Clubs enfants, destinations à courte distance et astuces pour voyager sereinement avec les petits.',
      seoTitle: 'Vacances en famille : destinations et conseils',
      metaDescription: 'Où partir en vacances avec des enfants ? Destinations adaptées, clubs enfants et conseils pour voyager en famille sans stress.',
    },
    {
      key: 'citytrips', slug: 'Idées de city trips', name: 'City trips', featured: true,
      description: 'Itinéraires de 48 heures, quartiers à explorer et adresses gourmandes pour vos escapades urbaines.',
      seoTitle: 'City trips : itinéraires et bonnes adresses',
      metaDescription: 'Nos guides de city trips : que faire en un week-end, où dormir, où manger et comment économiser sur votre escapade.',
    },
    {
      key: 'ski', slug: 'Guides ski et montagne', name: 'Ski & montagne', featured: false,
      description: 'Stations, forfaits, location de matériel et séjours d’été en altitude : tout pour réussir vos vacances à la montagne.',
      seoTitle: 'Ski & montagne : stations, forfaits et bons plans',
      metaDescription: 'Choisir sa station, payer son forfait moins cher, partir à la montagne en été : nos guides ski et montagne.',
    },
    {
      key: 'longhaul', slug: 'Voyages lointains', name: 'Voyages lointains', featured: false,
      description: 'Asie, Caraïbes, océan Indien : nos itinéraires et conseils pour préparer le voyage d’une vie.',
      seoTitle: 'Voyages lointains : itinéraires et conseils',
      metaDescription: 'Préparer un long-courrier : itinéraires, meilleures saisons, budget et formalités pour l’Asie, les Caraïbes ou l’océan Indien.',
    },
  ],
  nl: [
    {
      key: 'deals', slug: 'Reisdeals', name: 'Goede deals', featured: true,
      description: 'Kortingscodes, flashsales en lastminutes: onze tips om vaker op reis te gaan en minder uit te geven.',
      seoTitle: 'Goede reisdeals: kortingscodes en aanbiedingen',
      metaDescription: 'Al onze reisdeals: geverifieerde kortingscodes, flashsales, lastminutes en tips om je vakantie goedkoper te boeken.',
    },
    {
      key: 'tips', slug: 'Reistips', name: 'Reistips', featured: true,
      description: 'Bagage, verzekeringen, reisdocumenten en boeken: praktische tips van de redactie om zorgeloos op reis te gaan.',
      seoTitle: 'Reistips: je vakantie stressvrij voorbereiden',
      metaDescription: 'Bagage, reisverzekering, documenten en boeken: onze praktische tips om je vakantie voor te bereiden en zorgeloos te reizen.',
    },
    {
      key: 'destinations', slug: 'Reisbestemmingen', name: 'Reisbestemmingen', featured: true,
      description: 'Complete gidsen, de beste reisperiode en routes om je volgende bestemming te kiezen.',
      seoTitle: 'Reisbestemmingen: gidsen en inspiratie',
      metaDescription: 'Waar ga je op vakantie? Onze bestemmingsgidsen: beste reisperiode, budget, bezienswaardigheden en goede deals.',
    },
    {
      key: 'family', slug: 'Reizen met kinderen', name: 'Gezinsvakanties', featured: true,
      description: 'Kinderclubs, bestemmingen dichtbij en tips om zorgeloos met kleine kinderen te reizen.',
      seoTitle: 'Gezinsvakanties: bestemmingen en tips',
      metaDescription: 'Waar ga je op vakantie met kinderen? Kindvriendelijke bestemmingen, kinderclubs en tips voor een zorgeloze gezinsvakantie.',
    },
    {
      key: 'citytrips', slug: 'Citytriptips', name: 'Citytrips', featured: true,
      description: 'Routes van 48 uur, wijken om te ontdekken en lekkere adresjes voor je stedentrips.',
      seoTitle: 'Citytrips: routes en goede adresjes',
      metaDescription: 'Onze citytripgidsen: wat doe je in een weekend, waar slaap je, waar eet je en hoe bespaar je op je stedentrip.',
    },
    {
      key: 'ski', slug: 'Wintersporttips', name: 'Ski & bergen', featured: false,
      description: 'Skigebieden, skipassen, materiaalhuur en zomervakanties in de bergen: alles voor een geslaagde bergvakantie.',
      seoTitle: 'Ski & bergen: skigebieden, skipassen en deals',
      metaDescription: 'Je skigebied kiezen, minder betalen voor je skipas, in de zomer naar de bergen: onze gidsen over skiën en bergvakanties.',
    },
    {
      key: 'longhaul', slug: 'Verre reizen', name: 'Verre reizen', featured: false,
      description: 'Azië, de Caraïben, de Indische Oceaan: onze routes en tips om de reis van je leven voor te bereiden.',
      seoTitle: 'Verre reizen: routes en tips',
      metaDescription: 'Een verre reis voorbereiden: routes, beste seizoenen, budget en formaliteiten voor Azië, de Caraïben of de Indische Oceaan.',
    },
  ],
};
