// The layers of lib/ (README, "Where things live"; decision 045), bottom to top. A folder may import its own
// layer and the layers below it, never one above; no two folders may import each other, even
// through others; lib/ never imports app/ or components/. `npm run lint:layers` checks it.
const LAYERS = [
  {
    name: "base",
    folders: ["pricing", "cache", "generated", "pdf", "i18n"],
    files: [
      "db",
      "db-errors",
      "env",
      "errors",
      "to-app-error",
      "validation",
      "text-fields",
      "storable-text",
      "shop",
      "clock",
      "india-days",
      "shutdown",
      "log",
      "safe-path",
      "paths",
      "audit",
      "phone",
    ],
  },
  { name: "auth", folders: ["auth"] },
  { name: "http", folders: ["http"] },
  { name: "services", folders: ["email", "sms", "uploads", "payments", "shipping", "invoices", "jobs"] },
  {
    name: "domains",
    folders: [
      "reviews",
      "catalog",
      "promotions",
      "cart",
      "wishlist",
      "accounts",
      "orders",
      "contact",
      "catalog-admin",
      "seo",
      "store-credit",
      "gift-cards",
      "feeds",
      "privacy",
      "reminders",
    ],
  },
  { name: "composition", folders: ["checkout", "admin", "worker", "health", "api-docs", "intent", "shopper"] },
];

// Rooms inside a domain folder, bottom to top; the folder's own top-level files (its doors: actions,
// queries) stand above every room, except its floor: the files every room reads (one model of a
// promotion and its pure engine, decision 107). A room imports only itself, the rooms below it and the floor.
const ROOMS = { orders: ["model", "cod-rules", "place", "returns", "moves", "shipments", "cod"], promotions: ["admin"] };
const FLOOR = { promotions: ["model", "engine"] };
const roomRules = Object.entries(ROOMS).flatMap(([domain, rooms]) =>
  rooms.map((room, index) => ({
    name: `rooms-${domain}-${room}`,
    comment: `lib/${domain}/${room} imports a room above it, or the domain's doors`,
    severity: "error",
    from: { path: `^lib/${domain}/${room}/` },
    to: {
      path: [...rooms.slice(index + 1).map((above) => `^lib/${domain}/${above}/`), `^lib/${domain}/[^/]+\\.ts$`].join("|"),
      ...(FLOOR[domain] ? { pathNot: `^lib/${domain}/(${FLOOR[domain].join("|")})\\.ts$` } : {}),
    },
  })),
);

const pathOf = ({ folders = [], files = [] }) =>
  [...folders.map((folder) => `^lib/${folder}/`), ...files.map((file) => `^lib/${file}\\.ts$`)].join("|");
const upward = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `lib's ${layer.name} layer imports a layer above it`,
  severity: "error",
  from: { path: pathOf(layer) },
  to: {
    path: LAYERS.slice(index + 1)
      .map(pathOf)
      .join("|"),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    ...roomRules,
    {
      name: "accounts-below-the-shop",
      comment: "lib/accounts (who a shopper is) imports the shop's domains; a view that joins them belongs in lib/shopper",
      severity: "error",
      from: { path: "^lib/accounts/" },
      to: { path: "^lib/(catalog|cart|wishlist|reviews|orders|promotions)/" },
    },
    {
      name: "lib-in-a-layer",
      comment: "every file and folder of lib belongs to a layer in .dependency-cruiser.cjs",
      severity: "error",
      from: { path: "^lib/", pathNot: LAYERS.map(pathOf).join("|") },
      to: {},
    },
    {
      name: "no-folder-cycles",
      comment: "folders of lib import each other, directly or through others",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "no-file-cycles",
      comment: "files of lib import each other, directly or through others",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^lib/", circular: true },
    },
    {
      name: "lib-not-ui",
      comment: "lib imports app/ or components/",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Tests may reach across layers (a test of GST states reads the list of states).
    exclude: { path: ["^lib/generated/", "\\.test\\.tsx?$"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
