import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../../src/search/entities.ts';
import { htmlToText } from '../../../src/search/html.ts';
import { indexTokens } from '../../../src/search/tokenize.ts';

const words = (html: string): string[] => indexTokens(htmlToText(html));

describe('htmlToText', () => {
  it('keeps the visible text and separates block elements', () => {
    expect(
      words('<h2>Neubau</h2><p>Grundschule<br>mit Sporthalle</p><ul><li>Mensa</li><li>Hof</li></ul>'),
    ).toEqual(['neubau', 'grundschule', 'mit', 'sporthalle', 'mensa', 'hof']);
  });

  it('does not split a word broken by inline markup', () => {
    expect(words('Fern<b>wärme</b><i>leitung</i> und <a href="/x">Brücken</a>sanierung')).toEqual([
      'fernwaermeleitung',
      'und',
      'brueckensanierung',
    ]);
  });

  it('drops script, style and other non-rendered content, whatever the case or attributes', () => {
    const html =
      '<p>Sichtbar</p><script>var geheim = 1;</script><SCRIPT type="text/javascript">tracking()</SCRIPT >' +
      '<style media="x">.versteckt{color:red}</style><template><p>vorlage</p></template>' +
      '<noscript>kein js</noscript><iframe src="x">rahmen</iframe>Ende';
    expect(words(html)).toEqual(['sichtbar', 'ende']);
  });

  it('does not end a script at a look-alike tag, and drops an unclosed script to the end', () => {
    expect(words('a<script>x = "</scripts>"; geheim()</script>b')).toEqual(['a', 'b']);
    expect(words('Text<script>alert("geheim")')).toEqual(['text']);
  });

  it('never exposes attribute values, even with ">" inside quotes', () => {
    expect(
      words('<img alt="x > geheim" onerror="steal()">Bild <a title=\'a>b geheim\' href="#">Link</a>'),
    ).toEqual(['bild', 'link']);
  });

  it('drops comments (also ones hiding markup), doctype, CDATA and processing instructions', () => {
    const html =
      '<!DOCTYPE html>A<!-- <p>geheim</p> -->B<!--->C<![CDATA[geheim]]>D<?xml geheim?>E<!-- offen geheim';
    expect(words(html)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('drops a tag cut off at the end of the input', () => {
    expect(words('Text <img src="x" onerror="geheim')).toEqual(['text']);
  });

  it('keeps a literal "<" that does not start a tag', () => {
    expect(htmlToText('a < b, <3 Kinder')).toBe('a < b, <3 Kinder');
  });

  it('decodes entities after removing markup, so escaped tags are just text', () => {
    expect(htmlToText('Br&uuml;cke &amp; Stra&szlig;e')).toBe('Brücke & Straße');
    expect(words('&lt;script&gt;Hinweis&lt;/script&gt;')).toEqual(['script', 'hinweis', 'script']);
  });

  it('handles mixed-case tags next to non-ASCII text without shifting positions', () => {
    expect(words('İstanbul<SCRIPT>geheim</SCRIPT>Brücke')).toEqual(['istanbul', 'bruecke']);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references', () => {
    expect(decodeEntities('&Auml;&ouml;&uuml;&szlig; &#228; &#xE4; &euro; &ndash;')).toBe('Äöüß ä ä € –');
  });

  it('turns invalid code points into U+FFFD and leaves unknown names alone', () => {
    expect(decodeEntities('&#0; &#xD800; &#x110000;')).toBe('\uFFFD \uFFFD \uFFFD');
    expect(decodeEntities('AT&T &unbekannt; Q&A')).toBe('AT&T &unbekannt; Q&A');
  });

  it('accepts a missing semicolon like browsers do for common names', () => {
    expect(decodeEntities('Gr&uumlnfl&auml;che &amp Co')).toBe('Grünfläche & Co');
  });
});
