import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * The API reference as one readable HTML page, rendered on the server from the OpenAPI document:
 * no script, so it works wherever the JSON does, passes the server's content security policy
 * and reads well with a screen reader. Each operation shows its method and path, what it does,
 * whether it needs the token, its parameters, its body and its answers as JSON Schema.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** `code` spans for the document's backticks; everything else escaped. */
function prose(text: string): string {
  return escape(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

function anchor(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '');
}

function schemaBlock(label: string, schema: unknown): string {
  if (schema === undefined) return '';
  return (
    `<details><summary>${escape(label)}</summary>` +
    // Focusable, so a keyboard can scroll a wide schema sideways.
    `<pre tabindex="0">${escape(JSON.stringify(schema, null, 2))}</pre></details>`
  );
}

function parameters(operation: Operation): string {
  const list = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (list.length === 0) return '';
  const rows = list
    .map((parameter) => {
      const schema = parameter.schema as OpenAPIV3_1.SchemaObject | undefined;
      const type = schema?.type ?? (schema?.enum ? 'enum' : '');
      return (
        `<tr><td><code>${escape(parameter.name)}</code></td><td>${escape(parameter.in)}</td>` +
        `<td>${escape(String(type))}</td><td>${parameter.required ? 'yes' : 'no'}</td></tr>`
      );
    })
    .join('');
  return (
    '<table><caption>Parameters</caption><thead><tr><th scope="col">Name</th>' +
    '<th scope="col">In</th><th scope="col">Type</th><th scope="col">Required</th></tr></thead>' +
    `<tbody>${rows}</tbody></table>`
  );
}

function body(operation: Operation): string {
  const request = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  if (!request) return '';
  return Object.entries(request.content)
    .map(([type, media]) => schemaBlock(`Body (${type})`, media.schema))
    .join('');
}

function answers(operation: Operation): string {
  return Object.entries(operation.responses ?? {})
    .map(([status, answer]) => {
      const content = (answer as OpenAPIV3_1.ResponseObject).content ?? {};
      const media = Object.entries(content)[0];
      const label = `Answer ${status}${media ? ` (${media[0]})` : ''}`;
      return media ? schemaBlock(label, media[1].schema) : `<p>${escape(label)}</p>`;
    })
    .join('');
}

function operationSection(method: string, path: string, operation: Operation): string {
  const id = anchor(method, path);
  const token = (operation.security ?? []).length > 0;
  return (
    `<section class="operation" aria-labelledby="${id}">` +
    `<h3 id="${id}"><span class="method method-${method}">${method.toUpperCase()}</span> ` +
    `<code>${escape(path)}</code></h3>` +
    `<p>${prose(operation.summary ?? '')}</p>` +
    (operation.description ? `<p>${prose(operation.description)}</p>` : '') +
    `<p class="access">${token ? 'Needs the <code>x-auth-token</code> header.' : 'Open to anyone.'}</p>` +
    parameters(operation) +
    body(operation) +
    answers(operation) +
    '</section>'
  );
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; color: #1f2a33; background: #fbfaf7; margin: 0; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
h1 { font-family: Georgia, serif; margin-bottom: 0.25rem; }
h2 { font-family: Georgia, serif; border-bottom: 2px solid #2e6b4f; padding-bottom: 0.25rem; margin-top: 2.5rem; }
h3 { font-size: 1.05rem; margin-bottom: 0.25rem; overflow-wrap: anywhere; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.9em; }
pre { background: #f1efe9; padding: 0.75rem; overflow-x: auto; border-radius: 0.375rem; }
.operation { border-top: 1px solid #d9d4c7; padding: 0.75rem 0; }
.method { display: inline-block; min-width: 4.5rem; color: #fff; background: #34516b; border-radius: 0.25rem; padding: 0 0.4rem; text-align: center; font-size: 0.85rem; }
.method-post { background: #2e6b4f; } .method-delete { background: #a33a2c; }
.access { color: #4a5560; font-size: 0.95rem; }
table { border-collapse: collapse; margin: 0.5rem 0; }
caption { text-align: left; font-weight: 600; }
th, td { border: 1px solid #d9d4c7; padding: 0.2rem 0.5rem; text-align: left; }
summary { cursor: pointer; color: #234a6d; }
a { color: #234a6d; }
nav ul { columns: 2 16rem; }
`;

/** The whole page for a document; `jsonPath` is where the document itself is served. */
export function renderDocsPage(document: Document, jsonPath: string): string {
  const byTag = new Map<string, string[]>();
  for (const tag of document.tags ?? []) byTag.set(tag.name, []);
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationSection(method, path, operation));
    }
  }
  const descriptions = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
  const sections = [...byTag.entries()].filter(([, operations]) => operations.length > 0);
  const toc = sections
    .map(([tag]) => `<li><a href="#${anchor('tag', tag)}">${escape(tag)}</a></li>`)
    .join('');
  const content = sections
    .map(
      ([tag, operations]) =>
        `<section aria-labelledby="${anchor('tag', tag)}"><h2 id="${anchor('tag', tag)}">${escape(tag)}</h2>` +
        (descriptions.get(tag) ? `<p>${prose(descriptions.get(tag)!)}</p>` : '') +
        operations.join('') +
        '</section>',
    )
    .join('');
  const info = document.info;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(info.title)} reference</title><style>${STYLE}</style></head><body><main>` +
    `<h1>${escape(info.title)}</h1><p>Version ${escape(info.version)}, OpenAPI ${escape(document.openapi)}. ` +
    `The document itself: <a href="${escape(jsonPath)}">${escape(jsonPath)}</a>.</p>` +
    `<p>${prose(info.description ?? '')}</p>` +
    `<nav aria-label="Sections"><ul>${toc}</ul></nav>${content}</main></body></html>`
  );
}
