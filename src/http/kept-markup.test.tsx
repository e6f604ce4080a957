// The footer's kept html (web/shop/components/Kept.tsx, kept-markup.ts): the same bytes as rendering it in the page, rendered
// once per key, and rendered afresh when what it shows changes (the rooms, the newsletter's address).
import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../contract/catalog.ts';
import { createKeptMarkup } from './kept-markup.ts';
import { Footer } from '../web/shop/components/Footer.tsx';
import { type KeepMarkup, KeptMarkupContext } from '../web/shop/components/Kept.tsx';

const ROOMS: CategoryNode[] = [
  { name: 'Living', url: 'living', children: [{ name: 'Sofas', url: 'sofas', children: [] }] },
  { name: 'Dining', url: 'dining', children: [] },
];

/** What the test's frame renders with: the kept store (null: rendered live, as in the browser) and the rooms. */
const Frame = createContext<{ keep: KeepMarkup | null; rooms: CategoryNode[] }>({ keep: null, rooms: [] });

function Layout() {
  const { keep, rooms } = useContext(Frame);
  return (
    <KeptMarkupContext.Provider value={keep}>
      <Outlet />
      <Footer rooms={rooms} />
    </KeptMarkupContext.Provider>
  );
}

function PageBody() {
  return <main>page</main>;
}

const Stub = createRoutesStub([
  { id: 'root', path: '/', Component: Layout, children: [{ id: 'page', path: '*', Component: PageBody }] },
]);

function page(keep: KeepMarkup | null, rooms: CategoryNode[], signupUrl = '', path = '/') {
  const root = { site: { newsletterSignupUrl: signupUrl, chat: null } };
  return renderToString(
    <Frame.Provider value={{ keep, rooms }}>
      <Stub initialEntries={[path]} hydrationData={{ loaderData: { root, page: null } }} />
    </Frame.Provider>,
  );
}

describe('kept footer', () => {
  it('writes the html the footer renders in the page, once per key', () => {
    const keep = createKeptMarkup();
    let renders = 0;
    const counting: KeepMarkup = (key, render) =>
      keep(key, () => {
        renders += 1;
        return render();
      });
    const live = page(null, ROOMS);
    expect(live).toContain('<footer class="mt-20 bg-timber-dark text-paper">');
    expect(live).toContain('href="/living"');
    expect(page(counting, ROOMS)).toBe(live);
    // Another page (its own location and data): the kept html again, not rendered again.
    expect(page(counting, ROOMS, '', '/p/some-sofa')).toBe(page(null, ROOMS, '', '/p/some-sofa'));
    expect(renders).toBe(1);
    expect(keep.size).toBe(1);
  });

  it('renders afresh when the rooms or the sign-up address change', () => {
    const keep = createKeptMarkup();
    page(keep, ROOMS);
    const renamed = [{ ...ROOMS[0]!, name: 'Lounge' }, ROOMS[1]!];
    const html = page(keep, renamed);
    expect(html).toBe(page(null, renamed));
    expect(html).toContain('>Lounge</a>');
    const elsewhere = page(keep, ROOMS, 'https://lists.example.nz/join');
    expect(elsewhere).toContain('action="https://lists.example.nz/join"');
    expect(keep.size).toBe(3);
  });

  it('keeps at most the number it is given', () => {
    const keep = createKeptMarkup(2);
    for (const name of ['A', 'B', 'C']) page(keep, [{ name, url: name.toLowerCase(), children: [] }]);
    expect(keep.size).toBe(2);
  });

  it('renders every part afresh once cleared (the catalogue changed)', () => {
    const keep = createKeptMarkup();
    let renders = 0;
    const part = () => {
      renders++;
      return <p>rooms</p>;
    };
    keep('footer', part);
    keep('footer', part);
    keep.clear();
    expect(keep.size).toBe(0);
    expect(keep('footer', part)).toBe('<p>rooms</p>');
    expect(renders).toBe(2);
  });
});
