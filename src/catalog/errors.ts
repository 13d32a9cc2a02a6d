/**
 * One error hierarchy for everything the catalog client can fail with. Messages start with the
 * endpoint ("GET /references/search") so a build log names the failing call. Callers that create
 * these errors pass text that is already redacted (see redact.ts): no API key or password here.
 */

export interface CatalogErrorInit {
  endpoint: string;
  referenceId?: number | undefined;
  status?: number | undefined;
  attempts?: number | undefined;
  cause?: unknown;
}

export class CatalogError extends Error {
  override name = 'CatalogError';
  /** "GET /references/referenceproject": method and path, never the query. */
  readonly endpoint: string;
  readonly referenceId: number | undefined;
  readonly status: number | undefined;
  /** Number of HTTP attempts made before giving up (1 when not retried). */
  readonly attempts: number | undefined;

  constructor(message: string, init: CatalogErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.endpoint = init.endpoint;
    this.referenceId = init.referenceId;
    this.status = init.status;
    this.attempts = init.attempts;
  }
}

/** 401: missing, unknown or revoked API key (or export login rejected). Never retried. */
export class CatalogAuthError extends CatalogError {
  override name = 'CatalogAuthError';
}

/** Non-success HTTP status: 4xx immediately, 5xx/429 once retries are exhausted. */
export class CatalogHttpError extends CatalogError {
  override name = 'CatalogHttpError';
}

/** Connection refused/reset/dropped after all retries. */
export class CatalogNetworkError extends CatalogError {
  override name = 'CatalogNetworkError';
}

/** No complete response within timeoutMs on every attempt. */
export class CatalogTimeoutError extends CatalogNetworkError {
  override name = 'CatalogTimeoutError';
}

/** 200 whose body is not JSON. Not retried: a server bug does not fix itself in 200 ms. */
export class CatalogMalformedResponseError extends CatalogError {
  override name = 'CatalogMalformedResponseError';
}

export interface SchemaIssueSummary {
  referenceId: number | undefined;
  /** Path relative to the object carrying reference_ID, e.g. "services[0].servicename". */
  path: string;
  message: string;
}

/** A reference delivered in a shape the site cannot use: quarantined, not fatal (docs/catalog-tolerance.md). */
export interface Rejected {
  /** "GET /references/referenceprojects" */
  endpoint: string;
  /** undefined when the reference has no usable ID. */
  referenceId: number | undefined;
  /** The first offending field, relative to the reference, e.g. "projecttitle". */
  field: string;
  message: string;
}

/** Valid JSON whose shape differs from the spec (schema drift). */
export class CatalogSchemaError extends CatalogError {
  override name = 'CatalogSchemaError';
  readonly issues: readonly SchemaIssueSummary[];

  constructor(message: string, init: CatalogErrorInit & { issues: readonly SchemaIssueSummary[] }) {
    super(message, init);
    this.issues = init.issues;
  }
}

/** Paged results do not add up to the count the API reported (duplicates or missing IDs). */
export class CatalogPaginationError extends CatalogError {
  override name = 'CatalogPaginationError';
  readonly expected: number;
  readonly received: number;
  readonly duplicateIds: readonly number[];

  constructor(
    message: string,
    init: CatalogErrorInit & {
      expected: number;
      received: number;
      duplicateIds: readonly number[];
    },
  ) {
    super(message, init);
    this.expected = init.expected;
    this.received = init.received;
    this.duplicateIds = init.duplicateIds;
  }
}

/** "GET /references/referenceproject reference_ID=1042" */
export function where(endpoint: string, referenceId?: number): string {
  return referenceId === undefined ? endpoint : `${endpoint} reference_ID=${referenceId}`;
}
