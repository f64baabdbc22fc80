// Hostile requests generated from the OpenAPI document, deterministically: every operation gets each
// bad value in each of its path parameters, query parameters and body fields, plus broken bodies
// (invalid JSON, wrong content types, scalars where objects go). No randomness: a failure replays.

/** The parts of an OpenAPI 3 document the walk reads. */
interface Schema {
  type?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}
interface Parameter { in: string; name: string; schema?: Schema }
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface OpenApiDoc { paths: Record<string, Record<string, Operation>> }

export interface FuzzOperation {
  /** 'PUT /api/products/{id}' */
  name: string;
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: { type: 'json' | 'multipart'; fields: Record<string, unknown> };
}

export interface FuzzCase {
  method: string;
  /** Path and query, percent-escapes as sent (malformed ones included). */
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What was broken, for the failure report. */
  what: string;
}

const MB = 'a'.repeat(1_000_000);
const cursor = (text: string) => Buffer.from(text).toString('base64url');

/** Bad ids as a path or query carries them: zero, negative, past int4, past int8, not numbers, NUL, broken escapes. */
export const BAD_PATH_VALUES = [
  '0', '-1', '2147483648', '9999999999', '99999999999999999999999', '1.5', '1e3', ' 1', 'x%00y', '%00', '%E0%A4%A', '%',
  'a'.repeat(10_000),
];

/** Bad query values: the ids above plus impossible cursors and days, 1 MB, and the broken escapes. */
export const BAD_QUERY_VALUES = [
  ...BAD_PATH_VALUES, '', '-', ',', '1,,2', `1,${'2147483648'}`, 'true%00',
  cursor('2024-99-99T99:99:99Z|1'), cursor('2024-99-99T99:99:99.000000Z|1'), cursor('2024-02-30T00:00:00.000000Z|1'),
  cursor('2024-01-01T00:00:00.000000Z|2147483648'), cursor('2024-01-01T00:00:00.000000Z|-1'), cursor('0000-01-01T00:00:00.000000Z|1'),
  cursor('2024-01-01T00:00:00.000000Z|1|2'), cursor('x\u0000|1'), 'not base64!!',
  '9999-12-31', '10000-01-01', '2024-02-30', '2024-99-99', '0000-01-01', '1999-12-31', '2024-1-1', MB,
];

/** Bad JSON values for a field, written as JSON text (so 99999999999999999999999 travels as it is). */
export const BAD_JSON_VALUES = [
  '"x\\u0000y"', '"\\u0000"', JSON.stringify(MB), '0', '-1', '2147483648', '9999999999', '99999999999999999999999',
  '1.5', '-0', '1e308', '"2147483648"', '"99999999999999999999999"', '"9999-12-31"', '"2024-02-30"', '""', 'null',
  'true', '[]', '{}', '[2147483648]', '["\\u0000"]', '[{"id":2147483648,"value":"\\u0000"}]', '{"a":{"b":[]}}',
];

/** Bad multipart field values (text; JSON fields of the form get broken JSON and JSON holding bad ids and NUL). */
export const BAD_FORM_VALUES = [
  'x\u0000y', '\u0000', MB, '0', '-1', '2147483648', '99999999999999999999999', '1.5', '', '{', '[]', '{}', 'null',
  '["\\u0000"]', '[{"id":2147483648,"value":"a"}]', '[{"id":1,"value":"\\u0000"}]', '{"path":["\\u0000"],"attributes":[]}',
  '{"path":["a"],"attributes":[{"id":99999999999999999999999,"value":["a"]}]}',
];

/** Bodies that are not what any JSON operation expects. */
const BROKEN_JSON_BODIES: { type?: string; body: string; what: string }[] = [
  { type: 'application/json', body: '{', what: 'truncated JSON' },
  { type: 'application/json', body: '{"a":', what: 'truncated JSON' },
  { type: 'application/json', body: '', what: 'empty JSON' },
  { type: 'application/json', body: 'null', what: 'JSON null' },
  { type: 'application/json', body: '[]', what: 'JSON array' },
  { type: 'application/json', body: '"x"', what: 'JSON string' },
  { type: 'application/json', body: '99999999999999999999999', what: 'JSON number' },
  { type: 'application/json', body: '\u0000', what: 'NUL body' },
  { type: 'application/json', body: '['.repeat(5_000), what: 'deep JSON' },
  { type: 'text/plain', body: '{"a":1}', what: 'text/plain body' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00&b=%E0%A4%A', what: 'form body' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\u0000\r\n--x--\r\n', what: 'multipart body' },
  { type: 'multipart/form-data', body: 'no boundary', what: 'multipart without boundary' },
  { body: 'a', what: 'no content type' },
];

function resolve(doc: OpenApiDoc, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    const components = (doc as unknown as { components?: { schemas?: Record<string, Schema> } }).components?.schemas ?? {};
    return resolve(doc, components[name]);
  }
  return schema;
}

