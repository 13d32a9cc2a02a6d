/**
 * Key terms of a tender text: its words as the search core folds and splits them, without German
 * and English stop words, ranked by frequency; a word also counts once for each longer word it hides
 * in (compounds mention it: "Schule" in "Grundschulneubau"), decided by the search core's own classifier, so the
 * dropped final e counts only where a compound continues (not "Brücke" in "Osnabrück").
 */

import { indexTokens, infixOf } from '../search/index.ts';
import { wordClassifier } from '../search/termMatcher.ts';

const STOP_DE =
  'aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus bei beim bin bis bist da damit dann das dass dein deine dem den der des dessen dich die dies diese dieselbe diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines einig einige einigem einigen einiger einiges einmal er es etwas euch euer eure fuer gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres im in indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine keinem keinen keiner keines koennen koennte machen man manche manchem manchen mancher manches mein meine mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner seines selbst sich sie sind so solche solchem solchen solcher solches soll sollte sondern sowie um und uns unser unsere unter viel vom von vor waehrend war waren warst was weg weil weiter welche welchem welchen welcher welches wenn werde werden wie wieder will wir wird wirst wo wollen wollte wuerde wuerden zu zum zur zwar zwischen sowie bzw ca etc ggf inkl sowie rund ueber';
const STOP_EN =
  'a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs them themselves then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself yourselves also may must shall within without per via including';

const STOP = new Set([...STOP_DE.split(' '), ...STOP_EN.split(' ')]);

export interface KeyTerm {
  /** Folded, as the search core matches it ("schule"). */
  term: string;
  /** As the text first wrote it ("Schule"), for people. */
  display: string;
  weight: number;
}

/** Words worth matching: at least 3 letters, not a stop word, not a bare number. */
const isCandidate = (w: string): boolean => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w);

// A written word before folding: letters, digits, and what folding drops inside a word.
const RAW_WORD = /[\p{L}\p{N}\p{M}\p{Cf}]+/gu;

/** How the text first wrote each folded word (a written word that folds to one word). */
function spellings(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.match(RAW_WORD) ?? []) {
    const folded = indexTokens(raw);
    if (folded.length === 1 && !out.has(folded[0] as string))
      out.set(folded[0] as string, raw.normalize('NFC'));
  }
  return out;
}

/** Up to `max` key terms of a text, best first (ties: first occurrence). */
export function keyTerms(text: string, max = 12): KeyTerm[] {
  const counts = new Map<string, number>();
  for (const w of indexTokens(text)) if (isCandidate(w)) counts.set(w, (counts.get(w) ?? 0) + 1);
  // Shortlist by plain frequency first: the compound pass is quadratic in the words it compares.
  const shortlist = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 60);
  const words = [...counts.keys()];
  const scored = shortlist.map(([term, n], order) => {
    // The core's own rule for a plain word inside longer words (literal or dropped e).
    const classify = wordClassifier({ kind: 'plain', word: term, infix: infixOf(term) });
    let inside = 0;
    for (const w of words) if (w !== term && classify?.(w)) inside += counts.get(w) ?? 0;
    return { term, weight: n + inside, order };
  });
  scored.sort((a, b) => b.weight - a.weight || a.order - b.order);
  const written = spellings(text);
  return scored
    .slice(0, max)
    .map(({ term, weight }) => ({ term, display: written.get(term) ?? term, weight }));
}
