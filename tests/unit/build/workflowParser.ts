/**
 * GitHub's own workflow parser (@actions/workflow-parser, the one behind the Actions language
 * service) and expression evaluator (@actions/expressions), for the workflow tests.
 */
import { registerHooks } from 'node:module';

// The parser imports its JSON schema without `with { type: 'json' }`, which bundlers accept and
// Node refuses; supply the attribute for that package's JSON files only.
registerHooks({
  load(url, context, nextLoad) {
    const json = url.includes('/@actions/workflow-parser/') && url.endsWith('.json');
    return nextLoad(url, json ? { ...context, importAttributes: { type: 'json' } } : context);
  },
});
const { convertWorkflowTemplate, NoOperationTraceWriter, parseWorkflow } = await import(
  '@actions/workflow-parser'
);
export const { data, Evaluator, Lexer, Parser } = await import('@actions/expressions');

/** The workflow's errors as GitHub would report them, and its template when it parses. */
export async function validate(content: string, name = 'deploy.yml') {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter());
  const errors = parsed.context.errors.getErrors().map((error) => error.message);
  if (!parsed.value) return { errors, template: undefined };
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return { errors: [...errors, ...(template.errors ?? []).map((error) => error.Message)], template };
}
