/** Company-specific catalogs: work fields and services, methods, products, partners, awards. */

export type Pair = [de: string, en: string];

/** Work field → services: [name, teaser]. */
export const WORKFIELDS: { name: Pair; services: [Pair, Pair][] }[] = [
  {
    name: ['Planung', 'Design'],
    services: [
      [
        ['Objektplanung', 'Architectural design'],
        ['Entwurf bis Ausführungsplanung nach HOAI', 'Concept to detailed design'],
      ],
      [
        ['Tragwerksplanung', 'Structural engineering'],
        ['Statik, Bemessung und Bewehrungsplanung', 'Structural analysis, design and reinforcement drawings'],
      ],
      [
        ['TGA-Planung', 'Building services design'],
        ['Heizung, Lüftung, Sanitär und Elektro', 'HVAC, plumbing and electrical'],
      ],
      [
        ['Genehmigungsplanung', 'Permit planning'],
        ['Bauantrag und Abstimmung mit Behörden', 'Planning application and authority liaison'],
      ],
      [
        ['Verkehrsanlagenplanung', 'Traffic facilities design'],
        ['Straßen, Wege und Plätze', 'Roads, paths and squares'],
      ],
    ],
  },
  {
    name: ['Bauausführung', 'Construction'],
    services: [
      [
        ['Bauleitung', 'Site supervision'],
        ['Überwachung von Qualität, Terminen und Kosten', 'Monitoring quality, schedule and cost'],
      ],
      [
        ['Generalunternehmerleistung', 'General contracting'],
        ['Schlüsselfertige Ausführung aus einer Hand', 'Turnkey delivery from a single source'],
      ],
      [
        ['Rohbau', 'Shell construction'],
        ['Erd-, Beton- und Mauerarbeiten', 'Earthworks, concrete and masonry'],
      ],
      [
        ['Ingenieurbau', 'Civil works'],
        ['Brücken, Stützbauwerke und Wasserbauwerke', 'Bridges, retaining walls and hydraulic structures'],
      ],
    ],
  },
  {
    name: ['Projektmanagement', 'Project management'],
    services: [
      [
        ['Projektsteuerung', 'Project controlling'],
        ['Steuerung nach AHO für den Bauherrn', "Owner's project management"],
      ],
      [
        ['Kostencontrolling', 'Cost control'],
        ['Kostenverfolgung und Nachtragsmanagement', 'Cost tracking and claims management'],
      ],
      [
        ['Vergabemanagement', 'Procurement management'],
        ['Ausschreibung und Vergabe nach VOB', 'Tendering and award under VOB'],
      ],
    ],
  },
  {
    name: ['Beratung & Gutachten', 'Consulting & expert reports'],
    services: [
      [
        ['Machbarkeitsstudie', 'Feasibility study'],
        ['Varianten, Kosten und Wirtschaftlichkeit', 'Options, costs and viability'],
      ],
      [
        ['Bauwerksprüfung', 'Structural inspection'],
        ['Prüfung nach DIN 1076', 'Inspection under DIN 1076'],
      ],
      [
        ['Energieberatung', 'Energy consulting'],
        ['Energiekonzepte und Fördermittel', 'Energy concepts and subsidies'],
      ],
    ],
  },
];

export const COMPANY2_WORKFIELDS: { name: Pair; services: [Pair, Pair][] }[] = [
  {
    name: ['Schlüsselfertigbau', 'Turnkey construction'],
    services: [
      [
        ['Generalunternehmerleistung', 'General contracting'],
        ['Bauen aus einer Hand', 'Single-source delivery'],
      ],
      [
        ['Bauleitung', 'Site supervision'],
        ['Termin- und Qualitätssicherung', 'Schedule and quality assurance'],
      ],
    ],
  },
];

export const METHODS: Pair[] = [
  ['BIM (Building Information Modeling)', 'BIM (Building Information Modeling)'],
  ['Lean Construction', 'Lean Construction'],
  ['ÖPP-Modell', 'PPP model'],
  ['Design & Build', 'Design & Build'],
  ['Partnering-Modell', 'Partnering model'],
  ['Serielles Sanieren', 'Serial retrofitting'],
];

