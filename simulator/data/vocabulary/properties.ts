/** Project property definitions per company (data only; properties.ts builds the catalog). */
import type { PropertyKind } from '../model.ts';
import type { Pair } from './catalog.ts';
import type { Domain } from './projecttypes.ts';

export interface FieldDef {
  key: string;
  title: Pair;
  description: Pair;
  kind: PropertyKind;
  /** Index into the company's work fields. */
  workfield: number;
  internal?: boolean;
  publiclyVisible?: boolean;
  filterable?: boolean;
  unit?: string;
  options?: Pair[];
  /** Probability of a value per domain (missing domain = never). */
  p: Partial<Record<Domain, number>>;
  /** Number range [min, max] for number fields. */
  range?: [number, number];
  /** Most options a multiselect value takes. */
  maxOptions?: number;
}

export interface SectionDef {
  title: Pair;
  teaser: Pair;
  branch: string | null;
  fields: FieldDef[];
}

const building = { building: 1 };
const civil = { water: 1, transport: 1, energy: 1, foundation: 1 };
const every = { ...building, ...civil };
const scale = (p: Partial<Record<Domain, number>>, f: number) =>
  Object.fromEntries(Object.entries(p).map(([k, v]) => [k, v * f])) as Partial<Record<Domain, number>>;

