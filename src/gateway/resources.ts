/**
 * resources/read on the client side: which shared definition a known URI's payload has, and the
 * payload (JSON in the text field, spec §4.4) parsed and validated.
 */
import { z } from 'zod';
import { GatewayError, summarizeIssues } from './errors.ts';
import {
  BranchNode,
  CompanyProfile,
  MediaEntry,
  PublicCompanyProfile,
  RESOURCE_MIME,
  ReferenceDetail,
  TOOLS,
} from './schemas.ts';

/** companies://{uniquename}, and the resources that mirror a tool's structuredContent. */
const KNOWN: readonly [RegExp, z.ZodType][] = [
  [/^companies:\/\/me$/, CompanyProfile],
  [/^companies:\/\/[^/?#]+$/, PublicCompanyProfile],
  [/^references:\/\/\d+$/, ReferenceDetail],
  [/^references:\/\/by-seo\/[^/?#]+\/[^/?#]+$/, ReferenceDetail],
  [/^references:\/\/list(?:\?.*)?$/, TOOLS.list_references.output],
  [/^branches:\/\/tree(?:\?.*)?$/, TOOLS.list_branches.output],
  [/^referencegroups:\/\/tree$/, TOOLS.list_referencegroups.output],
  [/^branches:\/\/\d+$/, BranchNode],
  [/^media:\/\/\d+$/, MediaEntry],
];

/** The shared definition of a known resource URI's payload, or undefined. */
export function resourceSchema(uri: string): z.ZodType | undefined {
  return KNOWN.find(([pattern]) => pattern.test(uri))?.[1];
}

const Contents = z
  .array(z.object({ uri: z.string(), mimeType: z.string().optional(), text: z.string().optional() }))
  .min(1);

export function parseResource<T>(
  contents: unknown,
  schema: z.ZodType<T> | undefined,
  ctx: { operation: string; redact: (text: string) => string },
): T {
  const fail = (why: string) =>
    new GatewayError(`Assistant gateway: ${ctx.operation}: ${ctx.redact(why)}`, {
      kind: 'invalid_response',
      operation: ctx.operation,
    });
  const entries = Contents.safeParse(contents);
  const first = entries.success ? entries.data[0] : undefined;
  if (first?.text === undefined) throw fail('no text contents in the answer');
  if (first.mimeType !== undefined && first.mimeType !== RESOURCE_MIME)
    throw fail(`unexpected mimeType ${first.mimeType}`);
  let payload: unknown;
  try {
    payload = JSON.parse(first.text);
  } catch {
    throw fail('contents are not valid JSON');
  }
  if (!schema) return payload as T;
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw fail(`payload does not match the shared definition (${summarizeIssues(parsed.error)})`);
  }
  return parsed.data;
}
