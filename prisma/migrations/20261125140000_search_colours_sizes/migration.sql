-- AlterTable
ALTER TABLE "Product" ADD COLUMN "colorNames" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "Product_availableSizes_idx" ON "Product" USING GIN ("availableSizes");

-- Hand-written from here: Prisma cannot declare a generated column, functions or triggers.
-- The variants' colour names join the search index (weight C, below the name and the description),
-- so "red kurta" finds a kurta whose colour is Red, and lib/catalog/color-families.ts widens "red"
-- to maroon, wine, rust... at query time. colorNames is a listing field (refreshProductListing).

UPDATE "Product" p SET "colorNames" = coalesce((
  SELECT string_agg(v."colorName", ' ' ORDER BY v.position, v.id) FROM "Variant" v WHERE v."productId" = p.id), '');

-- A generated column's expression is replaced by dropping and adding it (with its index).
DROP INDEX "Product_searchVector_idx";
ALTER TABLE "Product" DROP COLUMN "searchVector";
ALTER TABLE "Product" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce("colorNames", '')), 'C')
) STORED;
CREATE INDEX "Product_searchVector_idx" ON "Product" USING GIN ("searchVector");

-- The known words (for typos) take the colour names too.
CREATE OR REPLACE FUNCTION search_words_product_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply('{}', ARRAY(SELECT concat_ws(' ', name, description, "colorNames") FROM new_rows));
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION search_words_product_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(ARRAY(SELECT concat_ws(' ', name, description, "colorNames") FROM old_rows), '{}');
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION search_words_product_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(
    ARRAY[concat_ws(' ', OLD.name, OLD.description, OLD."colorNames")],
    ARRAY[concat_ws(' ', NEW.name, NEW.description, NEW."colorNames")]);
  RETURN NULL;
END
$$;

DROP TRIGGER "Product_search_words_update" ON "Product";
CREATE TRIGGER "Product_search_words_update" AFTER UPDATE OF name, description, "colorNames" ON "Product"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD."colorNames" IS DISTINCT FROM NEW."colorNames")
  EXECUTE FUNCTION search_words_product_update();

-- A product's postings follow its colour names as they follow its name and description.
DROP TRIGGER "Product_search_postings_update" ON "Product";
CREATE TRIGGER "Product_search_postings_update" AFTER UPDATE OF "name", "description", "colorNames", "archivedAt", "purchased" ON "Product"
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."description" IS DISTINCT FROM NEW."description"
    OR OLD."colorNames" IS DISTINCT FROM NEW."colorNames"
    OR (OLD."archivedAt" IS NULL) <> (NEW."archivedAt" IS NULL) OR OLD."purchased" <> NEW."purchased")
  EXECUTE FUNCTION search_postings_product_update();

-- Both lists again, from the new index.
TRUNCATE "SearchPosting";
INSERT INTO "SearchPosting" ("lexeme", "productId", "rank", "purchased")
SELECT l.lexeme, p."id", search_posting_rank(p."searchVector", l.lexeme), p."purchased"
FROM "Product" p, unnest(p."searchVector") AS l
WHERE p."archivedAt" IS NULL;

TRUNCATE "SearchWord";
SELECT search_words_apply('{}', ARRAY(SELECT concat_ws(' ', name, description, "colorNames") FROM "Product"));
