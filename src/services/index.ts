// Every capability's service, built once per process on one database handle.
// Routes (http/) and page loaders (web/, through the load context) reach services only through here.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createCatalog } from './catalog/index.ts';

export function createServices(db: Database, config: Config) {
  return {
    db,
    config,
    catalog: createCatalog(db),
  };
}

export type Services = ReturnType<typeof createServices>;
