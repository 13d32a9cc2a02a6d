/** Building blocks of descriptions, in German and English, rich in construction compounds. */
import type { Pair } from './catalog.ts';
import type { Domain } from './projecttypes.ts';

/** Scope items for the description's bullet list, per domain. */
export const SCOPE: Record<Domain, Pair[]> = {
  building: [
    [
      'Rückbau des Bestandsgebäudes einschließlich Schadstoffsanierung',
      'Demolition of the existing building including hazardous-material removal',
    ],
    [
      'Errichtung eines dreigeschossigen Stahlbetonskeletts',
      'Erection of a three-storey reinforced concrete frame',
    ],
    [
      'Holz-Hybrid-Fassade mit vorgefertigten Wandelementen',
      'Timber-hybrid facade with prefabricated wall elements',
    ],
    ['Photovoltaikanlage und extensive Dachbegrünung', 'Photovoltaic system and extensive green roof'],
    ['Barrierefreie Erschließung mit Aufzugsanlage', 'Step-free access with lift installation'],
    ['Neugestaltung der Außenanlagen und des Schulhofs', 'Redesign of the outdoor areas and schoolyard'],
    ['Sole-Wasser-Wärmepumpe mit Erdsondenfeld', 'Ground-source heat pump with borehole field'],
    ['Brandschutzertüchtigung und Fluchttreppenhaus', 'Fire-safety upgrade and escape staircase'],
    [
      'Mensa mit Frischküche für den Ganztagsbetrieb',
      'Canteen with fresh-cooking kitchen for all-day operation',
    ],
    [
      'Tiefgarage mit Ladeinfrastruktur für Elektrofahrzeuge',
      'Underground car park with EV charging infrastructure',
    ],
  ],
  water: [
    [
      'Spundwandverbau und Wasserhaltung im offenen Gerinne',
      'Sheet-pile shoring and dewatering in the open channel',
    ],
    [
      'Deichertüchtigung mit Innendichtung und Deichverteidigungsweg',
      'Dyke upgrade with internal sealing and dyke access road',
    ],
    [
      'Mobile Hochwasserschutzelemente für die Uferpromenade',
      'Demountable flood barriers for the riverside promenade',
    ],
    ['Erweiterung der biologischen Reinigungsstufe', 'Extension of the biological treatment stage'],
    ['Neubau eines Regenüberlaufbeckens', 'New stormwater overflow tank'],
    [
      'Ertüchtigung der Kaimauer mit rückverankerter Spundwand',
      'Quay wall upgrade with anchored sheet piling',
    ],
    ['Fischaufstiegsanlage und ökologische Ausgleichsflächen', 'Fish pass and ecological compensation areas'],
    ['Pumpwerk mit redundanter Notstromversorgung', 'Pumping station with redundant emergency power'],
  ],
  transport: [
    [
      'Abbruch des Überbaus unter Vollsperrung an Wochenenden',
      'Demolition of the superstructure under weekend closures',
    ],
    ['Verbreiterung der Kappen und neues Geländer', 'Widened edge beams and new railings'],
    [
      'Erneuerung der Fahrbahnübergänge und Brückenlager',
      'Replacement of expansion joints and bridge bearings',
    ],
    ['Fußgängerbrücke in Stahlverbundbauweise', 'Footbridge in steel-composite construction'],
    ['Geschützter Radweg mit taktilen Leitsystemen', 'Protected cycle path with tactile guidance'],
    ['Lärmschutzwand mit hochabsorbierenden Elementen', 'Noise barrier with highly absorbent panels'],
    ['Straßenbau in vier Bauabschnitten unter Verkehr', 'Road works in four phases under live traffic'],
    ['Barrierefreier Umbau der Stadtbahnhaltestellen', 'Step-free conversion of the light rail stops'],
    [
      'Entwässerung mit Regenrückhaltung und Versickerungsmulden',
      'Drainage with stormwater retention and infiltration swales',
    ],
  ],
  energy: [
    [
      'Fernwärmeleitung in offener und geschlossener Bauweise',
      'District heating pipeline by open-cut and trenchless methods',
    ],
    ['Düker unter dem Fluss im HDD-Verfahren', 'River crossing by horizontal directional drilling'],
    ['Wärmespeicher mit 5.000 m³ Nutzvolumen', 'Thermal storage tank with 5,000 m³ capacity'],
    ['Netzanbindung und Übergabestationen', 'Grid connection and transfer substations'],
    ['Flachgründungen und Kranstellflächen', 'Shallow foundations and crane pads'],
    [
      'Kabeltrasse mit Lichtwellenleiter für die Fernüberwachung',
      'Cable route with fibre optics for remote monitoring',
    ],
  ],
  foundation: [
    ['Bohrpfahlwand mit Rückverankerung', 'Bored pile wall with ground anchors'],
    ['Grundwasserabsenkung mit Brunnenanlage', 'Groundwater lowering with well system'],
    ['Weiße Wanne aus wasserundurchlässigem Beton', 'Watertight concrete basement ("white tank")'],
    ['Unterfangung der Nachbarbebauung', 'Underpinning of neighbouring buildings'],
    ['Baugrubensohle mit Unterwasserbetonsohle', 'Excavation base with underwater concrete slab'],
    [
      'Messprogramm mit Inklinometern und Setzungspegeln',
      'Monitoring with inclinometers and settlement gauges',
    ],
  ],
};

