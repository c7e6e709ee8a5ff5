// The checkout form's code (issue 26, Speed): react-hook-form, zod and the card form load only on
// /upgrade/checkout, never on the offers. Which of them a built script holds is read from the
// source map webpack writes beside it in the app's dist (chunk names are numbers in production).
import fs from 'node:fs';
import path from 'node:path';

/** Each piece of the checkout form's code, by the source files a chunk was built from. */
export const CHECKOUT_FORM_CODE = {
  'react-hook-form': /\/node_modules\/(react-hook-form|@hookform\/resolvers)\//,
  zod: /\/node_modules\/zod\//,
  'the card form': /\/features\/checkout\/card-form\.tsx$/,
};

/**
 * The pieces of the checkout form's code in a built script of an app (`appDir`, the script's path
 * under its dist): none when it has no source map.
 */
export function checkoutFormCodeIn(appDir, scriptPath) {
  const map = path.join(appDir, 'dist', `${scriptPath.replace(/^\//, '')}.map`);
  if (!fs.existsSync(map)) return [];
  const { sources = [] } = JSON.parse(fs.readFileSync(map, 'utf8'));
  return Object.entries(CHECKOUT_FORM_CODE)
    .filter(([, pattern]) => sources.some((source) => pattern.test(source)))
    .map(([name]) => name);
}
