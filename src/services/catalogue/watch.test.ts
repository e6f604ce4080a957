// The watch of the catalogue's change counter: a moved counter drops every copy once, an unmoved one
// none; the saving process drops them at once; a stopped watch looks no more. On both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testDatabases } from '../../testing/databases.ts';
import { markCatalogueChanged } from './changes.ts';
import { createCatalogueWatch } from './watch.ts';

describe.each(testDatabases())('the catalogue watch ($name)', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(() => handle?.close());

  it('drops the copies when the counter moved since the last look, once', async () => {
    const watch = createCatalogueWatch(handle.db);
    let dropped = 0;
    watch.onChange(() => dropped++);
    await watch.look();
    await watch.look();
    expect(dropped).toBe(0);
    await markCatalogueChanged(handle.db);
    await markCatalogueChanged(handle.db);
    await watch.look();
    expect(dropped).toBe(1);
    await watch.look();
    expect(dropped).toBe(1);
  });

  it('drops them at once in the saving process, for every owner until it stops listening', () => {
    const watch = createCatalogueWatch(handle.db);
    const seen: string[] = [];
    watch.onChange(() => seen.push('listings'));
    const stopPages = watch.onChange(() => seen.push('pages'));
    watch.changed();
    expect(seen).toEqual(['listings', 'pages']);
    stopPages();
    watch.changed();
    expect(seen).toEqual(['listings', 'pages', 'listings']);
  });

  it('looks on its timer until stopped, and a failed look is reported, not thrown', async () => {
    const watch = createCatalogueWatch(handle.db);
    let dropped = 0;
    watch.onChange(() => dropped++);
    const errors: unknown[] = [];
    watch.start(20, (err) => errors.push(err));
    // The first look is taken at once; a change is then seen on a later one.
    await new Promise((resolve) => setTimeout(resolve, 60));
    await markCatalogueChanged(handle.db);
    await expect.poll(() => dropped, { timeout: 1000, interval: 10 }).toBe(1);
    await watch.stop();
    await markCatalogueChanged(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(dropped).toBe(1);
    expect(errors).toEqual([]);

    const broken = createCatalogueWatch({
      execute: () => Promise.reject(new Error('database gone')),
    } as never);
    broken.start(20, (err) => errors.push(err));
    await expect.poll(() => errors.length, { timeout: 1000, interval: 10 }).toBeGreaterThan(0);
    await broken.stop();
    expect((errors[0] as Error).message).toBe('database gone');
  });

  it('never looks at 0', async () => {
    const watch = createCatalogueWatch({
      execute: () => Promise.reject(new Error('should not be asked')),
    } as never);
    const errors: unknown[] = [];
    watch.start(0, (err) => errors.push(err));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await watch.stop();
    expect(errors).toEqual([]);
  });
});
