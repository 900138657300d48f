import { z } from '@hono/zod-openapi';

/** True when A and B are each assignable to the other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * The schema of an answer, checked against the TypeScript type the code builds that answer
 * with: a field added, renamed or retyped on one side and not the other is a type error here, so
 * that the document cannot drift from the code.
 */
export function describes<T>() {
  return <S extends z.ZodType>(schema: S, ..._same: Same<z.infer<S>, T> extends true ? [] : [never]): S => schema;
}

/**
 * `schema` or null. A named (registered) schema's `.nullable()` loses its null in the OpenAPI 3.1
 * document (@asteasolutions/zod-to-openapi 9.1 writes only the `$ref`); a union with null keeps it.
 */
export function orNull<S extends z.ZodType>(schema: S) {
  return z.union([schema, z.null()]);
}
