import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as engineBindings from "@prisma/schema-engine-wasm/schema_engine_bg";

// Prisma's schema engine compiled to WebAssembly: it runs offline, unlike the native
// engine the CLI downloads. We only use it to turn a schema into SQL (see TOOLCHAIN.md).

export const SCHEMA_PATH = "prisma/schema.prisma";

let loaded: Promise<void> | undefined;

function loadWasm(): Promise<void> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, {
      "./schema_engine_bg.js": engineBindings as unknown as WebAssembly.ModuleImports,
    });
    const exports = instance.exports as WebAssembly.Exports & { __wbindgen_start(): void };
    engineBindings.__wbg_set_wasm(exports);
    exports.__wbindgen_start();
  })();
  return loaded;
}

type Target = { tag: "empty" } | { tag: "schemaDatamodel"; files: { path: string; content: string }[] };

export function datamodel(content: string): Target {
  return { tag: "schemaDatamodel", files: [{ path: SCHEMA_PATH, content }] };
}

/**
 * The SQL that takes a database from one Prisma schema to another. The engine insists on
 * reaching a server (any PostgreSQL will do) even though it only compares two schemas.
 */
export async function diffSql(connectionString: string, from: Target, to: Target): Promise<string> {
  await loadWasm();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString }));
  const engine = await engineBindings.SchemaEngine.new({ datamodels: undefined }, () => {}, adapter);
  let sql = "";
  const originalWrite = process.stdout.write.bind(process.stdout);
  // The engine prints the script on stdout; capture it instead.
  process.stdout.write = ((chunk: string | Uint8Array) => {
    sql += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  }) as typeof process.stdout.write;
  try {
    const result = await engine.diff({ from, to, script: true, exitCode: null, filters: { externalTables: [], externalEnums: [] } });
    if (result.stdout) sql = result.stdout;
  } finally {
    process.stdout.write = originalWrite;
    engine.free();
  }
  return sql;
}
