-- CreateTable
CREATE TABLE "FeedRead" (
    "feed" VARCHAR(20) NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,
    "userAgent" VARCHAR(200) NOT NULL,

    CONSTRAINT "FeedRead_pkey" PRIMARY KEY ("feed")
);
