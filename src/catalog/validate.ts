/**
 * Schema validation with messages a human can act on: the endpoint, the reference_ID of the
 * offending object and the field path relative to that object, e.g.
 * "GET /references/referenceproject reference_ID=1042: projecttitle: expected string, received number".
 */
import { z } from 'zod';
import { CatalogSchemaError, type Rejected, type SchemaIssueSummary } from './errors.ts';

const MAX_LISTED_ISSUES = 5;

type PathKey = PropertyKey;

function formatPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? 'response' : out;
}

function isRecord(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null;
}

/** An integer ID, also when written as a numeric string (as the schemas accept it). */
function usableId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return Number.isInteger(id) ? (id as number) : undefined;
}

/** The innermost object along `path` that carries an integer reference_ID, and where it sits. */
function locateReference(data: unknown, path: readonly PathKey[]): { id: number; depth: number } | undefined {
  let node: unknown = data;
  let found: { id: number; depth: number } | undefined;
  for (let depth = 0; ; depth++) {
    const id = isRecord(node) ? usableId(node.reference_ID) : undefined;
    if (id !== undefined) found = { id, depth };
    if (depth >= path.length || !isRecord(node)) break;
    node = node[path[depth] as PropertyKey];
  }
  return found;
}

function summarize(
  data: unknown,
  issue: z.core.$ZodIssue,
  fallbackId: number | undefined,
): SchemaIssueSummary {
  const located = locateReference(data, issue.path);
  const relative = located ? issue.path.slice(located.depth) : issue.path;
  return {
    referenceId: located?.id ?? fallbackId,
    path: formatPath(relative),
    message: issue.message.replace(/^Invalid input: /, ''),
  };
}

function schemaErrorMessage(endpoint: string, issues: readonly SchemaIssueSummary[]): string {
  const parts = issues.slice(0, MAX_LISTED_ISSUES).map((issue, i) => {
    const sameRef = i > 0 && issues[i - 1]?.referenceId === issue.referenceId;
    const ref = issue.referenceId === undefined || sameRef ? '' : `reference_ID=${issue.referenceId}: `;
    return `${ref}${issue.path}: ${issue.message}`;
  });
  const more =
    issues.length > MAX_LISTED_ISSUES ? ` (+${issues.length - MAX_LISTED_ISSUES} more issues)` : '';
  const first = issues[0]?.referenceId === undefined ? ': ' : ' ';
  return `${endpoint}${first}${parts.join('; ')}${more}`;
}

/**
 * Parses `data` or throws CatalogSchemaError. `referenceId` names the requested reference when
 * the payload itself does not carry a usable reference_ID.
 */
export function parseWith<S extends z.ZodType>(
  schema: S,
  data: unknown,
  endpoint: string,
  referenceId?: number,
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => summarize(data, issue, referenceId));
  return throwSchemaError(endpoint, issues, result.error);
}

function throwSchemaError(endpoint: string, issues: SchemaIssueSummary[], cause: unknown): never {
  throw new CatalogSchemaError(schemaErrorMessage(endpoint, issues), {
    endpoint,
    referenceId: issues[0]?.referenceId,
    issues,
    cause,
  });
}

const AnyArray = z.array(z.unknown());

/**
 * Parses a list answer item by item: an answer that is not a list throws (the endpoint's shape is
 * unusable), an item that fails `schema` is returned as rejected, with its first issue, instead of
 * failing the whole list.
 */
export function parseEach<S extends z.ZodType>(
  schema: S,
  data: unknown,
  endpoint: string,
): { items: Array<z.output<S>>; rejected: Rejected[] } {
  const rows = parseWith(AnyArray, data, endpoint);
  const items: Array<z.output<S>> = [];
  const rejected: Rejected[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row);
    if (result.success) items.push(result.data);
    else
      rejected.push(
        rejectedOf(
          endpoint,
          result.error.issues.map((issue) => summarize(row, issue, undefined)),
        ),
      );
  }
  return { items, rejected };
}

/** What a quarantine line names: the endpoint, the reference (when it has a usable ID) and the first field. */
export function rejectedOf(endpoint: string, issues: readonly SchemaIssueSummary[]): Rejected {
  const first = issues[0];
  return {
    endpoint,
    referenceId: first?.referenceId,
    field: first?.path ?? 'response',
    message: first?.message ?? 'unusable',
  };
}