/** A plausible value for a schema: the baseline the bad values are put into one field at a time. */
function sample(doc: OpenApiDoc, raw: Schema | undefined): unknown {
  const schema = resolve(doc, raw);
  if (schema.enum?.length) return schema.enum[0];
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (first) return sample(doc, first);
  switch (schema.type) {
    case 'integer': case 'number': return 1;
    case 'boolean': return true;
    case 'array': return [];
    case 'object': return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(doc, v)]));
    default: return 'a';
  }
}

/** Every operation of the document with its inputs. */
export function operationsOf(doc: OpenApiDoc): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => {
    const params = op.parameters ?? [];
    const json = op.requestBody?.content['application/json'];
    const multipart = op.requestBody?.content['multipart/form-data'];
    const bodySchema = json ?? multipart;
    return {
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
      body: bodySchema && {
        type: json ? 'json' as const : 'multipart' as const,
        fields: (sample(doc, bodySchema.schema) ?? {}) as Record<string, unknown>,
      },
    };
  }));
}

const fillPath = (op: FuzzOperation, values: Record<string, string> = {}) =>
  op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');

const jsonText = (fields: Record<string, unknown>, raw: Record<string, string> = {}) =>
  `{${Object.entries(fields).map(([k, v]) => `${JSON.stringify(k)}:${raw[k] ?? JSON.stringify(v)}`).join(',')}}`;

function form(fields: Record<string, unknown>, override: Record<string, string> = {}): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...override })) {
    if (Array.isArray(v)) continue; // file lists: left out (the baseline is refused for lacking them)
    data.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  return data;
}

function baselineBody(op: FuzzOperation): Pick<FuzzCase, 'body' | 'headers'> {
  if (!op.body) return { headers: {} };
  return op.body.type === 'json'
    ? { body: jsonText(op.body.fields), headers: { 'content-type': 'application/json' } }
    : { body: form(op.body.fields), headers: {} };
}

/** The cases of one operation, in a fixed order. */
export function casesOf(op: FuzzOperation): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const base = baselineBody(op);
  const overridable = op.method === 'PUT' || op.method === 'DELETE';

  for (const name of op.pathParams) {
    for (const value of BAD_PATH_VALUES) {
      const url = fillPath(op, { [name]: value });
      cases.push({ method: op.method, url, ...base, what: `path ${name}=${value.slice(0, 40)}` });
      // The same through the POST + _method override (part 2 §7).
      if (overridable) cases.push({ method: 'POST', url: `${url}?_method=${op.method}`, ...base, what: `_method ${op.method} path ${name}=${value.slice(0, 40)}` });
    }
  }
  for (const name of op.queryParams) {
    for (const value of BAD_QUERY_VALUES) {
      cases.push({ method: op.method, url: `${fillPath(op)}?${name}=${value}`, ...base, what: `query ${name}=${value.slice(0, 40)}` });
    }
    cases.push({ method: op.method, url: `${fillPath(op)}?${name}=1&${name}=2`, ...base, what: `query ${name} twice` });
    cases.push({ method: op.method, url: `${fillPath(op)}?${name}[a]=1`, ...base, what: `query ${name}[a]` });
  }
  if (op.body?.type === 'json') {
    for (const field of Object.keys(op.body.fields)) {
      for (const value of BAD_JSON_VALUES) {
        cases.push({
          method: op.method, url: fillPath(op), headers: { 'content-type': 'application/json' },
          body: jsonText(op.body.fields, { [field]: value }), what: `json ${field}=${value.slice(0, 40)}`,
        });
      }
    }
    cases.push({
      method: op.method, url: fillPath(op), headers: { 'content-type': 'application/json' },
      body: jsonText({ ...op.body.fields, _method: op.method === 'POST' ? 'PUT' : op.method }), what: 'json with _method',
    });
  }
  if (op.body?.type === 'multipart') {
    for (const field of Object.keys(op.body.fields)) {
      for (const value of BAD_FORM_VALUES) {
        cases.push({ method: op.method, url: fillPath(op), headers: {}, body: form(op.body.fields, { [field]: value }), what: `form ${field}=${JSON.stringify(value.slice(0, 40))}` });
      }
    }
    cases.push({ method: op.method, url: fillPath(op), headers: { 'content-type': 'application/json' }, body: jsonText(op.body.fields), what: 'JSON instead of multipart' });
  }
  if (op.method !== 'GET') {
    for (const broken of BROKEN_JSON_BODIES) {
      cases.push({ method: op.method, url: fillPath(op), headers: broken.type ? { 'content-type': broken.type } : {}, body: broken.body, what: broken.what });
    }
  }
  // The operation as documented, once (the valid-looking baseline).
  cases.push({ method: op.method, url: fillPath(op), ...base, what: 'baseline' });
  return cases;
}

/** Outside the API: the static client and uploads with malformed or NUL escapes. */
export const STATIC_CASES: FuzzCase[] = ['/%', '/%E0%A4%A', '/%00', '/assets/%', '/assets/x%00.js', '/uploads/%', '/uploads/%E0%A4%A',
  '/uploads/products/x%00y.png', '/uploads/products/%2e%2e%2fx.png', '/api/%', '/api/products/%E0%A4%A', '/api/requests/%00']
  .map((url) => ({ method: 'GET', url, headers: {}, what: `static ${url}` }));
