// The deterministic demo seed. (Filled in by the seed work.)
import type { Database } from '../client.ts';

export interface SeedOptions {
  products: number;
}

export async function seedDatabase(db: Database, opts: SeedOptions): Promise<void> {
  void db;
  void opts;
}
