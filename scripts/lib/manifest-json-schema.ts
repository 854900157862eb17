/**
 * The JSON schema editors use for `editions/*.json` (via `"$schema": "./manifest.schema.json"`),
 * generated from the zod schema so the two never disagree. `npm run editions:schema` writes it;
 * `npm run editions:check` fails when the file differs from what would be written.
 */
import { z } from 'zod';
import type { ManifestSchema } from '../../src/editions/manifest-schema';

export const manifestJsonSchemaFileName = 'manifest.schema.json';

export type JsonSchemaNode = Record<string, unknown>;

export function toManifestJsonSchema(schema: ManifestSchema): JsonSchemaNode {
  // io 'input': fields with a default (endpoint, subAccountLink, features, …) are optional to write.
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as JsonSchemaNode;
}

/** The exact file text: 2-space indent and a trailing newline, stable across runs. */
export function renderManifestJsonSchema(schema: ManifestSchema): string {
  return `${JSON.stringify(toManifestJsonSchema(schema), null, 2)}\n`;
}

/**
 * The names a JSON schema node accepts as keys (object properties, or a record's closed key
 * enum), after following `segments` from `root`; undefined where the keys are open.
 */
export function allowedKeysAt(
  root: JsonSchemaNode,
  segments: readonly PropertyKey[],
): string[] | undefined {
  let node: JsonSchemaNode | undefined = root;
  for (const segment of segments) {
    node = node && childNode(node, String(segment));
  }
  if (!node) return undefined;
  const properties = asNode(node.properties);
  if (properties) return Object.keys(properties);
  const names = asNode(node.propertyNames);
  return Array.isArray(names?.enum) ? names.enum.map(String) : undefined;
}

function childNode(node: JsonSchemaNode, key: string): JsonSchemaNode | undefined {
  const properties = asNode(node.properties);
  if (properties && Object.hasOwn(properties, key)) return asNode(properties[key]);
  if (/^\d+$/.test(key) && node.items) return asNode(node.items);
  return asNode(node.additionalProperties);
}

function asNode(value: unknown): JsonSchemaNode | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonSchemaNode)
    : undefined;
}
