import { describe, expect, it } from 'vitest';
import { sharePage } from './share.ts';

const TARGET = { title: 'Nikau Sofa', url: 'https://shop.kauri.test/p/nikau-sofa' };

describe('sharePage', () => {
  it('uses the share sheet when the browser has one', async () => {
    const shared: unknown[] = [];
    expect(await sharePage({ share: async (d) => void shared.push(d) }, TARGET)).toEqual({ kind: 'shared' });
    expect(shared).toEqual([TARGET]);
  });

  it('copies the link otherwise', async () => {
    const copied: string[] = [];
    const host = { clipboard: { writeText: async (t: string) => void copied.push(t) } };
    expect(await sharePage(host, TARGET)).toEqual({ kind: 'copied' });
    expect(copied).toEqual([TARGET.url]);
  });

  it("answers 'Sharing Error: …' with the failure's message", async () => {
    const share = async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    };
    expect(await sharePage({ share }, TARGET)).toEqual({ kind: 'error', text: 'Sharing Error: Permission denied' });
    const clipboard = {
      writeText: async () => {
        throw new Error('Document is not focused.');
      },
    };
    expect(await sharePage({ clipboard }, TARGET)).toEqual({
      kind: 'error',
      text: 'Sharing Error: Document is not focused.',
    });
    expect((await sharePage({}, TARGET)).kind).toBe('error');
  });

  it('takes the shopper closing the share sheet as no error', async () => {
    const share = async () => {
      throw new DOMException('Share canceled', 'AbortError');
    };
    expect(await sharePage({ share }, TARGET)).toEqual({ kind: 'cancelled' });
  });
});
