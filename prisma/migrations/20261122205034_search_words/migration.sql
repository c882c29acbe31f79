-- DropIndex
DROP INDEX "Product_name_trgm_idx";

-- CreateTable
CREATE TABLE "SearchWord" (
    "word" TEXT NOT NULL,
    "products" INTEGER NOT NULL,

    CONSTRAINT "SearchWord_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "SearchWord_word_trgm_idx" ON "SearchWord" USING GIN ("word" gin_trgm_ops);

-- Hand-written from here: Prisma cannot declare functions or triggers.
-- The full-text search on a name's trigrams (Product_name_trgm_idx) gives way to a list of known
-- words: a typo is matched to the nearest words with the trigram index above, then full text runs on them.

-- The words of a text that search can use: lower case, letters only, 3 letters or more, no English
-- stop words (full text ignores them). Each word once.
CREATE FUNCTION search_words(body text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT word FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(body, '')))) AS word
  WHERE word ~ '^[[:alpha:]]{3,}$' AND length(to_tsvector('english'::regconfig, word)) > 0
$$;

-- Takes the words of `removed` product texts off the list and adds those of `added` ones, counting
-- products per word; a word no product uses any more goes. Words are written in order, so two
-- writers wait for each other instead of deadlocking.
CREATE FUNCTION search_words_apply(removed text[], added text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
  gone_counts int[];
BEGIN
  IF cardinality(removed) > 0 THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO gone, gone_counts
    FROM (SELECT word, count(*)::int AS n FROM unnest(removed) AS body, search_words(body) AS word GROUP BY word) AS counted;
    UPDATE "SearchWord" s SET products = s.products - g.n
    FROM unnest(gone, gone_counts) AS g(word, n) WHERE s.word = g.word;
    DELETE FROM "SearchWord" WHERE word = ANY (gone) AND products <= 0;
  END IF;
  IF cardinality(added) > 0 THEN
    INSERT INTO "SearchWord" (word, products)
    SELECT word, count(*)::int FROM unnest(added) AS body, search_words(body) AS word GROUP BY word ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = "SearchWord".products + excluded.products;
  END IF;
END
$$;

CREATE FUNCTION search_words_product_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply('{}', ARRAY(SELECT concat_ws(' ', name, description) FROM new_rows));
  RETURN NULL;
END
$$;

CREATE FUNCTION search_words_product_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(ARRAY(SELECT concat_ws(' ', name, description) FROM old_rows), '{}');
  RETURN NULL;
END
$$;

-- Row by row: a trigger on some columns cannot see transition tables, and every view or listing
-- refresh updates Product without touching its words.
CREATE FUNCTION search_words_product_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(ARRAY[concat_ws(' ', OLD.name, OLD.description)], ARRAY[concat_ws(' ', NEW.name, NEW.description)]);
  RETURN NULL;
END
$$;

CREATE FUNCTION search_words_product_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "SearchWord";
  RETURN NULL;
END
$$;

CREATE TRIGGER "Product_search_words_insert" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_product_insert();
CREATE TRIGGER "Product_search_words_delete" AFTER DELETE ON "Product"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_product_delete();
CREATE TRIGGER "Product_search_words_update" AFTER UPDATE OF name, description ON "Product"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION search_words_product_update();
CREATE TRIGGER "Product_search_words_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_product_truncate();

-- The products already there.
SELECT search_words_apply('{}', ARRAY(SELECT concat_ws(' ', name, description) FROM "Product"));
