import { bundleServer } from "./lib/bundle-server";

// `npm run build` ends with this: the server for `node .next/serve.mjs` (docs/deploy.md).
console.log(`Bundled the server into ${bundleServer()}`);
