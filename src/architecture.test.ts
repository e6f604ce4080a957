// The layers of src/ as docs/architecture.md draws them, kept true by reading its import graph. From top
// to bottom: http and web (pages), services (one folder per capability), integrations and db, domain and
// contract. Arrows point down only: http and web use services (and neither the other, nor db, nor an
// integration); services use domain, db and integrations; integrations take what they keep (a store, a
// key) as arguments and open no table; domain imports nothing of ours but the contract's Zod-free files
// (the lists and words that define the calls, which import nothing at all) and contract types; contract
// imports only zod and itself. Test support lives in src/testing, never beside production code.
// Inside web, the shop (the storefront) and the counter (the staff POS) are rooms that do not import each
// other; what both use is in web/common, which imports neither.
// A failure prints each forbidden arrow as `from -> to: rule`.
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cyclesOf, type ImportEdge, readImportGraph, sourceFiles } from './testing/import-graph.ts';

const SRC = new URL('.', import.meta.url).pathname;

type Layer =
  | 'domain'
  | 'contract'
  | 'db'
  | 'integrations'
  | 'services'
  | 'http'
  | 'web'
  | 'testing'
  | 'config'
  | 'main';

function layerOf(file: string): Layer {
  if (file === 'config.ts') return 'config';
  if (file === 'server.ts') return 'main';
  return file.split('/')[0] as Layer;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Fixtures, test apps, test shops and stand-ins for outside services, by any of the names they have had. */
const isTestSupport = (file: string) =>
  !isTest(file) && /(test-app|test-fixture|test-shop|fixture|stand-in)/.test(basename(file));

/** The capability a file under services/ belongs to ('cart' for services/cart/lines.ts); undefined for services/index.ts. */
function capabilityOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[0] === 'services' && parts.length > 2 ? parts[1] : undefined;
}

/** What other capabilities may import: `services/<name>/<name>.service.ts`. */
const isFace = (file: string) => {
  const name = capabilityOf(file);
  return !!name && file === `services/${name}/${name}.service.ts`;
};

/**
 * Code the browser loads: src/web except page routes (React Router keeps their loaders on the server),
 * the server entry and `*.server.ts(x)` modules.
 */
const isBrowserCode = (file: string) =>
  layerOf(file) === 'web' &&
  !/^web\/(counter|shop)\/routes\//.test(file) &&
  file !== 'web/entry.server.tsx' &&
  !/\.server\.tsx?$/.test(file);

/** The room of a file under web/ (web/shop/routes/cart.tsx -> 'shop'); undefined for the frame (root.tsx, routes.ts, …). */
function roomOf(file: string): 'shop' | 'counter' | 'common' | undefined {
  return /^web\/(shop|counter|common)\//.exec(file)?.[1] as 'shop' | 'counter' | 'common' | undefined;
}

/**
 * The one door between the rooms: the shop's header loads the counter's staff bar (lazily, in a browser
 * with the staff hint only), so staff browsing the shop with a customer keep the POS's tools at hand.
 */
const STAFF_BAR_DOOR = 'web/shop/components/Header.tsx -> web/counter/components/StaffBar.tsx';
const crossesRooms = (a?: string, b?: string) => (a === 'shop' && b === 'counter') || (a === 'counter' && b === 'shop');

interface Rule {
  rule: string;
  /** Whether the arrow (a production file's import of another file of ours, or of a package) is forbidden. */
  forbids: (e: ImportEdge) => boolean;
}

const ours = (e: ImportEdge) => !e.external;
const from = (layer: Layer) => (e: ImportEdge) => layerOf(e.from) === layer;
const to =
  (...layers: Layer[]) =>
  (e: ImportEdge) =>
    ours(e) && layers.includes(layerOf(e.to));

/**
 * The contract's files that hold only the lists, words and addresses defining the calls: domain's rules
 * and the browser's client read them, so they import nothing (not even Zod) and Zod stays on the server.
 */
