/**
 * Sessions (spec §3): `initialize` opens one and answers its ID in Mcp-Session-Id; DELETE tears it
 * down. A session belongs to the token that opened it. Requests without the header are served
 * statelessly; a request naming an unknown, torn-down or foreign session gets 404 (as the MCP
 * Streamable HTTP transport prescribes, so a client knows to initialize again).
 */
import { randomUUID } from 'node:crypto';

export const LOG_LEVELS = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Session {
  id: string;
  tokenKey: string;
  logLevel: LogLevel;
}

export class Sessions {
  readonly #open = new Map<string, Session>();

  open(tokenKey: string): Session {
    const s: Session = { id: randomUUID(), tokenKey, logLevel: 'info' };
    this.#open.set(s.id, s);
    return s;
  }

  /** The open session of that ID and token, or undefined. */
  get(id: string, tokenKey: string): Session | undefined {
    const s = this.#open.get(id);
    return s && s.tokenKey === tokenKey ? s : undefined;
  }

  close(id: string, tokenKey: string): boolean {
    if (!this.get(id, tokenKey)) return false;
    this.#open.delete(id);
    return true;
  }
}
