// From tooling/remote-defaults/, written by npm install and npm run apps:sync (git ignores it). A remote that needs another commits its own without this line.
declare module '*.css';