export const COMPANY1_SECTIONS: SectionDef[] = [
  {
    title: ['Gebäudedaten', 'Building data'],
    teaser: ['Kennwerte des Gebäudes', 'Key figures of the building'],
    branch: 'hochbau',
    fields: [
      {
        key: 'energie',
        title: ['Energiestandard', 'Energy standard'],
        description: ['Erreichter Effizienzstandard', 'Achieved efficiency standard'],
        kind: 'select',
        workfield: 0,
        filterable: true,
        options: [
          ['GEG-Standard', 'GEG standard'],
          ['KfW-Effizienzhaus 55', 'KfW Efficiency House 55'],
          ['KfW-Effizienzhaus 40', 'KfW Efficiency House 40'],
          ['Passivhaus', 'Passive house'],
          ['Plusenergiehaus', 'Plus-energy building'],
        ],
        p: scale(building, 0.85),
      },
      {
        key: 'bauweise',
        title: ['Bauweise', 'Construction method'],
        description: ['Tragende Konstruktion', 'Load-bearing structure'],
        kind: 'multiselect',
        workfield: 1,
        filterable: true,
        maxOptions: 2,
        options: [
          ['Holzbau', 'Timber construction'],
          ['Holz-Hybridbau', 'Timber-hybrid construction'],
          ['Stahlbeton', 'Reinforced concrete'],
          ['Stahlbau', 'Steel construction'],
          ['Mauerwerk', 'Masonry'],
          ['Modulbau', 'Modular construction'],
        ],
        p: scale(building, 0.9),
      },
      {
        key: 'bgf',
        title: ['Bruttogeschossfläche', 'Gross floor area'],
        description: ['BGF nach DIN 277', 'GFA according to DIN 277'],
        kind: 'number',
        workfield: 0,
        unit: 'm²',
        range: [400, 40000],
        p: scale(building, 0.7),
      },
      {
        key: 'geschosse',
        title: ['Geschosse', 'Storeys'],
        description: ['Oberirdische Geschosse', 'Storeys above ground'],
        kind: 'number',
        workfield: 0,
        range: [1, 12],
        p: scale(building, 0.6),
      },
    ],
  },
  {
    title: ['Nachhaltigkeit', 'Sustainability'],
    teaser: ['Zertifikate und Klimawirkung', 'Certificates and climate impact'],
    branch: null,
    fields: [
      {
        key: 'zertifikat',
        title: ['Zertifizierung', 'Certification'],
        description: ['Nachhaltigkeitszertifikate', 'Sustainability certificates'],
        kind: 'multiselect',
        workfield: 3,
        filterable: true,
        maxOptions: 2,
        options: [
          ['DGNB Platin', 'DGNB Platinum'],
          ['DGNB Gold', 'DGNB Gold'],
          ['DGNB Silber', 'DGNB Silver'],
          ['BNB Gold', 'BNB Gold'],
          ['LEED Gold', 'LEED Gold'],
          ['BREEAM Very Good', 'BREEAM Very Good'],
        ],
        p: { building: 0.35 },
      },
      {
        key: 'co2',
        title: ['CO₂-Einsparung', 'CO₂ savings'],
        description: ['Gegenüber Referenzgebäude', 'Compared with the reference building'],
        kind: 'number',
        workfield: 3,
        unit: 't/a',
        range: [20, 4000],
        p: scale(every, 0.3),
      },
    ],
  },
  {
    title: ['Ingenieurbauwerk', 'Civil structure'],
    teaser: ['Konstruktion und Bauablauf', 'Structure and construction sequence'],
    branch: 'infrastruktur',
    fields: [
      {
        key: 'bauwerksart',
        title: ['Bauwerksart', 'Type of structure'],
        description: ['Vorherrschende Bauart', 'Predominant type of construction'],
        kind: 'select',
        workfield: 1,
        filterable: true,
        options: [
          ['Stahlbetonbau', 'Reinforced concrete'],
          ['Spannbetonbau', 'Prestressed concrete'],
          ['Stahlverbundbau', 'Steel-composite'],
          ['Stahlbau', 'Steel'],
          ['Holzbau', 'Timber'],
          ['Erdbau', 'Earthworks'],
        ],
        p: scale(civil, 0.85),
      },
      {
        key: 'betrieb',
        title: ['Bauen unter Betrieb', 'Construction under live operation'],
        description: [
          'Verkehr oder Anlage lief während der Bauzeit weiter',
          'Traffic or plant kept running during works',
        ],
        kind: 'select',
        workfield: 1,
        filterable: true,
        options: [
          ['Ja', 'Yes'],
          ['Nein', 'No'],
        ],
        p: scale(civil, 0.6),
      },
    ],
  },
  {
    title: ['Interne Projektdaten', 'Internal project data'],
    teaser: ['Nur für den internen Gebrauch', 'For internal use only'],
    branch: null,
    fields: [
      {
        key: 'vergabe',
        title: ['Vergabeverfahren', 'Award procedure'],
        description: ['Verfahren der Auftragsvergabe', 'Procedure by which the contract was awarded'],
        kind: 'select',
        workfield: 2,
        internal: true,
        publiclyVisible: true,
        filterable: true,
        options: [
          ['Offenes Verfahren', 'Open procedure'],
          ['Nichtoffenes Verfahren', 'Restricted procedure'],
          ['Verhandlungsverfahren', 'Negotiated procedure'],
          ['Wettbewerblicher Dialog', 'Competitive dialogue'],
        ],
        p: scale(every, 0.8),
      },
      {
        key: 'eigenleistung',
        title: ['Eigenleistungsanteil', 'Share of own work'],
        description: ['Anteil selbst erbrachter Leistungen', 'Share of work performed in-house'],
        kind: 'number',
        workfield: 2,
        internal: true,
        publiclyVisible: true,
        unit: '%',
        range: [15, 100],
        p: scale(every, 0.6),
      },
      {
        key: 'risiko',
        title: ['Risikoklasse', 'Risk class'],
        description: ['Interne Risikobewertung', 'Internal risk rating'],
        kind: 'select',
        workfield: 2,
        internal: true,
        options: [
          ['A – gering', 'A – low'],
          ['B – mittel', 'B – medium'],
          ['C – hoch', 'C – high'],
        ],
        p: scale(every, 0.9),
      },
      {
        key: 'nachtrag',
        title: ['Nachtragsquote', 'Change-order rate'],
        description: ['Nachträge in % der Auftragssumme', 'Change orders as % of contract value'],
        kind: 'number',
        workfield: 2,
        internal: true,
        unit: '%',
        range: [0, 35],
        p: scale(every, 0.5),
      },
    ],
  },
];

export const COMPANY2_SECTIONS: SectionDef[] = [
  {
    title: ['Objektdaten', 'Property data'],
    teaser: ['Eckdaten des Objekts', 'Key data of the property'],
    branch: null,
    fields: [
      {
        key: 'wohnflaeche',
        title: ['Wohnfläche', 'Living area'],
        description: ['Nach WoFlV', 'According to WoFlV'],
        kind: 'number',
        workfield: 0,
        unit: 'm²',
        range: [400, 12000],
        p: { building: 0.8 },
      },
      {
        key: 'n-bauweise',
        title: ['Bauweise', 'Construction method'],
        description: ['Tragende Konstruktion', 'Load-bearing structure'],
        kind: 'multiselect',
        workfield: 0,
        filterable: true,
        maxOptions: 2,
        options: [
          ['Massivbau', 'Solid construction'],
          ['Holzrahmenbau', 'Timber frame'],
          ['Modulbau', 'Modular construction'],
        ],
        p: { building: 0.9, water: 0.3 },
      },
    ],
  },
];
