-- rate-limiter-flexible inserts positionally (key, points, expire), so the table is made anew
-- in that column order. The old counters are short-lived and can go.
DROP TABLE "RateLimit";

-- CreateTable
CREATE TABLE "RateLimit" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "RateLimit_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateLimit_expire_idx" ON "RateLimit"("expire");
