/**
 * prompts/get (spec §4.5): ready-to-run user messages that name the tools to call. Arguments are
 * strings (MCP) validated by the shared definitions; a missing required or malformed one is -32602.
 */
import { LIMITS, PROMPTS, type PromptName } from '../../src/gateway/schemas.ts';
import { RpcError } from './errors.ts';

export const isPromptName = (n: unknown): n is PromptName =>
  typeof n === 'string' && Object.hasOwn(PROMPTS, n);

function parseArgs(name: PromptName, raw: unknown): Record<string, string> {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)))
    throw new RpcError('invalidParams', 'arguments must be an object of strings');
  const given = (raw ?? {}) as Record<string, unknown>;
  const defs = PROMPTS[name].arguments as Record<
    string,
    { required: boolean; schema: { safeParse(v: unknown): { success: boolean } } }
  >;
  for (const key of Object.keys(given))
    if (!Object.hasOwn(defs, key))
      throw new RpcError('invalidParams', `Unknown argument ${key} of prompt ${name}`);
  const out: Record<string, string> = {};
  for (const [key, def] of Object.entries(defs)) {
    const v = given[key];
    if (v === undefined) {
      if (def.required) throw new RpcError('invalidParams', `Prompt ${name} needs the argument ${key}`);
      continue;
    }
    if (typeof v !== 'string' || !def.schema.safeParse(v).success)
      throw new RpcError('invalidParams', `Invalid argument ${key} of prompt ${name}`);
    out[key] = v;
  }
  return out;
}

function text(name: PromptName, a: Record<string, string>): string {
  const lang = a.lang ?? 'de';
  const inLang = lang === 'de' ? 'Answer in German.' : 'Answer in English.';
  switch (name) {
    case 'summarize_reference':
      return `Call get_reference with reference_ID ${a.reference_ID} and lang "${lang}". Summarize the project in exactly five bullet points for a sales pitch: task, client, scope, result, what makes it stand out. ${inLang}`;
    case 'compare_references': {
      const ids = (a.reference_IDs ?? '').split(',').map((s) => s.trim());
      return `Call get_reference with lang "${lang}" for each of the reference_IDs ${ids.join(', ')}. Compare them side by side in a Markdown table with one column per reference and rows for period, location, client, branches, services and notable facts. ${inLang}`;
    }
    case 'match_rfp':
      return `Call match_references with count ${a.top_k ?? LIMITS.matchCountDefault} and the text below. For each match, call get_reference and explain in two sentences why it fits the brief.\n\n---\n${a.text}`;
    case 'case_study_draft':
      return `Call get_reference with reference_ID ${a.reference_ID} and lang "${lang}", and get_reference_media_urls for its images. Draft a ${a.length ?? 'medium'} case study in a ${a.tone ?? 'formal'} tone: challenge, solution, result, and a client quote if the reference has one. ${inLang}`;
    case 'branch_overview':
      return `Call list_branches with parent_ID ${a.branch_ID} and lang "${lang}" for its sub-branches, then list_references with branch_ID ${a.branch_ID}, sort "datefrom desc" and limit 50. Summarize the activity in this branch: number of projects, typical project types, regions, and the most recent projects. ${inLang}`;
  }
}

export function getPrompt(name: unknown, rawArgs: unknown) {
  if (!isPromptName(name)) throw new RpcError('invalidParams', 'Unknown prompt');
  const args = parseArgs(name, rawArgs);
  return {
    description: PROMPTS[name].description,
    messages: [{ role: 'user' as const, content: { type: 'text' as const, text: text(name, args) } }],
  };
}
