/**
 * The request's parameters as one flat record: the query string merged with a JSON or
 * form-encoded body. The client turns the body of a GET into query parameters
 * (docs/requests-and-errors.md, "What every call does"), so GET handlers read the same record.
 * Returns undefined for a JSON body that cannot be parsed or is not an object.
 */
export type RequestFields = Record<string, unknown>;

export async function readRequestFields(request: Request): Promise<RequestFields | undefined> {
  const fields = queryFields(new URL(request.url).searchParams);
  if (request.method === 'GET' || request.method === 'HEAD') return fields;

  const text = await request.clone().text();
  if (text.trim() === '') return fields;
  // Judged by the text, not the content type: `curl -d '{…}'` labels JSON as a form.
  if (!text.trimStart().startsWith('{')) {
    return { ...fields, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
    return { ...fields, ...(parsed as RequestFields) };
  } catch {
    return undefined;
  }
}

/** Query parameters; a repeated one (`keys=a&keys=b`, how the client sends arrays) as a list. */
function queryFields(params: URLSearchParams): RequestFields {
  const fields: RequestFields = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    fields[name] = values.length > 1 ? values : values[0];
  }
  return fields;
}

/** A field as trimmed text; numbers are accepted because form and query values arrive as text. */
export function textField(fields: RequestFields, name: string): string | undefined {
  const value = fields[name];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** An object field; form bodies carry nested objects as JSON text. */
export function objectField(fields: RequestFields, name: string): RequestFields | undefined {
  const value = fields[name];
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return value as RequestFields;
  }
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as RequestFields)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A list field: a JSON array, or comma-separated text from a query string or form body. */
export function listField(fields: RequestFields, name: string): string[] | undefined {
  const value = fields[name];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
