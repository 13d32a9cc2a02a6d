/** First stage of query parsing: raw query string → operator tokens (nothing is folded yet). */

export type QueryToken =
  | { type: 'or' }
  | { type: 'term'; prefix: '' | '+' | '-'; text: string; quoted: boolean };

// Typographic quotes count as quotes: German users type „Brücke“.
const QUOTES = /[„“”]/g;
const SPACE = /\s/;

/**
 * Splits on whitespace and double quotes. A leading + or - attaches to the term or phrase it
 * touches; "OR" (uppercase, unquoted, unprefixed) is the only keyword. An unbalanced quote runs
 * to the end of the query.
 */
export function lexQuery(input: string): QueryToken[] {
  const query = input.replace(QUOTES, '"');
  const tokens: QueryToken[] = [];
  let i = 0;
  while (i < query.length) {
    if (SPACE.test(query[i] ?? '')) {
      i++;
      continue;
    }
    let prefix: '' | '+' | '-' = '';
    const c = query[i];
    if (c === '+' || c === '-') {
      prefix = c;
      i++;
    }
    if (query[i] === '"') {
      const close = query.indexOf('"', i + 1);
      const end = close === -1 ? query.length : close;
      tokens.push({ type: 'term', prefix, text: query.slice(i + 1, end), quoted: true });
      i = end + 1;
      continue;
    }
    let j = i;
    while (j < query.length && query[j] !== '"' && !SPACE.test(query[j] ?? '')) j++;
    const text = query.slice(i, j);
    if (prefix === '' && text === 'OR') tokens.push({ type: 'or' });
    else tokens.push({ type: 'term', prefix, text, quoted: false });
    i = j;
  }
  return tokens;
}
