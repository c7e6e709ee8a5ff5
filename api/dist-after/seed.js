import {
  DEMO_ACCOUNTS,
  seedDatabase
} from "./chunks/chunk-K6KEG5DW.js";
export {
  DEMO_ACCOUNTS,
  seedDatabase
};
//# sourceMappingURL=seed.js.map
