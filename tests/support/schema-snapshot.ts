import pg from "pg";

// What Prisma's schema describes, read from a live database: tables and columns, indexes,
// keys and enums. CHECK constraints and generated-column expressions are left out on purpose:
// Prisma cannot declare them, so they live only in the migrations (and have their own tests).
export type SchemaSnapshot = { columns: string[]; indexes: string[]; constraints: string[]; enums: string[] };

export async function schemaSnapshot(connectionString: string): Promise<SchemaSnapshot> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const lines = async (sql: string) => (await client.query<{ line: string }>(sql)).rows.map((row) => row.line);
    return {
      columns: await lines(`
        SELECT concat_ws(' ', table_name, column_name, udt_name, is_nullable, coalesce(column_default, '-')) AS line
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
        ORDER BY table_name, column_name`),
      indexes: await lines(`
        SELECT indexdef AS line FROM pg_indexes
        WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
        ORDER BY indexname`),
      constraints: await lines(`
        SELECT concat_ws(' ', conrelid::regclass::text, conname, pg_get_constraintdef(oid)) AS line
        FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace AND contype IN ('p', 'u', 'f')
          AND conrelid::regclass::text NOT IN ('_prisma_migrations', '"_prisma_migrations"')
        ORDER BY conname`),
      enums: await lines(`
        SELECT t.typname || ': ' || string_agg(e.enumlabel, ', ' ORDER BY e.enumsortorder) AS line
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
        WHERE t.typnamespace = 'public'::regnamespace
        GROUP BY t.typname ORDER BY t.typname`),
    };
  } finally {
    await client.end();
  }
}

export async function execute(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
