// Test helpers shared by the packages' tests (never imported by app code).
export { isCatalogueSentence } from './catalogue';
export { BAD_VALUES, flattenIssues, inputAt, messagesForBadInput, schemaLeaves, unboundedFields } from './schema-probe';
export type { IssueLike, LeafKind, Path, ProbeParse, SchemaLeaf } from './schema-probe';
export { API_ANSWERS, apiRouteOf } from './api-answers';
export type { ApiAnswer } from './api-answers';
export { TEST_CARD_PHOTOS } from './early-photos';
