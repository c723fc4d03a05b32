// The OpenAPI document as a page a person reads: each route with who may call it, what it takes and what it
// answers, grouped by the part of the address that names the resource.

import { LANGUAGE_TITLE, PER_LANGUAGE_TITLE } from '../../shared/site/language-schemas';
import { type Access, ALLOWED_ROLES } from '../../src/http/access';
import type { OpenApiDocument, OpenApiOperation } from './document';

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  description?: string;
  title?: string;
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** A schema in one line: `integer (1–500)`, `"yes" | "no"`, `{id, name, note?}[]`. */
export function shortType(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  // Named, not listed: the registry's languages change with it (docs/languages.md), the reference does not.
  if (schema.title === LANGUAGE_TITLE) return 'a language code';
  if (schema.title === PER_LANGUAGE_TITLE) {
    const value = Object.values(schema.properties ?? {})[0];
    return `{<language code>?: ${shortType(value)}}`;
  }
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.anyOf) return schema.anyOf.map(shortType).join(' \\| ');
  if (schema.type === 'array') return `${shortType(schema.items)}[]`;
  if (schema.type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const names = Object.keys(schema.properties ?? {}).map((name) => (required.has(name) ? name : `${name}?`));
    return names.length > 0 ? `{${names.join(', ')}}` : 'object';
  }
  const type = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` (${schema.minimum ?? ''}–${schema.maximum ?? ''})`
      : schema.maxLength !== undefined
        ? ` (≤ ${schema.maxLength} characters)`
        : '';
  return `${type}${range}`;
}

function whoMay(access: string | undefined): string {
  if (!access) return 'anyone';
  const roles = ALLOWED_ROLES[access as Access];
  return roles ? `signed in as ${roles.join(', ')} (\`${access}\`)` : `\`${access}\``;
}

function fieldRows(operation: OpenApiOperation): string[] {
  const rows = (operation.parameters ?? []).map(
    (parameter) =>
      `| ${parameter.in} | \`${parameter.name}\` | ${shortType(parameter.schema as Schema)} | ` +
      `${parameter.required ? 'yes' : ''} |`,
  );
  for (const [contentType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    const body = schema as Schema;
    const required = new Set(body.required ?? []);
    const properties = Object.entries(body.properties ?? {});
    if (properties.length === 0) rows.push(`| body (${contentType}) | | ${shortType(body)} | yes |`);
    for (const [name, property] of properties)
      rows.push(`| body | \`${name}\` | ${shortType(property)} | ${required.has(name) ? 'yes' : ''} |`);
  }
  return rows;
}

function answers(operation: OpenApiOperation): string {
  return Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const [contentType, body] = Object.entries(response.content ?? {})[0] ?? [];
      const shape = body ? ` ${shortType(body.schema as Schema)}` : '';
      return `\`${status}\`${contentType && contentType !== 'application/json' ? ` ${contentType}` : ''}${shape}`;
    })
    .join('; ');
}

function section(path: string, method: string, operation: OpenApiOperation): string {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, '', `Who: ${whoMay(operation['x-access'])}.`];
  if (operation.summary) lines.push('', operation.summary);
  if (operation.description) lines.push('', operation.description);
  const rows = fieldRows(operation);
  if (rows.length > 0) lines.push('', '| in | name | type | required |', '|---|---|---|---|', ...rows);
  const answered = answers(operation);
  if (answered) lines.push('', `Answers: ${answered}.`);
  return lines.join('\n');
}

/** `/api/admin/households/{id}` belongs to `/api/admin/households`; `/i/{token}/travel` to `/i`. */
function resourceOf(path: string): string {
  const parts = path.split('/').filter(Boolean);
  const depth = parts[0] === 'api' ? (parts[1] === 'admin' ? 3 : 2) : 1;
  return `/${parts.slice(0, depth).join('/')}`;
}

export function referenceMarkdown(document: OpenApiDocument): string {
  const byResource = new Map<string, string[]>();
  for (const path of Object.keys(document.paths).sort()) {
    const operations = document.paths[path] ?? {};
    for (const method of METHOD_ORDER.filter((name) => name in operations)) {
      const resource = resourceOf(path);
      const sections = byResource.get(resource) ?? [];
      sections.push(section(path, method, operations[method] as OpenApiOperation));
      byResource.set(resource, sections);
    }
  }
  const head = [
    '# HTTP reference',
    '',
    'Made by `npm run http-reference` from the schemas the routes declare (the same document as',
    '[openapi.json](openapi.json)); do not edit it by hand. [http.md](http.md) says what holds for every route.',
  ];
  const body = [...byResource].map(([resource, sections]) => [`## ${resource}`, ...sections].join('\n\n'));
  return `${[head.join('\n'), ...body].join('\n\n')}\n`;
}
