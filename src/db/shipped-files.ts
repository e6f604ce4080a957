// The files read by path at run time rather than imported: the migrations and the postcode list, under
// src/db. A shop installed from its build has no src/, so the build (scripts/build.ts) copies these
// folders beside the server's programs (build/app/db/…); this is the one place that finds them, from
// the source or from the build alike.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
/** src/db when this module runs as itself; build/app/db when it is bundled into a program in build/app. */
const dbFolder = here.endsWith('.ts') ? path.dirname(here) : path.join(path.dirname(here), 'db');

/** The folders of src/db that the build ships with the programs. */
export const SHIPPED_FOLDERS = ['migrations', 'data'] as const;

export function shippedPath(folder: (typeof SHIPPED_FOLDERS)[number], ...names: string[]): string {
  return path.join(dbFolder, folder, ...names);
}
