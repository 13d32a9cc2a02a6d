/** A tool result as the gateway gives it: the Markdown text, a link per reference, structuredContent. */
import type { Sources } from './sources.ts';

export type ToolOutput = {
  content: (
    | { type: 'text'; text: string }
    | { type: 'resource_link'; uri: string; name: string; mimeType: string }
  )[];
  structuredContent: object;
  isError?: true;
};

/** The gateway links a reference's resource; the site links its public page. */
export function toolOutput(
  s: Sources,
  markdown: string,
  structuredContent: object,
  links: readonly { reference_ID: number; title: string }[] = [],
): ToolOutput {
  return {
    content: [
      { type: 'text', text: markdown },
      ...links.map((l) => ({
        type: 'resource_link' as const,
        uri: s.url(s.byId.get(l.reference_ID)?.path ?? '/'),
        name: l.title,
        mimeType: 'text/html',
      })),
    ],
    structuredContent,
  };
}
