// Loaded with --import before the tests: components import their stylesheets, which only esbuild understands.
// In tests (as in the server bundle, see build.mjs) a stylesheet is an empty module.
import { register } from 'node:module';

register('./css-hooks.mjs', import.meta.url);
