// Kept for plugins/external/cors.ts, which issue 22's work holds still: the brands repository
// lives in brands/repositories/. Delete this file when cors.ts imports from there.
export { createBrandsRepository } from '../brands/repositories/brands';
