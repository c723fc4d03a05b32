// Fastify's own schema compilers (Ajv for what comes in, fast-json-stringify for what goes out), each route's
// compiled at its first request instead of at start. A start compiled some forty of them, most for routes a given
// run never sees (the import, the audit log), and compiling was the largest part of a restart after loading the
// code; each is compiled once either way. The schemas are ours, TypeBox-made and exercised by the tests, so a
// schema that could not compile is a bug the tests meet, not something a couple's start should wait on.
import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { ErrorObject } from 'ajv';
import type { FastifySchemaCompiler, FastifyServerOptions } from 'fastify';

const AJV_OPTIONS = {
  // No coercion: "attending": null must not quietly become false, nor "guestCount": "2" a number.
  coerceTypes: false,
  removeAdditional: true,
  allErrors: false,
  // The route schemas are ours, made by TypeBox and exercised by the tests; checking them against the JSON
  // Schema meta-schema at every start compiled the meta-schema itself, the largest part of start-up.
  validateSchema: false,
} as const;

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * Fastify's `schemaController.compilersFactory` (given at its creation, so that Fastify makes no compilers of its own
 * there). The two libraries are set up at the first compiling as well: in the build they are only stand-ins until
 * then, and a start that serves only pages never loads them (build.mjs, FIRST_USE_FILES). `onCompile` hears of each
 * compiling (tests).
 */
export function lazySchemaCompilers(onCompile: (part: string) => void = () => undefined): CompilersFactory {
  let compileValidator: ReturnType<ReturnType<typeof AjvCompiler>> | undefined;
  let compileSerializer: ReturnType<ReturnType<typeof SerializerSelector>> | undefined;

  const validatorOf: FastifySchemaCompiler<unknown> = (route) => {
    let compiled: ReturnType<NonNullable<typeof compileValidator>> | undefined;
    const now = () => {
      if (!compiled) {
        onCompile(`${route.method} ${route.url} ${route.httpPart ?? ''}`);
        compileValidator ??= AjvCompiler()({}, { customOptions: AJV_OPTIONS });
        compiled = compileValidator({ ...route });
      }
      return compiled;
    };
    // The errors are read from the function Fastify called, after the call, as Ajv leaves them on its own.
    const validate = Object.assign(
      (data: unknown): boolean => {
        const valid = now()(data) === true;
        validate.errors = now().errors ?? null;
        return valid;
      },
      { errors: null as ErrorObject[] | null },
    );
    return validate;
  };

  const serializerOf: ReturnType<NonNullable<CompilersFactory['buildSerializer']>> = (route) => {
    let serialize: ((doc: unknown) => string) | undefined;
    return (doc: unknown) => {
      if (!serialize) {
        onCompile(`${route.method} ${route.url} ${route.httpStatus ?? ''}`);
        compileSerializer ??= SerializerSelector()({}, {});
        serialize = compileSerializer({ ...route, httpStatus: route.httpStatus ?? '' });
      }
      return serialize(doc);
    };
  };

  return {
    // Fastify calls what the factory returns with a route's definition, as its setValidatorCompiler's types say; the
    // type it borrows from @fastify/ajv-compiler for the factory has it take a bare schema, as Ajv's compile() does.
    buildValidator: (() => validatorOf) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: () => serializerOf,
  };
}
