/** The parts of an OpenAPI 3 document (api/src/http/openApi.ts builds ours) that the api demo reads. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Record<string, unknown>;
}

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
  'x-permission'?: string;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
}

/** One operation as the demo lists it. */
export interface ApiOperation {
  /** `GET /api/v1/users/{id}`: unique in a document. */
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  parameters: OpenApiParameter[];
  requestSchema?: unknown;
  responseSchema?: unknown;
  /** The permission string the route requires, if any (`x-permission`). */
  permission?: string;
  /** Callable without signing in (`security: []`). */
  isPublic: boolean;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UNTAGGED = 'default';

const jsonSchemaOf = (content: Record<string, { schema?: unknown }> | undefined) => content?.['application/json']?.schema;

/** Every operation of the document, in the document's path order and then by method. */
export function operationsOf(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const requestSchema = jsonSchemaOf(operation.requestBody?.content);
      const responseSchema = jsonSchemaOf(operation.responses?.['200']?.content);
      const permission = operation['x-permission'];
      return [
        {
          id: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          tag: operation.tags?.[0] ?? UNTAGGED,
          summary: operation.summary ?? '',
          parameters: operation.parameters ?? [],
          ...(requestSchema !== undefined ? { requestSchema } : {}),
          ...(responseSchema !== undefined ? { responseSchema } : {}),
          ...(permission ? { permission } : {}),
          isPublic: Array.isArray(operation.security) && operation.security.length === 0,
        },
      ];
    }),
  );
}

/** Whether an operation matches a search: every word in its method, path, tag, summary or permission. */
export function matchesSearch(operation: ApiOperation, search: string): boolean {
  const haystack = `${operation.method} ${operation.path} ${operation.tag} ${operation.summary} ${operation.permission ?? ''}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Operations grouped by tag, tags in alphabetical order, operations in document order. */
export function groupByTag(operations: readonly ApiOperation[]): { tag: string; operations: ApiOperation[] }[] {
  const groups = new Map<string, ApiOperation[]>();
  for (const operation of operations) {
    const group = groups.get(operation.tag);
    if (group) group.push(operation);
    else groups.set(operation.tag, [operation]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([tag, list]) => ({ tag, operations: list }));
}

/** The parameters "Try it" fills in: those in the path and the query. */
export const fillableParameters = (operation: ApiOperation) => operation.parameters.filter((parameter) => parameter.in === 'path' || parameter.in === 'query');

/** Required path and query parameters left empty. */
export function missingParameters(operation: ApiOperation, values: Record<string, string>): string[] {
  return fillableParameters(operation)
    .filter((parameter) => (parameter.required || parameter.in === 'path') && !values[parameter.name]?.trim())
    .map((parameter) => parameter.name);
}

/** The address to call: path parameters substituted (encoded), non-empty query parameters appended. */
export function requestUrlOf(operation: ApiOperation, values: Record<string, string>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]?.trim() ?? ''));
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const value = values[parameter.name]?.trim();
    if (parameter.in === 'query' && value) query.append(parameter.name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** A schema's type for the parameters table: `string`, `integer`, `string (date-time)`, `enum: a | b`, `array of string`. */
export function typeOf(schema: Record<string, unknown> | undefined): string {
  if (!schema) return '';
  if (Array.isArray(schema.enum)) return `enum: ${schema.enum.map(String).join(' | ')}`;
  if (schema.type === 'array') return `array of ${typeOf(schema.items as Record<string, unknown> | undefined) || 'any'}`;
  const alternatives = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (Array.isArray(alternatives)) return alternatives.map(typeOf).filter(Boolean).join(' | ');
  const type = typeof schema.type === 'string' ? schema.type : '';
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type;
}
