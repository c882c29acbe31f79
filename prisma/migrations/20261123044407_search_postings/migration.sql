-- CreateTable
CREATE TABLE "SearchPosting" (
    "lexeme" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "rank" DOUBLE PRECISION NOT NULL,
    "purchased" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "SearchPosting_productId_idx" ON "SearchPosting" USING HASH ("productId");

-- CreateIndex
CREATE UNIQUE INDEX "SearchPosting_lexeme_rank_key" ON "SearchPosting"("lexeme", "rank" DESC, "purchased" DESC, "productId");

-- Hand-written from here: Prisma cannot declare functions or triggers.
-- Only listed products (not archived) have postings, so a count of postings is the shop's count.

-- A lexeme as a one-word tsquery, taken as it is (tsquery input does not stem it again).
CREATE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;

-- A product's relevance for a search of this lexeme alone, as lib/catalog/search-sql.ts ranks a search:
-- ts_rank, plus 1 when the product's name is that word.
CREATE FUNCTION search_posting_rank(vector tsvector, lexeme text) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ts_rank(vector, search_lexeme_query(lexeme))::double precision
    + CASE WHEN tsvector_to_array(ts_filter(vector, '{a}')) = ARRAY[lexeme] THEN 1 ELSE 0 END
$$;

CREATE FUNCTION search_postings_product_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "SearchPosting" ("lexeme", "productId", "rank", "purchased")
  SELECT l.lexeme, n."id", search_posting_rank(n."searchVector", l.lexeme), n."purchased"
  FROM new_rows n, unnest(n."searchVector") AS l
  WHERE n."archivedAt" IS NULL;
  RETURN NULL;
END
$$;

CREATE FUNCTION search_postings_product_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "SearchPosting" WHERE "productId" IN (SELECT "id" FROM old_rows);
  RETURN NULL;
END
$$;

-- Row by row (see search_words_product_update). New words or a change of listing rewrite the
-- product's postings; a purchase only moves its tie-break.
CREATE FUNCTION search_postings_product_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."searchVector" IS DISTINCT FROM NEW."searchVector" OR (OLD."archivedAt" IS NULL) <> (NEW."archivedAt" IS NULL) THEN
    DELETE FROM "SearchPosting" WHERE "productId" = OLD."id";
    IF NEW."archivedAt" IS NULL THEN
      INSERT INTO "SearchPosting" ("lexeme", "productId", "rank", "purchased")
      SELECT l.lexeme, NEW."id", search_posting_rank(NEW."searchVector", l.lexeme), NEW."purchased"
      FROM unnest(NEW."searchVector") AS l;
    END IF;
  ELSE
    UPDATE "SearchPosting" SET "purchased" = NEW."purchased" WHERE "productId" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION search_postings_product_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "SearchPosting";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Product_search_postings_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_product_insert();
CREATE TRIGGER "Product_search_postings_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_product_delete();
CREATE TRIGGER "Product_search_postings_update" AFTER UPDATE OF "name", "description", "archivedAt", "purchased" ON "Product"
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description"
    OR (OLD."archivedAt" IS NULL) <> (NEW."archivedAt" IS NULL) OR OLD."purchased" <> NEW."purchased")
  EXECUTE FUNCTION search_postings_product_update();
CREATE TRIGGER "Product_search_postings_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION search_postings_product_truncate();

-- The products already there.
INSERT INTO "SearchPosting" ("lexeme", "productId", "rank", "purchased")
SELECT l.lexeme, p."id", search_posting_rank(p."searchVector", l.lexeme), p."purchased"
FROM "Product" p, unnest(p."searchVector") AS l
WHERE p."archivedAt" IS NULL;
