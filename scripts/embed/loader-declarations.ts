/**
 * `embed.d.ts`: the published types of the loader's API, taken with the TypeScript compiler API
 * from the source, so they cannot drift from it: every type src/embed/public-api.ts exports, and
 * each type of src/embed/protocol.ts those name (directly or through another), with their doc
 * comments, plus the `window.ExchangeAuth` global. A type that names a value (`typeof X`) or a
 * type neither file declares fails here, not in a host's build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { projectRoot } from '../lib/editions';

export const publicApiFile = path.join(projectRoot, 'src/embed/public-api.ts');
export const protocolFile = path.join(projectRoot, 'src/embed/protocol.ts');

type Declaration = ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

interface Found {
  readonly node: Declaration;
  readonly source: ts.SourceFile;
  readonly order: number;
}

/** Names the TypeScript DOM and ES libraries declare, which a host has already. */
const fromLibraries = new Set([
  'Element',
  'HTMLIFrameElement',
  'Readonly',
  'Record',
  'Partial',
  'Extract',
  'Exclude',
  'Omit',
  'Pick',
]);

const globalBlock = `declare global {
  interface Window {
    /** The widget loader, defined by embed.js. */
    ExchangeAuth: ExchangeAuthApi;
  }
  /** The widget loader, defined by embed.js. */
  var ExchangeAuth: ExchangeAuthApi;
}`;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function isExported(node: Declaration): boolean {
  return node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
}

/** The declaration with its own doc comment (not a file header comment before it). */
function textOf({ node, source }: Found): string {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const start = docs.at(-1)?.getStart(source) ?? node.getStart(source);
  const text = source.text.slice(start, node.getEnd());
  return isExported(node) ? text : text.replace(/^(\/\*\*[\s\S]*?\*\/\s*)?/, '$1export ');
}

/** Type names a declaration refers to; a `typeof` query cannot be published. */
function referencedNames(found: Found): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      names.push(node.typeName.text);
    } else if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) {
      names.push(node.expression.text);
    } else if (ts.isTypeQueryNode(node)) {
      throw new Error(
        `${path.relative(projectRoot, found.source.fileName)}: ${found.node.name.text} names a value (${node.getText(found.source)}); a published type may only name types`,
      );
    }
    ts.forEachChild(node, visit);
  };
  visit(found.node);
  return names;
}

export function loaderDeclarations(): string {
  const declared = new Map<string, Found>();
  const roots: string[] = [];
  let order = 0;
  for (const file of [protocolFile, publicApiFile]) {
    const source = parse(file);
    for (const node of source.statements) {
      if (!ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node)) continue;
      declared.set(node.name.text, { node, source, order: order++ });
      if (file === publicApiFile && isExported(node)) roots.push(node.name.text);
    }
  }
  const wanted = new Set<string>();
  const add = (name: string, from: string) => {
    if (wanted.has(name) || fromLibraries.has(name)) return;
    const found = declared.get(name);
    if (!found) throw new Error(`embed.d.ts: ${from} names ${name}, which no embed file declares`);
    wanted.add(name);
    for (const referenced of referencedNames(found)) add(referenced, name);
  };
  for (const root of roots) add(root, 'public-api.ts');
  const published = [...wanted]
    .map((name) => declared.get(name)!)
    .sort((a, b) => a.order - b.order)
    .map(textOf);
  return [
    '/**',
    ' * Types of the exchange sign-in widget loader (embed.js): `ExchangeAuth.mount(element, options)`',
    ' * and `ExchangeAuth.open(options)`. Generated from the loader source by the build.',
    ' */',
    '',
    published.join('\n\n'),
    '',
    globalBlock,
    '',
  ].join('\n');
}
