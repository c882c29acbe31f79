-- CreateTable
CREATE TABLE "DashboardSnapshot" (
    "id" INTEGER NOT NULL,
    "changes" BIGINT NOT NULL,
    "figures" JSONB NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DashboardSnapshot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Order_publicOrderId_trgm_idx" ON "Order" USING GIN ("publicOrderId" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_shipPhoneNumber_trgm_idx" ON "Order" USING GIN ("shipPhoneNumber" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Order_shipName_trgm_idx" ON "Order" USING GIN ("shipName" gin_trgm_ops);

-- Not expressible in schema.prisma: a counter of the writes to whatever the dashboard reads.
-- Each statement that inserts, updates or deletes rows the dashboard's figures depend on takes
-- the next value (a sequence: no row lock, so order placements never queue behind each other);
-- a DashboardSnapshot whose `changes` still equals it was computed from the same data.
CREATE SEQUENCE dashboard_changes;

CREATE FUNCTION dashboard_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('dashboard_changes');
  RETURN NULL;
END $$;

CREATE TRIGGER "Order_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Order"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
CREATE TRIGGER "OrderLine_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "OrderLine"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
CREATE TRIGGER "Product_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
CREATE TRIGGER "Variant_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Variant"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
CREATE TRIGGER "SizeStock_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SizeStock"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
CREATE TRIGGER "Category_dashboard_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Category"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
-- The dashboard counts users; a login's updates to a user change nothing it shows.
CREATE TRIGGER "User_dashboard_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_changed();
