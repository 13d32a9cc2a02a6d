/**
 * The Assistant Gateway (shared/spec/assistant-gateway.md) in ONE definition: every tool's name,
 * scope, arguments and structuredContent, the resources, prompts, scopes and error codes. The
 * simulator serves from it, the gateway client validates with it, and tools/list publishes its
 * JSON-Schema form (toolListing) as each tool's inputSchema and outputSchema. Split by concern:
 * protocol.ts (constants, scopes, errors, limits), results.ts (argument and result building blocks),
 * tools.ts (the ten tools), primitives.ts (resources, prompts, content blocks); import from here.
 * Names the spec leaves open are chosen here once; simulator/README.md lists them.
 * No Astro imports: Node runs this file directly.
 */
export * from './primitives.ts';
export * from './protocol.ts';
export * from './results.ts';
export * from './tools.ts';
