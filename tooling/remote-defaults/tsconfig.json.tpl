// From tooling/remote-defaults/, written by npm install and npm run apps:sync (git ignores it). A remote that needs another commits its own without this line.
{
  "extends": "../tooling/tsconfig.base.json",
  "compilerOptions": { "types": ["node"] },
  "include": ["src", "*.d.ts"]
}
