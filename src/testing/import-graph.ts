// Reads the import graph of src/ for the layer test (src/architecture.test.ts): every import,
// re-export and dynamic import() of every .ts/.tsx file, with relative specifiers resolved to files.
// Packages (zod, react, node:fs, …) are kept as their bare name so rules can name them too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface ImportEdge {
  /** The importing file, relative to src/ with forward slashes: 'services/cart/lines.ts'. */
  from: string;
  /** The imported file relative to src/, or the package name when `external`. */
  to: string;
  external: boolean;
  /** `import type …`, `export type … from`, or every named binding marked `type`: erased at build. */
  typeOnly: boolean;
}

const SOURCE = /\.tsx?$/;

export function sourceFiles(srcDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(srcDir);
  return out.sort();
}

/** Every import of every source file under srcDir. */
export function readImportGraph(srcDir: string): ImportEdge[] {
  const root = resolve(srcDir);
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(root)) {
    const from = toKey(root, file);
    for (const found of importsOf(file)) {
      // React Router's generated route types (.react-router/types, joined through tsconfig's rootDirs).
      if (found.specifier.includes('/+types/')) continue;
      const target = found.specifier.startsWith('.') ? resolveRelative(file, found.specifier) : undefined;
      if (found.specifier.startsWith('.') && !target) {
        throw new Error(`${from}: cannot resolve '${found.specifier}'`);
      }
      edges.push(
        target
          ? { from, to: toKey(root, target), external: false, typeOnly: found.typeOnly }
          : { from, to: packageName(found.specifier), external: true, typeOnly: found.typeOnly },
      );
    }
  }
  return edges;
}

function toKey(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

interface FoundImport {
  specifier: string;
  typeOnly: boolean;
}

function importsOf(file: string): FoundImport[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: FoundImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: importIsTypeOnly(node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined;
      const typeOnly = node.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) found.push({ specifier: arg.text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `typeof import('./x.ts')` in a type position.
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect.ts'` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
}

/** Cycles among the nodes of a graph (strongly connected components with more than one node). */
export function cyclesOf(nodes: Iterable<string>, arrows: Map<string, Set<string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of arrows.get(v) ?? []) {
      if (!indexOf.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
      }
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const v of nodes) if (!indexOf.has(v)) strong(v);
  return out;
}
