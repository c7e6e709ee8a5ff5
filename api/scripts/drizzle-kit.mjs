// Runs drizzle-kit with `drizzle-orm` resolved from api/: npm keeps drizzle-orm nested in
// api/node_modules while drizzle-kit is hoisted to the root, where its own import cannot see it.
import { createRequire, register } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiPackageUrl = new URL('../package.json', import.meta.url).href;

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
        return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageUrl)} });
      }
      return next(specifier, context);
    }`)}`,
);
const require = createRequire(apiPackageUrl);
// drizzle-kit also require()s drizzle-orm (CommonJS), which honours NODE_PATH.
process.env.NODE_PATH = [fileURLToPath(new URL('../node_modules', import.meta.url)), process.env.NODE_PATH].filter(Boolean).join(delimiter);
require('node:module').Module._initPaths();
require(join(dirname(require.resolve('drizzle-kit')), 'bin.cjs'));
