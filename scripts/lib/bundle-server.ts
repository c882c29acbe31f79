import { buildSync } from "esbuild";

// The web server's process runs plain JavaScript, not TypeScript through tsx: tsx's loader hooks sit
// on every `require` and `import` Next makes while it answers (the page cache handler is imported per
// request), about 2 ms of CPU on a search's first visit (decision 088). scripts/serve.ts and the few
// lib modules it imports are bundled into one file (esbuild, which tsx itself runs on); packages stay
// in node_modules. Bundling takes a fraction of a second, so `npm start` does it on every start.

/** The bundled server, inside the build's folder so that it never outlives the build it serves. */
export const SERVER_ENTRY = ".next/serve.mjs";

export function bundleServer(): string {
  buildSync({
    entryPoints: ["scripts/serve.ts"],
    outfile: SERVER_ENTRY,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return SERVER_ENTRY;
}
