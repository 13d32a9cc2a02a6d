/**
 * Branch (industry) trees per company, stored as nested sets like the real service: a node's
 * descendants are exactly the nodes whose lft/rgt lie inside its own range.
 */

import { slugify } from '../../src/catalog/slug.ts';
import type { SimBranch } from './model.ts';

/** Tree definition: [key, German name, English name, children]. Keys are what project types refer to. */
export type BranchDef = [key: string, de: string, en: string, children?: BranchDef[]];

export const COMPANY1_TREE: BranchDef[] = [
  [
    'hochbau',
    'Hochbau',
    'Building construction',
    [
      [
        'bildung',
        'Bildungsbauten',
        'Educational buildings',
        [
          ['schulen', 'Schulen', 'Schools'],
          ['kitas', 'Kindertagesstätten', 'Day-care centres'],
          ['hochschulen', 'Hochschulen', 'Universities'],
        ],
      ],
      [
        'oeffentlich',
        'Öffentliche Bauten',
        'Public buildings',
        [
          ['verwaltung', 'Verwaltungsbauten', 'Administrative buildings'],
          ['feuerwehr', 'Feuerwehr & Rettungswesen', 'Fire & rescue services'],
          ['sport', 'Sport & Freizeit', 'Sports & leisure'],
        ],
      ],
      [
        'gesundheit',
        'Gesundheitsbauten',
        'Healthcare buildings',
        [
          ['kliniken', 'Krankenhäuser', 'Hospitals'],
          ['pflege', 'Pflegeeinrichtungen', 'Care homes'],
        ],
      ],
      [
        'wohnen',
        'Wohnungsbau',
        'Residential construction',
        [
          ['quartiere', 'Wohnquartiere', 'Residential quarters'],
          ['gefoerdert', 'Geförderter Wohnungsbau', 'Social housing'],
        ],
      ],
    ],
  ],
  [
    'tiefbau',
    'Tiefbau',
    'Civil engineering',
    [
      [
        'wasserbau',
        'Wasserbau',
        'Hydraulic engineering',
        [
          ['hochwasser', 'Hochwasserschutz', 'Flood protection'],
          ['haefen', 'Häfen & Wasserstraßen', 'Ports & waterways'],
        ],
      ],
      [
        'siedlungswasser',
        'Siedlungswasserwirtschaft',
        'Urban water management',
        [
          ['klaeranlagen', 'Kläranlagen', 'Wastewater treatment plants'],
          ['kanalbau', 'Kanalbau', 'Sewer construction'],
        ],
      ],
      [
        'spezialtiefbau',
        'Spezialtiefbau',
        'Specialist foundation engineering',
        [
          ['tiefgaragen', 'Tiefgaragen', 'Underground car parks'],
          ['baugruben', 'Baugruben & Verbau', 'Excavation pits & shoring'],
        ],
      ],
    ],
  ],
  [
    'infrastruktur',
    'Infrastruktur',
    'Infrastructure',
    [
      [
        'verkehr',
        'Verkehrsbau',
        'Transport infrastructure',
        [
          [
            'bruecken',
            'Brücken',
            'Bridges',
            [['fussgaengerbruecken', 'Fuß- und Radwegbrücken', 'Footbridges']],
          ],
          ['strassen', 'Straßenbau', 'Road construction'],
          ['radwege', 'Radwege', 'Cycle paths'],
          ['schiene', 'Schienenverkehr', 'Rail transport'],
        ],
      ],
      [
        'energie',
        'Energie & Versorgung',
        'Energy & utilities',
        [
          ['fernwaerme', 'Fernwärme', 'District heating'],
          ['erneuerbare', 'Erneuerbare Energien', 'Renewable energy'],
        ],
      ],
      ['laermschutz', 'Lärmschutz', 'Noise protection'],
    ],
  ],
];

export const COMPANY2_TREE: BranchDef[] = [
  [
    'n-hochbau',
    'Hochbau',
    'Building construction',
    [
      [
        'n-wohnen',
        'Wohnungsbau',
        'Residential construction',
        [
          ['n-mfh', 'Mehrfamilienhäuser', 'Apartment buildings'],
          ['n-studenten', 'Studentenwohnheime', 'Student housing'],
        ],
      ],
    ],
  ],
  [
    'n-ingenieurbau',
    'Ingenieurbau',
    'Civil engineering',
    [['n-hafen', 'Hafenbau', 'Port construction', [['n-kai', 'Kaianlagen', 'Quay structures']]]],
  ],
];

export interface BuiltTree {
  branches: SimBranch[];
  /** branch_ID by definition key. */
  idByKey: Map<string, number>;
}

/** Assigns IDs in depth-first order from `firstId` and computes lft/rgt by one DFS walk. */
export function buildTree(defs: BranchDef[], company_ID: number, firstId: number): BuiltTree {
  const branches: SimBranch[] = [];
  const idByKey = new Map<string, number>();
  let nextId = firstId;
  let counter = 1;
  const walk = (nodes: BranchDef[], parent_ID: number | null, depth: number): void => {
    nodes.forEach(([key, de, en, children], index) => {
      const branch: SimBranch = {
        branch_ID: nextId++,
        company_ID,
        parent_ID,
        name: { de, en },
        seolabel: { de: slugify(de, 'de'), en: slugify(en, 'en') },
        lft: counter++,
        rgt: 0,
        depth,
        sortorder: index + 1,
      };
      branches.push(branch);
      idByKey.set(key, branch.branch_ID);
      if (children) walk(children, branch.branch_ID, depth + 1);
      branch.rgt = counter++;
    });
  };
  walk(defs, null, 1);
  return { branches, idByKey };
}
