import { describe, expect, it } from "vitest";
import { currentAdminLink } from "./nav-links";

describe("currentAdminLink", () => {
  it.each([
    ["/admin/dashboard", "Dashboard"],
    ["/admin/manage-products", "Manage Products"],
    ["/admin/product", "Add Product"],
    ["/admin/product/abc123", "Manage Products"],
    ["/admin/product/abc123/variant/new", "Manage Products"],
    ["/admin/add-category", "Add Category"],
    ["/admin/add-category/cat1", "Manage Category"],
    ["/admin/orders", "View Orders"],
    ["/admin/cod-rules", "COD rules"],
    ["/admin/cod-queue", "COD to confirm"],
    ["/admin/returns-by-size", "Returns by size"],
    ["/admin/size-charts", "Size charts"],
    ["/admin/feeds", "Product feeds"],
    ["/admin/audit", "Audit Log"],
  ])("%s highlights %s", (pathname, label) => {
    expect(currentAdminLink(pathname)?.label).toBe(label);
  });

  it("highlights nothing outside the menu", () => {
    expect(currentAdminLink("/admin/productivity")).toBeUndefined();
  });
});
