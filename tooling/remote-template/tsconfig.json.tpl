{
  "extends": "../tooling/tsconfig.base.json",
  "compilerOptions": { "types": ["node"] },
  "include": ["src", "*.d.ts"]
}
