/**
 * Project types: what a reference is about. Many German names are compounds (Grundschule,
 * Hochwasserschutz, Fernwärmeleitung…) so that infix search has something to find.
 */
import { fmtNum } from '../format.ts';
import type { ImageRecipe, Localized } from '../model.ts';
import type { Rng } from '../random.ts';

export type Domain = 'building' | 'water' | 'transport' | 'energy' | 'foundation';
export type ActionKey = 'neubau' | 'sanierung' | 'erweiterung' | 'umbau' | 'modernisierung' | 'ersatzneubau';

/** German prefix / English pattern ("%" = type name) of a construction action. */
export const ACTIONS: Record<ActionKey, { de: string; en: string }> = {
  neubau: { de: 'Neubau', en: 'New %' },
  sanierung: { de: 'Sanierung', en: 'Refurbishment of %' },
  erweiterung: { de: 'Erweiterung', en: 'Extension of %' },
  umbau: { de: 'Umbau', en: 'Conversion of %' },
  modernisierung: { de: 'Modernisierung', en: 'Modernisation of %' },
  ersatzneubau: { de: 'Ersatzneubau', en: 'Replacement of %' },
};

export interface ProjectType {
  key: string;
  /** Leaf branch key (branches.ts); `alt` are further branches a reference may also carry. */
  branch: string;
  alt: string[];
  de: string;
  en: string;
  /** null: the name already says what was done (Brückensanierung, Hafenerweiterung). */
  actions: ActionKey[] | null;
  domain: Domain;
  motif: ImageRecipe['motif'];
  /** Size figure starting with für/mit (for/with), e.g. "für 480 Schülerinnen und Schüler". */
  capacity: (rng: Rng) => Localized;
  /** Contract value range in million euros. */
  value: [number, number];
  weight: number;
}

type Cap = (rng: Rng) => Localized;
const cap =
  (de: string, en: string, min: number, max: number, step = 1): Cap =>
  (rng) => {
    const n = rng.int(Math.ceil(min / step), Math.floor(max / step)) * step;
    return { de: de.replace('#', fmtNum(n, 'de')), en: en.replace('#', fmtNum(n, 'en')) };
  };
const km =
  (de: string, en: string, min: number, max: number): Cap =>
  (rng) => {
    const n = rng.int(min * 10, max * 10) / 10;
    return { de: de.replace('#', fmtNum(n, 'de', 1)), en: en.replace('#', fmtNum(n, 'en', 1)) };
  };

const ALL: ActionKey[] = ['neubau', 'sanierung', 'erweiterung', 'umbau', 'modernisierung'];
const NEW_OR_EXT: ActionKey[] = ['neubau', 'erweiterung', 'ersatzneubau'];
const pupils = cap('für # Schülerinnen und Schüler', 'for # pupils', 180, 1400, 20);

const t = (
  key: string,
  branch: string,
  alt: string[],
  de: string,
  en: string,
  actions: ActionKey[] | null,
  domain: Domain,
  motif: ImageRecipe['motif'],
  capacity: Cap,
  value: [number, number],
  weight = 2,
): ProjectType => ({ key, branch, alt, de, en, actions, domain, motif, capacity, value, weight });