const ZOD_FREE_CONTRACT = [
  'contract/addresses.ts',
  'contract/cents.ts',
  'contract/cookies.ts',
  'contract/listing-lists.ts',
  'contract/pos-words.ts',
  'contract/shop-links.ts',
];

// One row per rule; the reason is part of the message.
const RULES: Rule[] = [
  {
    rule: "domain imports nothing of ours but the contract's Zod-free files and contract types (pure rules, run in browser and server)",
    forbids: (e) =>
      from('domain')(e) &&
      ours(e) &&
      !to('domain')(e) &&
      !(to('contract')(e) && (e.typeOnly || ZOD_FREE_CONTRACT.includes(e.to))),
  },
  {
    rule: 'contract imports only zod and itself (the browser builds its typed client from it)',
    forbids: (e) => from('contract')(e) && (ours(e) ? !to('contract')(e) : e.to !== 'zod'),
  },
  {
    rule: "the contract's Zod-free files import nothing at all (the browser loads them; Zod would join every page's bundle)",
    forbids: (e) => ZOD_FREE_CONTRACT.includes(e.from),
  },
  {
    rule: 'db imports only db, domain, contract and config (the ground floor under services)',
    forbids: (e) => from('db')(e) && ours(e) && !to('db', 'domain', 'contract', 'config')(e),
  },
  {
    rule: 'integrations import no db, service, http or web (what they keep, they keep through a store or key they are handed)',
    forbids: (e) => from('integrations')(e) && to('db', 'services', 'http', 'web', 'main')(e),
  },
  {
    rule: 'services import no http or web (routes and pages call services, not the other way)',
    forbids: (e) => from('services')(e) && to('http', 'web', 'main')(e),
  },
  {
    rule: 'a capability imports another only through its face (services/<name>/<name>.service.ts)',
    forbids: (e) => {
      const a = capabilityOf(e.from);
      const b = capabilityOf(e.to);
      return ours(e) && !!b && a !== b && from('services')(e) && !isFace(e.to);
    },
  },
  {
    rule: 'http and web reach a capability only through its face or services/index.ts',
    forbids: (e) => (from('http')(e) || from('web')(e)) && !!capabilityOf(e.to) && !isFace(e.to),
  },
  {
    rule: 'no capability imports services/index.ts (it wires the capabilities together)',
    forbids: (e) => !!capabilityOf(e.from) && e.to === 'services/index.ts',
  },
  {
    rule: 'http reaches data through services, never db',
    forbids: (e) => from('http')(e) && to('db')(e),
  },
  {
    rule: 'web reaches data through services, never db',
    forbids: (e) => from('web')(e) && to('db')(e),
  },
  {
    rule: 'http imports no integration, not even its types (routes are handed the outside services by services/index.ts)',
    forbids: (e) => from('http')(e) && to('integrations')(e),
  },
  {
    rule: 'web imports no integration (pages reach the outside world through services)',
    forbids: (e) => from('web')(e) && to('integrations')(e),
  },
  {
    rule: "http imports no web but the load context's types, web/context.ts (the pages render, the API does not)",
    forbids: (e) => from('http')(e) && to('web')(e) && !(e.to === 'web/context.ts' && e.typeOnly),
  },
  {
    rule: 'web imports no http (pages get the services from the load context)',
    // web/context.ts declares the type of the load context that http/pages.ts builds.
    forbids: (e) => from('web')(e) && to('http')(e) && !(e.from === 'web/context.ts' && e.typeOnly),
  },
  {
    rule: 'browser code imports no db, services, integrations or http code (keep it in route loaders or *.server.ts)',
    forbids: (e) => isBrowserCode(e.from) && to('db', 'services', 'integrations', 'http', 'main')(e) && !e.typeOnly,
  },
  {
    rule: 'the shop imports no counter code and the counter no shop code (what both use goes in web/common)',
    forbids: (e) => ours(e) && crossesRooms(roomOf(e.from), roomOf(e.to)) && `${e.from} -> ${e.to}` !== STAFF_BAR_DOOR,
  },
  {
    rule: 'web/common imports neither the shop nor the counter (both stand on it)',
    forbids: (e) => roomOf(e.from) === 'common' && ours(e) && (roomOf(e.to) === 'shop' || roomOf(e.to) === 'counter'),
  },
  {
    rule: 'production code never imports test support (src/testing)',
    forbids: (e) => ours(e) && layerOf(e.from) !== 'testing' && (layerOf(e.to) === 'testing' || isTestSupport(e.to)),
  },
];

