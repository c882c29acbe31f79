-- Privacy complaints and requests, and the owner's answers (decision 110).
CREATE TYPE "GrievanceKind" AS ENUM ('COMPLAINT', 'ACCESS', 'CORRECTION', 'ERASURE', 'CONSENT', 'OTHER');

CREATE TABLE "Grievance" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "name" VARCHAR(80) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "kind" "GrievanceKind" NOT NULL,
    "message" VARCHAR(2000) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "answer" VARCHAR(2000),
    "answeredAt" TIMESTAMP(3),
    "answeredById" TEXT,

    CONSTRAINT "Grievance_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "Grievance_answeredAt_dueAt_idx" ON "Grievance"("answeredAt", "dueAt");
CREATE INDEX "Grievance_email_idx" ON "Grievance"("email");