// biome-ignore format: one line per entry keeps this table readable
export const PROJECT_TYPES: ProjectType[] = [
  t('grundschule', 'schulen', ['bildung'], 'Grundschule', 'primary school', ALL, 'building', 'building', pupils, [4, 22], 4),
  t('schulzentrum', 'schulen', ['sport', 'bildung'], 'Schulzentrum', 'school centre', ALL, 'building', 'building', pupils, [12, 60], 3),
  t('berufsschule', 'schulen', ['hochschulen'], 'Berufsschule', 'vocational school', ALL, 'building', 'building', pupils, [10, 45], 2),
  t('gesamtschule', 'schulen', [], 'Gesamtschule', 'comprehensive school', ALL, 'building', 'building', pupils, [15, 55], 2),
  t('gymnasium', 'schulen', [], 'Gymnasium', 'grammar school', ALL, 'building', 'building', pupils, [15, 50], 2),
  t('schulhof', 'schulen', ['sport'], 'Schulhofgestaltung', 'schoolyard redesign', null, 'building', 'road', cap('mit # m² Freifläche', 'with # m² of outdoor space', 1200, 9000, 100), [0.4, 2.5], 1),
  t('kita', 'kitas', ['bildung'], 'Kindertagesstätte', 'day-care centre', NEW_OR_EXT, 'building', 'building', cap('mit # Betreuungsplätzen', 'with # childcare places', 45, 160, 5), [2, 9], 4),
  t('familienzentrum', 'kitas', [], 'Kita und Familienzentrum', 'day-care and family centre', ['neubau', 'umbau'], 'building', 'building', cap('mit # Gruppen', 'with # groups', 3, 8), [3, 10], 1),
  t('hoersaal', 'hochschulen', ['bildung'], 'Hörsaalzentrum', 'lecture hall centre', ALL, 'building', 'building', cap('mit # Sitzplätzen', 'with # seats', 300, 2400, 50), [15, 80], 1),
  t('laborgebaeude', 'hochschulen', [], 'Forschungs- und Laborgebäude', 'research and laboratory building', NEW_OR_EXT, 'building', 'tower', cap('mit # m² Laborfläche', 'with # m² of laboratory space', 1500, 12000, 100), [25, 120], 1),
  t('rathaussanierung', 'verwaltung', ['oeffentlich'], 'Rathaussanierung', 'town hall refurbishment', null, 'building', 'building', cap('mit # Arbeitsplätzen', 'with # workplaces', 60, 600, 10), [5, 40], 2),
  t('verwaltungsgebaeude', 'verwaltung', [], 'Verwaltungsgebäude', 'administrative building', ALL, 'building', 'tower', cap('mit # m² Bruttogeschossfläche', 'with # m² gross floor area', 2500, 28000, 100), [8, 70], 3),
  t('buergerbuero', 'verwaltung', [], 'Bürgerbüro und Stadtbibliothek', 'citizen service centre and library', ['neubau', 'umbau'], 'building', 'building', cap('mit # m² Nutzfläche', 'with # m² usable area', 900, 6000, 100), [3, 18], 1),
  t('feuerwache', 'feuerwehr', ['oeffentlich'], 'Feuerwache', 'fire station', NEW_OR_EXT, 'building', 'building', cap('mit # Fahrzeugstellplätzen', 'with # vehicle bays', 4, 18), [4, 25], 3),
  t('rettungswache', 'feuerwehr', [], 'Rettungswache', 'ambulance station', NEW_OR_EXT, 'building', 'building', cap('mit # Fahrzeughallen', 'with # vehicle halls', 2, 8), [2, 8], 1),
  t('sporthalle', 'sport', ['schulen'], 'Sporthalle', 'sports hall', ALL, 'building', 'building', cap('mit # m² Hallenfläche', 'with # m² of hall floor', 600, 2400, 50), [3, 16], 3),
  t('hallenbad', 'sport', [], 'Hallenbad', 'indoor swimming pool', ['neubau', 'sanierung', 'ersatzneubau'], 'building', 'water', cap('mit # Schwimmbahnen', 'with # swimming lanes', 4, 10), [10, 40], 1),
  t('krankenhauserweiterung', 'kliniken', ['gesundheit'], 'Krankenhauserweiterung', 'hospital extension', null, 'building', 'tower', cap('mit # zusätzlichen Betten', 'with # additional beds', 40, 420, 10), [20, 150], 2),
  t('klinikum', 'kliniken', [], 'Bettenhaus Klinikum', 'clinic ward building', ['neubau', 'sanierung', 'modernisierung'], 'building', 'tower', cap('mit # Betten', 'with # beds', 80, 600, 10), [25, 180], 1),
  t('pflegeheim', 'pflege', ['gesundheit'], 'Pflegeheim', 'care home', NEW_OR_EXT, 'building', 'building', cap('mit # Pflegeplätzen', 'with # care places', 40, 160, 4), [6, 24], 2),
  t('wohnquartier', 'quartiere', ['wohnen'], 'Wohnquartier', 'residential quarter', ['neubau'], 'building', 'building', cap('mit # Wohneinheiten', 'with # residential units', 40, 900, 10), [12, 160], 3),
  t('wohnanlage', 'gefoerdert', ['quartiere'], 'Wohnanlage mit gefördertem Wohnraum', 'social housing complex', ['neubau', 'sanierung', 'modernisierung'], 'building', 'building', cap('mit # Wohneinheiten', 'with # residential units', 24, 240, 4), [6, 45], 2),
  t('hochwasserschutz', 'hochwasser', ['wasserbau'], 'Hochwasserschutz', 'flood protection', null, 'water', 'water', km('mit # km Deichlinie', 'with # km of dyke line', 0.6, 12), [2, 35], 3),
  t('hochwasserschutzmauer', 'hochwasser', [], 'Hochwasserschutzmauer', 'flood protection wall', ['neubau', 'ersatzneubau'], 'water', 'water', cap('mit # m Wandlänge', 'with # m of wall', 180, 2400, 20), [1.5, 14], 2),
  t('rueckhaltebecken', 'hochwasser', ['siedlungswasser'], 'Regenrückhaltebecken', 'stormwater retention basin', ['neubau', 'erweiterung'], 'water', 'water', cap('mit # m³ Speichervolumen', 'with # m³ storage volume', 2000, 60000, 500), [1, 12], 2),
  t('hafenerweiterung', 'haefen', ['wasserbau'], 'Hafenerweiterung', 'port extension', null, 'water', 'water', cap('mit # m Kaimauer', 'with # m of quay wall', 120, 1200, 10), [15, 140], 2),
  t('schleuse', 'haefen', [], 'Schleusenanlage', 'lock facility', ['sanierung', 'ersatzneubau', 'modernisierung'], 'water', 'water', cap('mit # m Kammerlänge', 'with a # m lock chamber', 85, 225, 5), [20, 160], 1),
  t('klaeranlage', 'klaeranlagen', ['siedlungswasser'], 'Kläranlage', 'wastewater treatment plant', ['erweiterung', 'modernisierung', 'neubau'], 'water', 'water', cap('für # Einwohnerwerte', 'for # population equivalents', 8000, 450000, 1000), [6, 90], 3),
  t('faulturm', 'klaeranlagen', [], 'Faulturm und Klärgasspeicher', 'digester and biogas storage', ['neubau', 'sanierung'], 'water', 'tower', cap('mit # m³ Faulraum', 'with # m³ digester volume', 1500, 12000, 100), [4, 20], 1),
  t('mischwasserkanal', 'kanalbau', ['siedlungswasser'], 'Mischwasserkanal', 'combined sewer', ['neubau', 'sanierung', 'ersatzneubau'], 'water', 'road', cap('mit # m Kanal DN 1200', 'with # m of DN 1200 sewer', 300, 4200, 50), [1.5, 18], 2),
  t('tiefgarage', 'tiefgaragen', ['spezialtiefbau'], 'Tiefgarage', 'underground car park', ALL, 'foundation', 'building', cap('mit # Stellplätzen', 'with # parking spaces', 60, 900, 10), [4, 40], 3),
  t('baugrube', 'baugruben', ['spezialtiefbau'], 'Baugrube mit Spundwandverbau', 'excavation pit with sheet pile shoring', null, 'foundation', 'road', cap('mit # m Aushubtiefe', 'with an excavation depth of # m', 6, 24), [1, 15], 2),
  t('brueckensanierung', 'bruecken', ['verkehr'], 'Brückensanierung', 'bridge refurbishment', null, 'transport', 'bridge', cap('mit # m Spannweite', 'with a span of # m', 24, 320, 2), [1.5, 45], 4),
  t('talbruecke', 'bruecken', [], 'Talbrücke', 'valley bridge', ['neubau', 'ersatzneubau', 'sanierung'], 'transport', 'bridge', cap('mit # m Gesamtlänge', 'with a total length of # m', 180, 980, 10), [20, 140], 2),
  t('fussgaengerbruecke', 'fussgaengerbruecken', ['bruecken'], 'Fußgängerbrücke', 'pedestrian bridge', ['neubau', 'ersatzneubau'], 'transport', 'bridge', cap('mit # m Spannweite', 'with a span of # m', 18, 140, 2), [0.8, 12], 3),
  t('radwegbruecke', 'fussgaengerbruecken', ['radwege'], 'Geh- und Radwegbrücke', 'foot and cycle bridge', ['neubau', 'ersatzneubau'], 'transport', 'bridge', cap('mit # m Spannweite', 'with a span of # m', 20, 160, 2), [1, 14], 2),
  t('strassenbau', 'strassen', ['verkehr'], 'Straßenbau Ortsdurchfahrt', 'road works on the through road', null, 'transport', 'road', km('mit # km Ausbaustrecke', 'with # km of upgraded road', 0.4, 6), [1, 20], 3),
  t('kreisverkehr', 'strassen', [], 'Kreisverkehrsplatz', 'roundabout', ['neubau', 'umbau'], 'transport', 'road', cap('mit # m Außendurchmesser', 'with an outer diameter of # m', 26, 60), [0.6, 4], 1),
  t('radweg', 'radwege', ['verkehr'], 'Radweg', 'cycle path', ['neubau', 'erweiterung', 'sanierung'], 'transport', 'road', km('mit # km Radweg', 'with # km of cycle path', 0.8, 14), [0.5, 9], 3),
  t('radschnellweg', 'radwege', [], 'Radschnellverbindung', 'cycle superhighway', ['neubau'], 'transport', 'road', km('mit # km Trasse', 'with a # km route', 2, 24), [4, 40], 1),
  t('stadtbahn', 'schiene', ['verkehr'], 'Stadtbahnstrecke', 'light rail line', ['neubau', 'erweiterung', 'modernisierung'], 'transport', 'road', km('mit # km Gleis und barrierefreien Haltestellen', 'with # km of track and step-free stops', 0.8, 9), [12, 160], 2),
  t('stellwerk', 'schiene', [], 'Elektronisches Stellwerk', 'electronic interlocking', ['neubau', 'ersatzneubau'], 'transport', 'building', cap('mit # Stellelementen', 'with # signalling elements', 40, 400, 10), [8, 60], 1),
  t('fernwaermeleitung', 'fernwaerme', ['energie'], 'Fernwärmeleitung', 'district heating pipeline', ['neubau', 'erweiterung', 'ersatzneubau'], 'energy', 'road', km('mit # km Trasse DN 300', 'with # km of DN 300 pipeline', 0.5, 11), [2, 30], 3),
  t('heizkraftwerk', 'fernwaerme', [], 'Heizzentrale mit Wärmespeicher', 'heating plant with thermal storage', ['neubau', 'modernisierung'], 'energy', 'tower', cap('mit # MW thermischer Leistung', 'with # MW thermal capacity', 5, 120), [8, 90], 1),
  t('solarpark', 'erneuerbare', ['energie'], 'Solarpark', 'solar park', ['neubau', 'erweiterung'], 'energy', 'road', cap('mit # MWp Leistung', 'with # MWp capacity', 2, 80), [2, 60], 2),
  t('windpark', 'erneuerbare', [], 'Fundamente Windpark', 'wind farm foundations', null, 'energy', 'tower', cap('für # Windenergieanlagen', 'for # wind turbines', 3, 24), [3, 40], 1),
  t('laermschutzwand', 'laermschutz', ['strassen', 'schiene'], 'Lärmschutzwand', 'noise barrier', ['neubau', 'erweiterung', 'ersatzneubau'], 'transport', 'road', cap('mit # m Länge', 'with a length of # m', 200, 3200, 20), [0.8, 12], 3),
];

// biome-ignore format: one line per entry keeps this table readable
export const COMPANY2_TYPES: ProjectType[] = [
  t('mehrfamilienhaus', 'n-mfh', ['n-wohnen'], 'Mehrfamilienhaus', 'apartment building', ['neubau', 'sanierung'], 'building', 'building', cap('mit # Wohnungen', 'with # flats', 8, 80), [3, 25], 3),
  t('studentenwohnheim', 'n-studenten', ['n-wohnen'], 'Studentenwohnheim', 'student residence', ['neubau', 'modernisierung'], 'building', 'tower', cap('mit # Apartments', 'with # apartments', 60, 420, 10), [8, 40], 2),
  t('kaianlage', 'n-kai', ['n-hafen'], 'Kaianlage', 'quay facility', ['neubau', 'ersatzneubau', 'sanierung'], 'water', 'water', cap('mit # m Kaimauer', 'with # m of quay wall', 80, 600, 10), [10, 90], 2),
  t('n-hafenerweiterung', 'n-hafen', [], 'Hafenerweiterung', 'port extension', null, 'water', 'water', cap('mit # m² Hafenfläche', 'with # m² of port area', 8000, 90000, 1000), [20, 120], 1),
];
