{
  "name": "@heartline/{{app}}",
  "private": true,
  "version": "0.1.0",
  "type": "module",
  "scripts": {
    "build": "webpack --mode production",
    "dev": "webpack serve --mode development",
    "serve": "node ../tooling/serve.mjs {{app}}",
    "check-types": "tsc -p ."
  },
  "dependencies": {
    "@heartline/contracts": "0.1.0",
    "@heartline/ui": "0.1.0",
    "@heartline/widgets": "0.1.0",
    "@tanstack/react-query": "^5.108.0",
    "i18next": "^26.7.2",
    "jotai": "^2.9.0",
    "react": "^19.2.0",
    "react-dom": "^19.2.0"
  },
  "devDependencies": {
    "@heartline/remote-kit": "0.1.0"
  }
}