const PLACE_RULE = 'test support (fixtures, test apps, stand-ins) lives only in src/testing, named as its README says';
const NAME_RULE =
  'a module in src/testing is named <subject>-fixture, <subject>-app or <provider>-stand-in (see its README)';
/** Tools for tests in general, named for what they are (src/testing/README.md). */
const PLAIN_TEST_TOOLS = [
  'testing/databases.ts',
  'testing/migrated-image.ts',
  'testing/import-graph.ts',
  'testing/one-writer.ts',
  'testing/free-port.ts',
  'testing/server-process.ts',
];
const ROOM_PLACE_RULE =
  'a file in a folder of web/ lives in a room: web/shop/, web/counter/ or web/common/ (only the frame sits in web/ itself)';
const CYCLE_RULE = 'no import cycles between capabilities (break them with a hook wired in services/index.ts)';

// Arrows that break a rule but are allowed for now, each with the change that removes it. Keep each entry exact
// (`from -> to`) so a new forbidden arrow still fails; delete an entry when its arrow goes.
const KNOWN: Record<string, string> = {};

function violations(): string[] {
  const edges = readImportGraph(SRC).filter((e) => !isTest(e.from) && !isTestSupport(e.from));
  const out = new Set<string>();
  for (const e of edges) {
    for (const { rule, forbids } of RULES) if (forbids(e)) out.add(`${e.from} -> ${e.to}: ${rule}`);
  }
  if (!edges.some((e) => `${e.from} -> ${e.to}` === STAFF_BAR_DOOR))
    out.add(`${STAFF_BAR_DOOR}: gone, so STAFF_BAR_DOOR goes too`);
  const arrows = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = capabilityOf(e.from);
    const b = capabilityOf(e.to);
    if (!ours(e) || !a || !b || a === b) continue;
    arrows.set(`services/${a}`, (arrows.get(`services/${a}`) ?? new Set()).add(`services/${b}`));
  }
  for (const cycle of cyclesOf(arrows.keys(), arrows)) {
    for (const a of cycle) {
      for (const b of arrows.get(a) ?? []) if (cycle.includes(b)) out.add(`${a} -> ${b}: ${CYCLE_RULE}`);
    }
  }
  for (const file of sourceFiles(SRC).map((f) => f.slice(SRC.length))) {
    if (isTestSupport(file) && layerOf(file) !== 'testing') out.add(`${file} -> testing/: ${PLACE_RULE}`);
    const named = /-(fixture|app|stand-in)\.tsx?$/.test(file) || PLAIN_TEST_TOOLS.includes(file);
    if (layerOf(file) === 'testing' && !named) out.add(`${file} -> testing/: ${NAME_RULE}`);
    if (layerOf(file) === 'web' && file.split('/').length > 2 && !roomOf(file))
      out.add(`${file} -> web/: ${ROOM_PLACE_RULE}`);
  }
  return [...out].sort();
}

const arrowOf = (violation: string) => violation.slice(0, violation.indexOf(': '));

describe('layers', () => {
  const found = violations();

  it('no forbidden arrow between the layers of src/', () => {
    const fresh = found.filter((v) => !(arrowOf(v) in KNOWN));
    expect(fresh.join('\n'), 'forbidden imports, one `from -> to: rule` a line').toBe('');
  });

  it('every known exception still happens (delete the entry once its arrow is gone)', () => {
    const arrows = new Set(found.map(arrowOf));
    expect(
      Object.keys(KNOWN)
        .filter((k) => !arrows.has(k))
        .join('\n'),
    ).toBe('');
  });
});
