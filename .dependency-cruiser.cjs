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

// Rooms inside a folder of lib/ (decision 045), bottom to top. A room is a folder inside it, or a few of its own
// files named as a list: a floor, the files the rooms above it read (a domain's schemas, a provider's interface). A
// room imports only itself and the rooms below it. The folder's other top-level files are its doors (actions,
// queries, the provider it picks): they stand above every room and may import any. A folder not listed here is one
// room; a folder inside one that is not listed is refused (rooms-listed), so every room has its place.
const ROOMS = {
  // catalog: the shop's sizes and stock levels; what a search's words mean; fit and size charts; the facets; a
  // product's card and offer; its page; search; suggestions; back-in-stock notices
  catalog: [["sizes", "stock"], "words", "fit", "facets", "cards", "product", "search", "suggest", "back-in-stock"],
  // accounts: India's states, cities and pin codes; the schemas and the user's view; signing in (password, code,
  // sessions, Auth.js); an email and its proof (sign-up, verification, password reset)
  accounts: ["addresses", ["schemas", "user-view"], "sign-in", "email"],
  // catalog-admin: the forms' schemas, the audit, slugs and images; products and their sizes; categories and size
  // charts; the CSV export and import
  "catalog-admin": [["schemas", "audit", "slugs", "images"], "products", "categories", "csv"],
  // orders: its model; an order's news; the COD rules; placing; returns; the state machine's moves; shipments;
  // confirming cash on delivery (decision 030)
  orders: ["model", "news", "cod-rules", "place", "returns", "moves", "shipments", "cod"],
  // promotions: one model of a promotion and its pure engine (decision 107); the back office's editor
  promotions: [["model", "engine"], "admin"],
  // sms: the providers' interface and the row of a message; MSG91, WhatsApp and their twin, and the choice between
  // them; sending (SMS, WhatsApp or SMS, the messages' words); what comes back (the inbox, WhatsApp's replies)
  sms: [["types", "not-sent", "record-message"], "providers", "send", "inbox"],
  // http: what a request brings (its address, its body, its log line); the headers and pages of an answer
  http: ["request", "response"],
  // shipping: the providers' interface and the zones; Shiprocket and its webhook; the twin courier
  shipping: [["types", "zones"], "shiprocket", "twin"],
  // admin: the dashboard's figures; Manage Orders (its buttons, moves of many orders, the picklist)
  admin: ["dashboard", "manage-orders"],
  // i18n: the locales and the translator; the message catalogues
  i18n: [["locales", "translate"], "messages"],
};
const roomPath = (folder, room) => (Array.isArray(room) ? `^lib/${folder}/(${room.join("|")})\\.[^/]+$` : `^lib/${folder}/${room}/`);
const roomRules = Object.entries(ROOMS).flatMap(([folder, rooms]) =>
  rooms.map((room, index) => {
    const roomsAbove = rooms.slice(index + 1).filter((above) => !Array.isArray(above));
    const floorsBelow = rooms.slice(0, index + 1).filter(Array.isArray);
    return {
      name: `rooms-${folder}-${Array.isArray(room) ? "floor" : room}`,
      comment: `lib/${folder}: a room imports a room above it, or the folder's doors`,
      severity: "error",
      from: { path: roomPath(folder, room) },
      to: {
        path: [...roomsAbove.map((above) => roomPath(folder, above)), `^lib/${folder}/[^/]+$`].join("|"),
        ...(floorsBelow.length ? { pathNot: floorsBelow.map((floor) => roomPath(folder, floor)).join("|") } : {}),
      },
    };
  }),
);
const listedRooms = Object.entries(ROOMS).flatMap(([folder, rooms]) =>
  rooms.filter((room) => !Array.isArray(room)).map((room) => roomPath(folder, room)),
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
      name: "rooms-listed",
      comment: "a folder inside a folder of lib is a room of ROOMS in .dependency-cruiser.cjs",
      severity: "error",
      from: { path: "^lib/[^/]+/[^/]+/", pathNot: ["^lib/generated/", ...listedRooms].join("|") },
      to: {},
    },
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
