import type { OpenAPIV3_1 } from 'openapi-types';

// GET /api/docs: the OpenAPI document as one server-made page. No script and nothing from
// another origin, so it needs no exception in the content security policy and works offline;
// <details> folds the schemas away without JavaScript.

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 4rem}
h1{margin:.5rem 0}h2{margin-top:2.5rem;border-bottom:1px solid #d6d3d1;padding-bottom:.25rem}
h3{font-size:1rem;margin:0 0 .25rem;word-break:break-all}
article{background:#fff;border:1px solid #e7e5e4;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
.m{display:inline-block;min-width:4.5rem;font:600 .8rem ui-monospace,monospace;text-transform:uppercase}
.m-get{color:#15803d}.m-post{color:#1d4ed8}.m-put,.m-patch{color:#b45309}.m-delete{color:#b91c1c}
code,pre{font-family:ui-monospace,monospace;font-size:.85rem}
pre{background:#f5f5f4;padding:.5rem;overflow:auto;max-height:28rem;margin:.25rem 0}
table{border-collapse:collapse;width:100%;font-size:.9rem}th,td{overflow-wrap:anywhere;text-align:left;padding:.2rem .5rem;border-top:1px solid #e7e5e4;vertical-align:top}
dt{font-weight:600;margin-top:.35rem}dd{margin:0 0 0 1.5rem}summary{cursor:pointer}
.muted{color:#57534e}
`;

export function renderApiReference(doc: OpenAPIV3_1.Document, opts: { specUrl: string }): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of methods) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operation(method, path, op));
    }
  }
  const tagInfo = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const order = [...new Set([...(doc.tags ?? []).map((t) => t.name), ...byTag.keys()])].filter((t) => byTag.has(t));
  const schemas = Object.entries(doc.components?.schemas ?? {});

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text(doc.info.title)} reference</title>
<style>${style}</style>
</head>
<body>
<main>
<h1>${text(doc.info.title)} <small class="muted">${text(doc.info.version)}</small></h1>
<p>${prose(doc.info.description ?? '')}</p>
<p>The same as a machine-readable document: <a href="${text(opts.specUrl)}"><code>${text(opts.specUrl)}</code></a> (OpenAPI ${text(doc.openapi)}).</p>
<nav><ul>
${order.map((t) => `<li><a href="#tag-${anchor(t)}">${text(t)}</a> <span class="muted">${text(tagInfo.get(t) ?? '')}</span></li>`).join('\n')}
${schemas.length ? '<li><a href="#schemas">Schemas</a></li>' : ''}
</ul></nav>
${order
  .map(
    (t) =>
      `<section id="tag-${anchor(t)}"><h2>${text(t)}</h2>${tagInfo.get(t) ? `<p>${prose(tagInfo.get(t)!)}</p>` : ''}\n${byTag.get(t)!.join('\n')}</section>`,
  )
  .join('\n')}
${
  schemas.length
    ? `<section id="schemas"><h2>Schemas</h2>${schemas
        .map(
          ([name, schema]) =>
            `<details id="schema-${anchor(name)}"><summary>${text(name)}</summary>${json(schema)}</details>`,
        )
        .join('\n')}</section>`
    : ''
}
</main>
</body>
</html>
`;
}

function operation(method: string, path: string, op: OpenAPIV3_1.OperationObject): string {
  const parts = [
    `<article id="op-${anchor(`${method}-${path}`)}">`,
    `<h3><span class="m m-${method}">${method}</span> <code>${text(path)}</code></h3>`,
  ];
  if (op.summary) parts.push(`<p>${prose(op.summary)}</p>`);
  if (op.description) parts.push(`<p class="muted">${prose(op.description)}</p>`);
  if (op.security?.length) {
    parts.push(
      `<p class="muted">Needs: ${op.security
        .flatMap((s) => Object.keys(s))
        .map(text)
        .join(' or ')}</p>`,
    );
  }
  const params = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  if (params.length) {
    parts.push(
      '<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>',
      ...params.map(
        (p) =>
          `<tr><td><code>${text(p.name)}</code>${p.description ? `<br><span class="muted">${prose(p.description)}</span>` : ''}</td>` +
          `<td>${text(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${text(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
      ),
      '</table>',
    );
  }
  const body = op.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  if (body?.content) {
    for (const [mediaType, media] of Object.entries(body.content)) {
      parts.push(
        `<details><summary>Body: <code>${text(mediaType)}</code></summary>${json(media.schema ?? {})}</details>`,
      );
    }
  }
  const responses = Object.entries(op.responses ?? {}) as [string, OpenAPIV3_1.ResponseObject][];
  parts.push('<dl>');
  for (const [status, response] of responses) {
    parts.push(`<dt>${text(status)}</dt><dd>${prose(response.description ?? '')}`);
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      parts.push(`<details><summary><code>${text(mediaType)}</code></summary>${json(media.schema ?? {})}</details>`);
    }
    parts.push('</dd>');
  }
  parts.push('</dl>', '</article>');
  return parts.join('\n');
}

function text(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped text with `code` spans, as descriptions write them. */
function prose(value: string): string {
  return text(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

/** A schema as indented JSON, its references linked to the schema they name. */
function json(schema: unknown): string {
  const escaped = text(JSON.stringify(schema, null, 2));
  const linked = escaped.replace(
    /&#34;#\/components\/schemas\/([^&]+)&#34;/g,
    (_match, name: string) => `<a href="#schema-${anchor(name)}">&#34;#/components/schemas/${name}&#34;</a>`,
  );
  return `<pre>${linked}</pre>`;
}

function anchor(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]+/g, '-');
}
