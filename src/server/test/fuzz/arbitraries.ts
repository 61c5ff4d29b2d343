import fc from 'fast-check';

// fast-check arbitraries for hostile HTTP input, and for valid input read from a route's JSON Schema
// (zod's toJSONSchema of the schemas the routes declare). Valid values let a request get past
// validation into the handler and the database; hostile ones are what a fuzzer or attacker sends.

/** The subset of JSON Schema that zod's toJSONSchema writes for our schemas and Better Auth's. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Realistic valid values by field name (tracking numbers that exist, a pickup date in the window…). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

const int32 = 2 ** 31;

/** Strings that broke or could break something: NUL, lone surrogates, overlong, odd Unicode, injections. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    'Juan\ud83d',
    '',
    ' ',
    '\t\n',
    '%00',
    '%ED%A0%80',
    '../../etc/passwd',
    '..%2f..%2f',
    "' OR 1=1 --",
    "Robert'); DROP TABLE submissions;--",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '\u202eevil',
    '𝕃𝕚𝕘𝕡𝕚𝕥',
    'Ñoño Niño',
    '0000-01-01',
    '9999-12-31',
    '2026-02-30',
    '-1',
    'NaN',
    'null',
    'x'.repeat(300),
    'ü'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => `${s}\u0000${s}`),
  fc.string({ maxLength: 20 }).map((s) => `${s}\ud800${s}`),
);

/** Numbers at and past every limit a column or schema has. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.1,
    0.005,
    1e-320,
    int32 - 1,
    int32,
    -int32 - 1,
    2 ** 53,
    2 ** 53 + 2,
    21_474_836.47,
    21_474_836.48,
    21_474_836.475,
    100_000_001,
    1e308,
    -1e308,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any JSON type: the wrong type for almost every field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Nested arrays/objects `depth` levels deep around a value. */
export function nest(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.constantFrom(40, 100).map((depth) => nest(depth)) },
);

/** A value the schema accepts (as far as JSON Schema can tell: refinements are the hints' job). */
export function validFromSchema(schema: JsonSchema, hints: Hints, key?: string): fc.Arbitrary<unknown> {
  const hint = key ? hints[key] : undefined;
  const plain = plainValid(schema, hints);
  return hint ? fc.oneof({ weight: 5, arbitrary: hint }, { weight: 1, arbitrary: plain }) : plain;
}

function plainValid(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) {
    return fc.oneof(...alternatives.map((alternative) => validFromSchema(alternative, hints)));
  }
  if (schema.allOf && schema.allOf.length > 0) return validFromSchema(mergeAll(schema.allOf), hints);
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => validFromSchema({ ...schema, type }, hints)));
  }
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -int32, -int32),
        max: Math.min(schema.maximum ?? int32 - 1, int32 - 1),
      });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFromSchema(schema.items ?? {}, hints), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(4, schema.minItems ?? 0)),
      });
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 4 });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      const pattern = new RegExp(schema.pattern);
      return fc
        .stringMatching(pattern)
        .filter((s) => s.length <= (schema.maxLength ?? 200) && s.length >= (schema.minLength ?? 0));
    } catch {
      // A pattern JavaScript cannot compile: fall through to plain strings.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
}

function mergeAll(schemas: JsonSchema[]): JsonSchema {
  const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
  for (const schema of schemas) {
    Object.assign(merged.properties!, schema.properties ?? {});
    merged.required!.push(...(schema.required ?? []));
  }
  return merged;
}

/**
 * An object with the schema's properties, each valid most of the time and hostile sometimes
 * (`mutate`), optional ones sometimes left out, and now and then a key the schema does not know.
 */
function objectOf(
  schema: JsonSchema,
  hints: Hints,
  mutate?: (key: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([key, property]) => {
    const valid = validFromSchema(property, hints, key);
    const value = mutate ? fc.oneof({ weight: 6, arbitrary: valid }, { weight: 1, arbitrary: mutate(key) }) : valid;
    const present = required.has(key) ? fc.constant(true) : fc.boolean();
    return fc.tuple(fc.constant(key), present, value);
  });
  const extra = mutate
    ? fc.option(fc.tuple(fc.string({ unit: 'binary', maxLength: 8 }), hostileValue), { freq: 8 })
    : fc.constant(null);
  return fc.tuple(fc.tuple(...entries), extra).map(([fields, more]) => {
    const out: Record<string, unknown> = {};
    for (const [key, present, value] of fields) {
      if (present && value !== undefined) out[key] = value;
    }
    if (more) out[more[0]] = more[1];
    return out;
  });
}

/** A request body for an object schema: mostly valid fields, some hostile ones, now and then all hostile. */
export function bodyFromSchema(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const object = schema.type === 'object' || schema.properties ? schema : schema.allOf ? mergeAll(schema.allOf) : null;
  if (!object) return fc.oneof(validFromSchema(schema, hints), hostileValue);
  return fc.oneof(
    { weight: 8, arbitrary: objectOf(object, hints, () => hostileValue) },
    { weight: 1, arbitrary: objectOf(object, hints, () => hostileString) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form; it is written as the three
 * bytes a careless encoder (CESU-8) would send, which is how one arrives over HTTP.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
      continue;
    }
    out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** A URL component: encoded text most of the time, raw malformed escapes sometimes. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileString.map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%E0%A4', '%C0%80', '%00', '..', '.', '%2e%2e', 'a%2Fb', '%FF') },
);
