// POST bodies arrive as JSON or as form fields (CONTRACT.md). Forms name nested fields
// `cart[firstname]` and `payments[0][gateway]`; older pages also send a nested field as a JSON
// string. Both become the nested value the contract schemas read.

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);
const MAX_DEPTH = 4;
const MAX_INDEX = 100;

type Tree = Record<string, unknown>;

/** `a[b][0]` → ['a', 'b', '0']; null when the name is not of that shape or too deep. */
function pathOf(name: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  const path = [match[1]!, ...rest];
  const tooBig = (p: string) => /^\d+$/.test(p) && Number(p) > MAX_INDEX;
  return path.length <= MAX_DEPTH && !path.some((p) => FORBIDDEN.has(p) || tooBig(p)) ? path : null;
}

/** Objects whose keys are 0..n-1 become arrays (form lists). */
function listsOf(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const tree = value as Tree;
  for (const key of Object.keys(tree)) tree[key] = listsOf(tree[key]);
  const keys = Object.keys(tree);
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => tree[k]) : tree;
}

const isTree = (v: unknown): v is Tree => !!v && typeof v === 'object' && !Array.isArray(v);

/** `[]` appends; a list is never made longer than MAX_INDEX that way either. */
function keyIn(node: Tree, segment: string): string | null {
  const key = segment === '' ? String(Object.keys(node).length) : segment;
  return segment === '' && Number(key) > MAX_INDEX ? null : key;
}

export function nestFormFields(body: unknown): unknown {
  if (!isTree(body)) return body ?? {};
  const root: Tree = {};
  for (const [name, value] of Object.entries(body)) {
    const path = pathOf(name);
    if (!path) continue;
    let node: Tree | null = root;
    for (const segment of path.slice(0, -1)) {
      const key = keyIn(node, segment);
      if (key === null) {
        node = null;
        break;
      }
      if (!isTree(node[key])) node[key] = {};
      node = node[key] as Tree;
    }
    const last = node && keyIn(node, path[path.length - 1]!);
    if (node && last !== null) node[last] = value;
  }
  return listsOf(root);
}

/** A nested field sent as a JSON string (`cart: "{…}"`) read as the value it encodes. */
export function jsonField(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return value;
  try {
    return JSON.parse(text);
  } catch {
    return value;
  }
}

/** The body as the contract reads it: form fields nested, and the named fields' JSON strings decoded. */
export function postedBody(body: unknown, jsonFields: string[] = []): Record<string, unknown> {
  const nested = nestFormFields(body);
  if (!nested || typeof nested !== 'object' || Array.isArray(nested)) return {};
  const out: Record<string, unknown> = { ...(nested as Tree) };
  for (const field of jsonFields) if (field in out) out[field] = jsonField(out[field]);
  return out;
}
