// Card terminals at the counter (specs/pos.md, integrations A and B). (Issue 13, to build.)
import type { Database } from '../../db/client.ts';

export function createTerminalService(_db: Database, _deps: { now?: () => Date } = {}) {
  return {};
}

export type TerminalService = ReturnType<typeof createTerminalService>;
