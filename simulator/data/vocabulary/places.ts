/** German cities with real approximate coordinates, so map pins land in the right place. */
import type { Localized } from '../model.ts';

export const REGIONS: Record<string, Localized> = {
  BW: { de: 'Baden-Württemberg', en: 'Baden-Württemberg' },
  BY: { de: 'Bayern', en: 'Bavaria' },
  BE: { de: 'Berlin', en: 'Berlin' },
  BB: { de: 'Brandenburg', en: 'Brandenburg' },
  HB: { de: 'Bremen', en: 'Bremen' },
  HH: { de: 'Hamburg', en: 'Hamburg' },
  HE: { de: 'Hessen', en: 'Hesse' },
  MV: { de: 'Mecklenburg-Vorpommern', en: 'Mecklenburg-Western Pomerania' },
  NI: { de: 'Niedersachsen', en: 'Lower Saxony' },
  NW: { de: 'Nordrhein-Westfalen', en: 'North Rhine-Westphalia' },
  RP: { de: 'Rheinland-Pfalz', en: 'Rhineland-Palatinate' },
  SL: { de: 'Saarland', en: 'Saarland' },
  SN: { de: 'Sachsen', en: 'Saxony' },
  ST: { de: 'Sachsen-Anhalt', en: 'Saxony-Anhalt' },
  SH: { de: 'Schleswig-Holstein', en: 'Schleswig-Holstein' },
  TH: { de: 'Thüringen', en: 'Thuringia' },
};

export const GERMANY: Localized = { de: 'Deutschland', en: 'Germany' };
export const EUROPE: Localized = { de: 'Europa', en: 'Europe' };

export interface City {
  de: string;
  en: string;
  region: keyof typeof REGIONS;
  lat: number;
  lon: number;
  /** First three digits of the postcode range. */
  zip: string;
  /** Districts for the `location` field and title suffixes. */
  districts: string[];
  /** River or water body, for water-engineering titles; null if none worth naming. */
  river: string | null;
  /** Weight: larger cities host more projects. */
  weight: number;
}

const c = (
  de: string,
  en: string,
  region: keyof typeof REGIONS,
  lat: number,
  lon: number,
  zip: string,
  districts: string[],
  river: string | null,
  weight = 2,
): City => ({ de, en, region, lat, lon, zip, districts, river, weight });

