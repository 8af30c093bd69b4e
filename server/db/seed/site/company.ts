/** The fictitious publisher of each edition, as the legal pages name it. */
import { editions, type EditionId } from '@/lib/editions';

export interface Company {
  name: string;
  address: string;
  registration: string;
  publisher: string;
  email: string;
  privacyEmail: string;
  /** With its article: "la CNIL", "de GBA". */
  authority: string;
  authorityAddress: string;
  law: string;
  courts: string;
  host: string;
}

export function companyOf(edition: EditionId): Company {
  const domain = editions[edition].domain;
  switch (edition) {
    case 'fr-be':
      return {
        name: 'Vacances Media SRL',
        address: 'Rue du Marché aux Herbes 42, 1000 Bruxelles, Belgique',
        registration: 'BCE 0712.345.678 – TVA BE 0712.345.678',
        publisher: 'Nathalie Gérard, gérante',
        email: `contact@${domain}`,
        privacyEmail: `vieprivee@${domain}`,
        authority: 'l’Autorité de protection des données (APD)',
        authorityAddress: 'rue de la Presse 35, 1000 Bruxelles – www.autoriteprotectiondonnees.be',
        law: 'le droit belge',
        courts: 'les tribunaux de l’arrondissement judiciaire de Bruxelles',
        host: 'NordNuage SRL, Avenue des Serveurs 3, 1348 Louvain-la-Neuve, Belgique',
      };
    case 'nl-be':
      return {
        name: 'Vacances Media BV',
        address: 'Grasmarkt 42, 1000 Brussel, België',
        registration: 'KBO 0712.345.678 – btw BE 0712.345.678',
        publisher: 'Nathalie Gérard, zaakvoerder',
        email: `contact@${domain}`,
        privacyEmail: `privacy@${domain}`,
        authority: 'de Gegevensbeschermingsautoriteit (GBA)',
        authorityAddress: 'Drukpersstraat 35, 1000 Brussel – www.gegevensbeschermingsautoriteit.be',
        law: 'het Belgische recht',
        courts: 'de rechtbanken van het gerechtelijk arrondissement Brussel',
        host: 'NordNuage BV, Serverslaan 3, 1348 Louvain-la-Neuve, België',
      };
    case 'fr-fr':
      return {
        name: 'Vacances Media France SAS',
        address: '12 rue de la Chaussée-d’Antin, 75009 Paris, France',
        registration: 'SAS au capital de 10 000 € – RCS Paris 901 234 567 – TVA FR 12 901234567',
        publisher: 'Marc Lefèvre, président',
        email: `contact@${domain}`,
        privacyEmail: `dpo@${domain}`,
        authority: 'la Commission nationale de l’informatique et des libertés (CNIL)',
        authorityAddress: '3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 – www.cnil.fr',
        law: 'le droit français',
        courts: 'les tribunaux compétents de Paris, sous réserve des règles impératives protégeant les consommateurs',
        host: 'Nuage Ouest SAS, 3 allée des Serveurs, 44000 Nantes, France',
      };
  }
}