/** [productname, manufacturer, slug, teaser]. Manufacturers are fictional (.example domains). */
export const PRODUCTS: [Pair, string, string, Pair][] = [
  [
    ['Thermowand TW-40', 'Thermowall TW-40'],
    'Kessler Betonwerke GmbH',
    'kessler-betonwerke',
    ['Doppelwand mit Kerndämmung', 'Double wall with core insulation'],
  ],
  [
    ['Isoanschluss IK-80', 'Iso connector IK-80'],
    'Raab Bauteile AG',
    'raab-bauteile',
    ['Tragender Wärmedämmanschluss', 'Load-bearing thermal break'],
  ],
  [
    ['Brettsperrholz BSP Pro', 'Cross-laminated timber CLT Pro'],
    'Holzwerk Lindner KG',
    'holzwerk-lindner',
    ['Massivholzelemente bis 18 m', 'Solid timber panels up to 18 m'],
  ],
  [
    ['Spundbohle SB-700', 'Sheet pile SB-700'],
    'Stahlbau Weser GmbH',
    'stahlbau-weser',
    ['Warmgewalzte Spundwand', 'Hot-rolled sheet piling'],
  ],
  [
    ['Fugenband FX 350', 'Joint tape FX 350'],
    'Dichtungstechnik Ahrens',
    'dichtungstechnik-ahrens',
    ['Abdichtung für WU-Beton', 'Waterproofing for watertight concrete'],
  ],
  [
    ['Brückenlager Elastomer EL-5', 'Elastomeric bearing EL-5'],
    'Lagertechnik Sauer GmbH',
    'lagertechnik-sauer',
    ['Verformungslager für Brücken', 'Deformation bearings for bridges'],
  ],
  [
    ['Fassadenmodul FM Solar', 'Facade module FM Solar'],
    'Sonnfassade GmbH',
    'sonnfassade',
    ['Vorgehängte PV-Fassade', 'Ventilated PV facade'],
  ],
  [
    ['Gründach-System Sedum 80', 'Green roof system Sedum 80'],
    'Dachgrün Manufaktur',
    'dachgruen',
    ['Extensive Dachbegrünung', 'Extensive green roof'],
  ],
  [
    ['Kunststoffmantelrohr KMR 2', 'Pre-insulated pipe KMR 2'],
    'Rohrwerk Elbe GmbH',
    'rohrwerk-elbe',
    ['Fernwärmerohr mit PUR-Dämmung', 'District heating pipe with PUR insulation'],
  ],
  [
    ['Recyclingbeton R-C25', 'Recycled concrete R-C25'],
    'Kessler Betonwerke GmbH',
    'kessler-betonwerke',
    ['Beton mit 45 % Rezyklat', 'Concrete with 45 % recycled aggregate'],
  ],
  [
    ['Lärmschutzelement LS-Alu', 'Noise barrier panel LS-Alu'],
    'Schallschutz Vogt GmbH',
    'schallschutz-vogt',
    ['Hochabsorbierende Aluminiumkassette', 'Highly absorbent aluminium cassette'],
  ],
  [
    ['Wärmepumpe WP 120 Sole', 'Heat pump WP 120 brine'],
    'Thermotechnik Berger',
    'thermotechnik-berger',
    ['Sole-Wasser-Wärmepumpe', 'Ground-source heat pump'],
  ],
];

/** [companyname, slug]. Partner firms (fictional). */
export const PARTNERS: [string, string][] = [
  ['Hellwig + Partner Architekten', 'hellwig-partner'],
  ['Ingenieurgesellschaft Brandt mbH', 'ig-brandt'],
  ['Grünraum Landschaftsarchitektur', 'gruenraum'],
  ['Weber TGA Ingenieure', 'weber-tga'],
  ['Studio Nordhang Architektur', 'studio-nordhang'],
  ['Geotechnik Krämer & Söhne', 'geotechnik-kraemer'],
  ['Lichtplanung Ostwald', 'lichtplanung-ostwald'],
  ['Brandschutzbüro Falk', 'brandschutz-falk'],
  ['Verkehrsplanung Hoffmann GmbH', 'vp-hoffmann'],
  ['Wasserwerk Consult', 'wasserwerk-consult'],
];

export const PARTNER_ROLES: Pair[] = [
  ['Architektur', 'Architecture'],
  ['Tragwerksplanung', 'Structural engineering'],
  ['Landschaftsarchitektur', 'Landscape architecture'],
  ['TGA-Planung', 'Building services'],
  ['Baugrundgutachten', 'Geotechnical report'],
  ['Brandschutzkonzept', 'Fire safety concept'],
  ['Verkehrsplanung', 'Traffic planning'],
  ['ARGE-Partner', 'Joint venture partner'],
];

export const AWARDS: Pair[] = [
  ['Preis für Baukultur Nordhessen', 'North Hesse Building Culture Award'],
  ['Holzbaupreis Mitteldeutschland', 'Central Germany Timber Construction Award'],
  ['Ingenieurbaupreis des Landes', 'State Civil Engineering Award'],
  ['Auszeichnung Nachhaltiges Bauen', 'Sustainable Construction Award'],
  ['Brückenbaupreis Regional', 'Regional Bridge Award'],
  ['BIM-Champion des Jahres', 'BIM Champion of the Year'],
];

export const GROUPS: [Pair, parentIndex: number | null][] = [
  [['Nachhaltiges Bauen', 'Sustainable construction'], null],
  [['Holzbau-Projekte', 'Timber projects'], 0],
  [['Klimaneutrale Gebäude', 'Climate-neutral buildings'], 0],
  [['BIM-Projekte', 'BIM projects'], null],
  [['Öffentliche Auftraggeber', 'Public clients'], null],
  [['Bauen im Bestand', 'Building in existing fabric'], null],
  [['Leuchtturmprojekte', 'Flagship projects'], null],
];

export const COMPANY2_GROUPS: [Pair, parentIndex: number | null][] = [
  [['Norddeutsche Projekte', 'Northern German projects'], null],
  [['Hafenprojekte', 'Port projects'], null],
];

export const REFERENCE_TYPES: Pair[] = [
  ['Projektreferenz', 'Project reference'],
  ['Planungsreferenz', 'Design reference'],
  ['Gutachten', 'Expert report'],
  ['Rahmenvertrag', 'Framework agreement'],
];

export const CONTRACT_TYPES: Pair[] = [
  ['Generalunternehmervertrag', 'General contractor agreement'],
  ['Einheitspreisvertrag', 'Unit-price contract'],
  ['Pauschalvertrag', 'Lump-sum contract'],
  ['Planungsvertrag (HOAI)', 'Design contract (HOAI)'],
  ['ÖPP-Vertrag', 'PPP contract'],
  ['Rahmenvertrag', 'Framework contract'],
];