/** Company 1 works nationwide with a focus on Hesse. */
// biome-ignore format: one line per entry keeps this table readable
export const CITIES: City[] = [
  c('Kassel', 'Kassel', 'HE', 51.3127, 9.4797, '341', ['Wilhelmshöhe', 'Bettenhausen', 'Nordstadt'], 'Fulda', 6),
  c('Fulda', 'Fulda', 'HE', 50.5558, 9.6808, '360', ['Horas', 'Ziehers-Süd', 'Innenstadt'], 'Fulda', 3),
  c('Marburg', 'Marburg', 'HE', 50.8021, 8.7667, '350', ['Cappel', 'Weidenhausen', 'Oberstadt'], 'Lahn', 3),
  c('Gießen', 'Giessen', 'HE', 50.5841, 8.6784, '353', ['Wieseck', 'Kleinlinden', 'Nordstadt'], 'Lahn', 3),
  c('Frankfurt am Main', 'Frankfurt', 'HE', 50.1109, 8.6821, '603', ['Höchst', 'Bornheim', 'Niederrad', 'Ostend'], 'Main', 6),
  c('Darmstadt', 'Darmstadt', 'HE', 49.8728, 8.6512, '642', ['Bessungen', 'Kranichstein', 'Arheilgen'], null, 3),
  c('Wiesbaden', 'Wiesbaden', 'HE', 50.0782, 8.2398, '651', ['Biebrich', 'Schierstein', 'Dotzheim'], 'Rhein', 3),
  c('Göttingen', 'Göttingen', 'NI', 51.5413, 9.9158, '370', ['Weende', 'Grone', 'Geismar'], 'Leine', 3),
  c('Hannover', 'Hanover', 'NI', 52.3759, 9.732, '301', ['Linden', 'List', 'Döhren', 'Herrenhausen'], 'Leine', 4),
  c('Lüneburg', 'Lüneburg', 'NI', 53.2464, 10.4115, '213', ['Kaltenmoor', 'Ebensberg', 'Rotes Feld'], 'Ilmenau', 2),
  c('Osnabrück', 'Osnabrück', 'NI', 52.2799, 8.0472, '490', ['Schinkel', 'Eversburg', 'Wüste'], 'Hase', 2),
  c('Braunschweig', 'Brunswick', 'NI', 52.2689, 10.5268, '381', ['Weststadt', 'Querum', 'Östliches Ringgebiet'], 'Oker', 2),
  c('Köln', 'Cologne', 'NW', 50.9375, 6.9603, '506', ['Ehrenfeld', 'Mülheim', 'Deutz', 'Porz'], 'Rhein', 5),
  c('Düsseldorf', 'Düsseldorf', 'NW', 51.2277, 6.7735, '402', ['Bilk', 'Oberkassel', 'Gerresheim'], 'Rhein', 4),
  c('Münster', 'Münster', 'NW', 51.9607, 7.6261, '481', ['Hiltrup', 'Kinderhaus', 'Gievenbeck'], 'Aa', 3),
  c('Dortmund', 'Dortmund', 'NW', 51.5136, 7.4653, '441', ['Hörde', 'Aplerbeck', 'Eving'], 'Emscher', 3),
  c('Essen', 'Essen', 'NW', 51.4556, 7.0116, '451', ['Rüttenscheid', 'Kettwig', 'Steele'], 'Ruhr', 3),
  c('Bielefeld', 'Bielefeld', 'NW', 52.0302, 8.5325, '336', ['Brackwede', 'Sennestadt', 'Schildesche'], null, 2),
  c('Mülheim an der Ruhr', 'Mülheim an der Ruhr', 'NW', 51.4275, 6.8825, '454', ['Speldorf', 'Saarn', 'Heißen'], 'Ruhr', 1),
  c('Bonn', 'Bonn', 'NW', 50.7374, 7.0982, '531', ['Beuel', 'Bad Godesberg', 'Poppelsdorf'], 'Rhein', 2),
  c('Mainz', 'Mainz', 'RP', 49.9929, 8.2473, '551', ['Gonsenheim', 'Mombach', 'Hechtsheim'], 'Rhein', 2),
  c('Koblenz', 'Koblenz', 'RP', 50.3569, 7.589, '560', ['Ehrenbreitstein', 'Lützel', 'Metternich'], 'Mosel', 2),
  c('Trier', 'Trier', 'RP', 49.7499, 6.6371, '542', ['Pfalzel', 'Ehrang', 'Kürenz'], 'Mosel', 1),
  c('Saarbrücken', 'Saarbrücken', 'SL', 49.2402, 6.9969, '661', ['Burbach', 'Dudweiler', 'St. Johann'], 'Saar', 2),
  c('Mannheim', 'Mannheim', 'BW', 49.4875, 8.466, '681', ['Neckarau', 'Käfertal', 'Lindenhof'], 'Neckar', 3),
  c('Karlsruhe', 'Karlsruhe', 'BW', 49.0069, 8.4037, '761', ['Durlach', 'Knielingen', 'Mühlburg'], 'Rhein', 3),
  c('Stuttgart', 'Stuttgart', 'BW', 48.7758, 9.1829, '701', ['Bad Cannstatt', 'Feuerbach', 'Vaihingen', 'Zuffenhausen'], 'Neckar', 4),
  c('Tübingen', 'Tübingen', 'BW', 48.5216, 9.0576, '720', ['Lustnau', 'Derendingen', 'Südstadt'], 'Neckar', 2),
  c('Freiburg im Breisgau', 'Freiburg', 'BW', 47.999, 7.8421, '791', ['Vauban', 'Rieselfeld', 'Zähringen'], 'Dreisam', 2),
  c('München', 'Munich', 'BY', 48.1351, 11.582, '803', ['Schwabing', 'Pasing', 'Giesing', 'Riem'], 'Isar', 5),
  c('Nürnberg', 'Nuremberg', 'BY', 49.4521, 11.0767, '904', ['Gostenhof', 'Langwasser', 'St. Johannis'], 'Pegnitz', 3),
  c('Würzburg', 'Würzburg', 'BY', 49.7913, 9.9534, '970', ['Zellerau', 'Heuchelhof', 'Grombühl'], 'Main', 3),
  c('Fürth', 'Fürth', 'BY', 49.4771, 10.9887, '907', ['Südstadt', 'Stadeln', 'Poppenreuth'], 'Rednitz', 2),
  c('Regensburg', 'Regensburg', 'BY', 49.0134, 12.1016, '930', ['Stadtamhof', 'Kumpfmühl', 'Burgweinting'], 'Donau', 2),
  c('Augsburg', 'Augsburg', 'BY', 48.3705, 10.8978, '861', ['Lechhausen', 'Göggingen', 'Haunstetten'], 'Lech', 2),
  c('Erfurt', 'Erfurt', 'TH', 50.9848, 11.0299, '990', ['Krämpfervorstadt', 'Brühlervorstadt', 'Marbach'], 'Gera', 2),
  c('Jena', 'Jena', 'TH', 50.9271, 11.5892, '077', ['Lobeda', 'Winzerla', 'Zwätzen'], 'Saale', 2),
  c('Weimar', 'Weimar', 'TH', 50.9795, 11.3235, '994', ['Schöndorf', 'Westvorstadt', 'Oberweimar'], 'Ilm', 1),
  c('Leipzig', 'Leipzig', 'SN', 51.3397, 12.3731, '041', ['Plagwitz', 'Connewitz', 'Gohlis', 'Grünau'], 'Pleiße', 4),
  c('Dresden', 'Dresden', 'SN', 51.0504, 13.7373, '010', ['Neustadt', 'Blasewitz', 'Löbtau', 'Pieschen'], 'Elbe', 4),
  c('Magdeburg', 'Magdeburg', 'ST', 52.1205, 11.6276, '391', ['Buckau', 'Stadtfeld', 'Sudenburg'], 'Elbe', 2),
  c('Halle (Saale)', 'Halle', 'ST', 51.4969, 11.9688, '061', ['Giebichenstein', 'Neustadt', 'Ammendorf'], 'Saale', 2),
  c('Berlin', 'Berlin', 'BE', 52.52, 13.405, '101', ['Moabit', 'Köpenick', 'Spandau', 'Friedrichshain'], 'Spree', 5),
  c('Potsdam', 'Potsdam', 'BB', 52.3906, 13.0645, '144', ['Babelsberg', 'Bornstedt', 'Drewitz'], 'Havel', 2),
  c('Cottbus', 'Cottbus', 'BB', 51.7563, 14.3329, '030', ['Sandow', 'Ströbitz', 'Sachsendorf'], 'Spree', 1),
  c('Hamburg', 'Hamburg', 'HH', 53.5511, 9.9937, '204', ['Harburg', 'Altona', 'Wilhelmsburg', 'Barmbek'], 'Elbe', 4),
  c('Bremen', 'Bremen', 'HB', 53.0793, 8.8017, '281', ['Vegesack', 'Gröpelingen', 'Überseestadt'], 'Weser', 3),
  c('Lübeck', 'Lübeck', 'SH', 53.8655, 10.6866, '235', ['Travemünde', 'St. Lorenz', 'Moisling'], 'Trave', 2),
  c('Kiel', 'Kiel', 'SH', 54.3233, 10.1228, '241', ['Gaarden', 'Friedrichsort', 'Wik'], 'Kieler Förde', 2),
  c('Rostock', 'Rostock', 'MV', 54.0924, 12.0991, '180', ['Warnemünde', 'Lütten Klein', 'Südstadt'], 'Warnow', 2),
  c('Stralsund', 'Stralsund', 'MV', 54.3091, 13.0818, '184', ['Knieper', 'Tribseer', 'Frankenvorstadt'], 'Strelasund', 1),
];

/** Company 2 (Nordlicht Bau AG) is a northern German contractor. */
export const NORTH_CITIES: City[] = CITIES.filter((city) =>
  ['HH', 'HB', 'SH', 'MV', 'NI'].includes(city.region),
);

export const STREETS: string[] = [
  'Lindenweg',
  'Schillerstraße',
  'Goethestraße',
  'Mühlenweg',
  'Am Stadtpark',
  'Bahnhofstraße',
  'Kirchplatz',
  'Brückenstraße',
  'Hafenstraße',
  'Uferpromenade',
  'Gartenstraße',
  'Am Sportplatz',
  'Rosenstraße',
  'Friedrich-Ebert-Straße',
  'Wiesengrund',
  'Eichendorffweg',
  'Am Grünen Weg',
  'Große Bleiche',
  'Kastanienallee',
  'Zum Wasserwerk',
];
