import fastJsonStringify, { type Schema as JsonSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Writes an answer as JSON, as its contract schema describes it. */
export type Serialise = (data: unknown) => string;

/**
 * JSON Schema keywords fast-json-stringify writes exactly as zod's encode + JSON.stringify would,
 * for the data a handler gives (the handlers are typed by the schema). A schema using anything else
 * (a default, a tuple, a recursive $ref, an object that keeps unknown keys…) is serialised by zod.
 */
const FAITHFUL_KEYWORDS = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
  'description',
  'title',
]);

const serialisers = new WeakMap<z.ZodType, Serialise>();

/**
 * The serialiser of a response schema: compiled by fast-json-stringify from the schema's JSON Schema
 * (zod writes it), which writes only the schema's fields, in its order, without building a checked
 * copy of the answer first: zod's encode and JSON.stringify cost four times as much for a page of
 * fixtures. A schema JSON Schema cannot describe faithfully is serialised by zod, as before.
 */
export function serialiserOf(schema: z.ZodType): Serialise {
  let serialise = serialisers.get(schema);
  if (!serialise) {
    serialise = compile(schema);
    serialisers.set(schema, serialise);
  }
  return serialise;
}

function compile(schema: z.ZodType): Serialise {
  let json: Record<string, unknown>;
  try {
    json = z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
      target: 'draft-7',
    });
  } catch {
    return zodSerialiser(schema);
  }
  if (!isFaithful(json)) return zodSerialiser(schema);
  return fastJsonStringify(json as unknown as JsonSchema) as Serialise;
}

function zodSerialiser(schema: z.ZodType): Serialise {
  return (data) => JSON.stringify(z.encode(schema, data));
}

function isFaithful(node: unknown): boolean {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return false;
  const schema = node as Record<string, unknown>;
  for (const key of Object.keys(schema)) if (!FAITHFUL_KEYWORDS.has(key)) return false;
  const { properties, additionalProperties, items, anyOf, propertyNames } = schema;
  if (properties !== undefined) {
    if (typeof properties !== 'object' || properties === null) return false;
    if (!Object.values(properties).every(isFaithful)) return false;
    // An object that keeps unknown keys (zod's loose/catchall) is written in the data's own order.
    if (additionalProperties !== false) return false;
    // fast-json-stringify writes the required fields first, zod in the schema's order: the same only
    // when no optional field comes before a required one.
    if (!requiredFirst(Object.keys(properties), schema.required)) return false;
  } else if (additionalProperties !== undefined && additionalProperties !== false) {
    // A record: every key, in the data's order, as JSON.stringify writes them.
    if (!isFaithful(additionalProperties)) return false;
  }
  if (items !== undefined && !isFaithful(items)) return false;
  if (anyOf !== undefined && !(Array.isArray(anyOf) && anyOf.every(isFaithful))) return false;
  if (propertyNames !== undefined && !isFaithful(propertyNames)) return false;
  return true;
}

function requiredFirst(keys: readonly string[], required: unknown): boolean {
  const isRequired = new Set(Array.isArray(required) ? required : []);
  const firstOptional = keys.findIndex((key) => !isRequired.has(key));
  return firstOptional < 0 || keys.slice(firstOptional).every((key) => !isRequired.has(key));
}

/**
 * Fastify's serializer compiler for the routes' response schemas (route.ts gives them as zod
 * schemas): serialiserOf for each; anything else as fastify-type-provider-zod serialises it.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema } = route;
  if (schema instanceof z.ZodType) return serialiserOf(schema);
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
