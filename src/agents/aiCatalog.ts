/**
 * /.well-known/ai-catalog.json (Agentic Resource Discovery 1.0, the schema and conformance rules
 * Lighthouse 13 ships in lighthouse/third-party/ard): one entry, the assistant guide as an agent
 * skill (text/markdown, profile urn:air:agent-skills). At the well-known URI, where ARD looks first
 * (an Agentmap line in robots.txt is for catalogs elsewhere).
 */
import { absoluteUrl } from '../i18n/routes.ts';
import { SITE_TOOLS } from './siteTools.ts';
import { SKILL_NAME, SKILL_PATH } from './skill.ts';

export const AI_CATALOG_PATH = '/.well-known/ai-catalog.json';

/** The URN's publisher part: the site's host name (letters, digits, dots and hyphens). */
const publisher = (site: URL | string | undefined) =>
  (site ? new URL(site).hostname : 'localhost').replace(/[^a-zA-Z0-9.-]/g, '-');

export function aiCatalog(site: URL | string | undefined, company: string): object {
  const name = company || 'References';
  return {
    specVersion: '1.0',
    host: { displayName: name, documentationUrl: absoluteUrl('/llms.txt', site) },
    entries: [
      {
        identifier: `urn:air:${publisher(site)}:references:${SKILL_NAME}`,
        displayName: `${name}: reference portfolio`,
        type: 'text/markdown; profile="urn:air:agent-skills"',
        url: absoluteUrl(SKILL_PATH, site),
        description: `The published reference projects of ${name} (German and English): WebMCP tools in every page, Markdown versions of the reference pages and llms.txt.`,
        tags: ['references', 'portfolio', 'projects', 'webmcp', 'de', 'en'],
        capabilities: [...SITE_TOOLS],
        representativeQueries: [
          `Which projects has ${name} done in this industry?`,
          `Find references of ${name} that match this tender text`,
          `List the ongoing projects of ${name}`,
        ],
      },
    ],
  };
}