export const CHALLENGES: Record<Domain, Pair[]> = {
  building: [
    [
      'der Schulbetrieb, der während der gesamten Bauzeit weiterlief',
      'keeping the school running throughout construction',
    ],
    ['die beengte innerstädtische Lage ohne Lagerflächen', 'the tight inner-city site with no storage space'],
    [
      'der Denkmalschutz des Bestandsgebäudes aus den 1920er-Jahren',
      'the listed status of the 1920s existing building',
    ],
    ['der enge Terminplan bis zum Beginn des Schuljahres', 'the tight schedule ahead of the new school year'],
  ],
  water: [
    ['der hohe Grundwasserstand im Baufeld', 'the high groundwater level on site'],
    [
      'die Arbeiten in der hochwasserfreien Zeit zwischen April und Oktober',
      'working only in the flood-free window from April to October',
    ],
    [
      'der Vollbetrieb der Kläranlage während aller Umbauphasen',
      'keeping the treatment plant fully operational in every phase',
    ],
  ],
  transport: [
    [
      'der Bau unter laufendem Verkehr mit über 30.000 Fahrzeugen am Tag',
      'building under live traffic of over 30,000 vehicles a day',
    ],
    [
      'die Sperrpausen der Bahn, die nur nachts zur Verfügung standen',
      'rail possessions that were available only at night',
    ],
    ['der Schutz des Fledermausquartiers im Widerlager', 'protecting the bat roost in the abutment'],
  ],
  energy: [
    ['die Querung von Bahnanlagen und Bundesstraßen', 'crossing railway lines and federal highways'],
    ['die Versorgungssicherheit während der Umschlussarbeiten', 'maintaining supply during the tie-in works'],
  ],
  foundation: [
    [
      'setzungsempfindliche Nachbargebäude direkt an der Baugrube',
      'settlement-sensitive buildings right next to the pit',
    ],
    ['Kampfmittelverdacht im gesamten Baufeld', 'suspected unexploded ordnance across the site'],
  ],
};

/** Sentence about the delivery method, by method index in METHODS. */
export const METHOD_SENTENCES: Pair[] = [
  [
    'Ein koordiniertes Gesamtmodell aller Gewerke erlaubte Kollisionsprüfungen lange vor Baubeginn.',
    'A coordinated federated model of all trades allowed clash detection long before work started.',
  ],
  [
    'Taktplanung und tägliche Abstimmungsrunden hielten den Bauablauf stabil.',
    'Takt planning and daily huddles kept the construction sequence stable.',
  ],
  [
    'Planung, Bau und 25 Jahre Betrieb liegen in einer Hand.',
    'Design, construction and 25 years of operation sit with one party.',
  ],
  [
    'Planung und Ausführung wurden aus einer Hand zum Pauschalpreis erbracht.',
    'Design and construction were delivered by a single party for a fixed price.',
  ],
  [
    'Bauherr, Planer und ausführende Firmen arbeiteten in einem gemeinsamen Projektteam.',
    'Client, designers and contractors worked as one joint project team.',
  ],
  [
    'Vorgefertigte Fassadenmodule verkürzten die Bauzeit vor Ort erheblich.',
    'Prefabricated facade modules cut the on-site construction time considerably.',
  ],
];

export const QUOTES: Pair[] = [
  [
    'Die Zusammenarbeit war jederzeit partnerschaftlich, termintreu und lösungsorientiert.',
    'The collaboration was cooperative, punctual and solution-oriented at all times.',
  ],
  [
    'Trotz laufenden Betriebs wurde das Projekt im Zeit- und Kostenrahmen übergeben.',
    'Despite ongoing operations, the project was handed over on time and on budget.',
  ],
  [
    'Besonders überzeugt hat uns die transparente Kommunikation mit allen Beteiligten.',
    'We were particularly impressed by the transparent communication with everyone involved.',
  ],
  [
    'Ein verlässlicher Partner, den wir jederzeit wieder beauftragen würden.',
    'A reliable partner we would hire again at any time.',
  ],
  [
    'Die Qualität der Ausführung übertrifft unsere Erwartungen.',
    'The quality of workmanship exceeds our expectations.',
  ],
  [
    'Das Team hat kreative Lösungen für schwierige Randbedingungen gefunden.',
    'The team found creative solutions for difficult constraints.',
  ],
];

export const PROGRAMMES: Pair[] = [
  ['Zukunft Bildung', 'Future of Education'],
  ['Klimaschutz in Kommunen', 'Municipal Climate Action'],
  ['Sozialer Zusammenhalt', 'Social Cohesion'],
  ['Resiliente Städte', 'Resilient Cities'],
];

/** Extras that blow a title past 150 characters (long-title edge case). */
export const LONG_EXTRAS: Pair[] = [
  ['Sporthalle', 'sports hall'],
  ['Mensa mit Frischküche', 'canteen with fresh-cooking kitchen'],
  ['Kindertagesstätte', 'day-care centre'],
  ['Neugestaltung des Schulhofs', 'redesign of the schoolyard'],
  ['Tiefgarage mit 120 Stellplätzen', 'underground car park with 120 spaces'],
  ['Lärmschutzwand entlang der Bahntrasse', 'noise barrier along the railway line'],
];

/** Hostile markup planted in a few descriptions so the sanitizer is proven on the default build. */
export const HOSTILE: string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(\'xss\')">',
  '<p><a href="javascript:alert(document.cookie)">Projektblatt öffnen</a></p>',
  '<iframe src="https://evil.example/"></iframe>',
  '<style>body{display:none}</style>',
  '<p onclick="alert(1)" style="position:fixed;inset:0">Details</p>',
];
