/** Demo accounts, seeded customers with Indian addresses, and Priya's cart and wishlist. */
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../lib/auth/password";
import type { Prisma, PrismaClient } from "../../lib/generated/prisma/client";
import { Role } from "../../lib/generated/prisma/enums";
import type { PoolProduct } from "./catalog";
import { newId } from "./ids";
import type { ImageStore } from "./image-store";
import type { Random } from "./random";

const DAY = 24 * 60 * 60 * 1000;

/** The accounts a person can sign in with (also listed in the README). */
export const DEMO_ACCOUNTS = {
  admin: { fullname: "Kurta Shop Admin", email: "admin@kurta.shop", password: "Admin@12345" },
  priya: { fullname: "Priya Sharma", email: "priya@kurta.shop", password: "Customer@123" },
  rahul: { fullname: "Rahul Verma", email: "rahul@kurta.shop", password: "Customer@123" },
} as const;

export type AddressSnapshot = {
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  pinCode: string;
  phoneNumber: string;
};

export type SeedUser = { id: string; fullname: string; createdAt: Date; addresses: AddressSnapshot[] };

export type SeededUsers = {
  admin: SeedUser;
  priya: SeedUser;
  rahul: SeedUser;
  /** Verified customers who can have orders and reviews (Priya included), oldest account first. */
  customers: SeedUser[];
  count: number;
};

const FIRST_NAMES = [
  "Ananya",
  "Aditi",
  "Kavya",
  "Meera",
  "Sneha",
  "Pooja",
  "Divya",
  "Ishita",
  "Nandini",
  "Riya",
  "Shreya",
  "Aishwarya",
  "Lakshmi",
  "Deepika",
  "Neha",
  "Swati",
  "Tanvi",
  "Aparna",
  "Bhavna",
  "Gayatri",
  "Harini",
  "Jyoti",
  "Kritika",
  "Madhuri",
  "Nisha",
  "Pallavi",
  "Radhika",
  "Sunita",
  "Vidya",
  "Zoya",
  "Arjun",
  "Vikram",
  "Rohan",
  "Karthik",
  "Siddharth",
  "Aman",
  "Farhan",
  "Manish",
  "Naveen",
  "Sanjay",
] as const;

const LAST_NAMES = [
  "Iyer",
  "Nair",
  "Reddy",
  "Patel",
  "Shah",
  "Gupta",
  "Mehta",
  "Joshi",
  "Kulkarni",
  "Deshpande",
  "Banerjee",
  "Chatterjee",
  "Mukherjee",
  "Das",
  "Rao",
  "Menon",
  "Pillai",
  "Singh",
  "Chauhan",
  "Agarwal",
  "Bhat",
  "Kapoor",
  "Malhotra",
  "Saxena",
  "Srinivasan",
  "Krishnan",
  "Qureshi",
  "Fernandes",
  "Naidu",
  "Bose",
] as const;

/** City, state and some of its pin codes (from India Post's directory in lib/accounts/addresses/pincodes, as the address check wants). */
const CITIES = [
  ["Mumbai", "Maharashtra", ["400001", "400015", "400030", "400054", "400069", "400084"]],
  ["Pune", "Maharashtra", ["411001", "411009", "411018", "411026", "411035", "411044"]],
  ["Nagpur", "Maharashtra", ["440001", "440007", "440014", "440019", "440024", "440032"]],
  ["Bengaluru", "Karnataka", ["560001", "560018", "560036", "560054", "560072", "560093"]],
  ["Mysuru", "Karnataka", ["570001", "570005", "570009", "570014", "570018", "570023"]],
  ["Chennai", "Tamil Nadu", ["600001", "600010", "600021", "600031", "600042", "600092"]],
  ["Coimbatore", "Tamil Nadu", ["641001", "641015", "641029", "641044", "641109", "641602"]],
  ["Hyderabad", "Telangana", ["500001", "500015", "500033", "500051", "500066", "500085"]],
  ["Visakhapatnam", "Andhra Pradesh", ["530001", "530008", "530015", "530024", "530032", "530045"]],
  ["Kolkata", "West Bengal", ["700001", "700013", "700025", "700041", "700061", "700075"]],
  ["New Delhi", "Delhi", ["110001", "110016", "110031", "110046", "110062", "110077"]],
  ["Gurugram", "Haryana", ["122001", "122005", "122009", "122016", "122052", "122413"]],
  ["Noida", "Uttar Pradesh", ["201008", "201303", "201305", "201307", "201310", "201312"]],
  ["Lucknow", "Uttar Pradesh", ["226001", "226008", "226015", "226022", "226029", "226201"]],
  ["Jaipur", "Rajasthan", ["302001", "302005", "302015", "302019", "302026", "302031"]],
  ["Udaipur", "Rajasthan", ["313002", "313024", "313203", "313604", "313705", "313901"]],
  ["Ahmedabad", "Gujarat", ["380001", "380007", "380015", "380022", "380028", "380055"]],
  ["Surat", "Gujarat", ["395001", "395003", "395005", "395007", "395009", "395011"]],
  ["Vadodara", "Gujarat", ["390001", "390004", "390008", "390011", "390014", "390018"]],
  ["Kochi", "Kerala", ["682001", "682011", "682022", "682033", "682302", "682312"]],
  ["Thiruvananthapuram", "Kerala", ["695001", "695022", "695104", "695308", "695523", "695582"]],
  ["Chandigarh", "Chandigarh", ["160001", "160009", "160015", "160019", "160023", "160036"]],
  ["Indore", "Madhya Pradesh", ["452001", "452003", "452006", "452009", "452011", "452013"]],
  ["Bhopal", "Madhya Pradesh", ["462001", "462008", "462020", "462027", "462037", "462043"]],
  ["Patna", "Bihar", ["800001", "800005", "800009", "800013", "800017", "800021"]],
  ["Bhubaneswar", "Odisha", ["751001", "751005", "751009", "751013", "751017", "751021"]],
  ["Guwahati", "Assam", ["781001", "781008", "781014", "781020", "781026", "781032"]],
  ["Dehradun", "Uttarakhand", ["248001", "248007", "248013", "248123", "248143", "248165"]],
  ["Panaji", "Goa", ["403001", "403002", "403004", "403005", "403006"]],
  ["Ludhiana", "Punjab", ["141001", "141013", "141105", "141116", "141126", "141413"]],
] as const;

const BUILDINGS = [
  "Sai Residency",
  "Green Park Apartments",
  "Shanti Niketan",
  "Lakeview Towers",
  "Gokul Dham Society",
  "Krishna Enclave",
  "Palm Grove",
  "Sunrise Heights",
  "Vrindavan Apartments",
  "Silver Oak Residency",
] as const;

const STREETS = [
  "MG Road",
  "Station Road",
  "Nehru Nagar",
  "Gandhi Marg",
  "Shivaji Nagar",
  "Anna Salai",
  "Park Street",
  "Civil Lines",
  "Banjara Hills Road No. 12",
  "Koregaon Park Lane 5",
  "Indiranagar 100 Feet Road",
  "Sector 21",
] as const;

const LANDMARKS = ["Near City Mall", "Opp. Post Office", "Behind Ganesh Temple", "Near Metro Station", "Next to HDFC Bank"] as const;

function phone(rng: Random): string {
  let digits = String(rng.int(6, 9));
  for (let i = 0; i < 9; i++) digits += String(rng.int(0, 9));
  return digits;
}

function address(rng: Random, name: string, mobile: string, city?: (typeof CITIES)[number]): AddressSnapshot {
  const [cityName, state, pinCodes] = city ?? rng.pick(CITIES);
  const flat = rng.chance(0.7);
  return {
    name,
    addressLine1: flat
      ? `Flat ${rng.int(1, 14)}0${rng.int(1, 8)}, ${rng.pick(BUILDINGS)}`
      : `House No. ${rng.int(2, 480)}, ${rng.pick(STREETS)}`,
    addressLine2: rng.chance(0.7) ? `${rng.pick(LANDMARKS)}, ${rng.pick(STREETS)}` : null,
    city: cityName,
    state,
    pinCode: rng.pick(pinCodes),
    phoneNumber: mobile,
  };
}

export async function seedUsers(
  prisma: PrismaClient,
  options: { now: Date; rng: Random; store: ImageStore; customers?: number },
): Promise<SeededUsers> {
  const { now, rng, store } = options;
  const extraCount = options.customers ?? 40;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  // Argon2 is deliberately slow: hash the three real passwords, and one random one shared by
  // every other seeded customer (they cannot sign in in practice).
  const [adminHash, priyaHash, rahulHash, sharedHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.priya.password),
    hashPassword(DEMO_ACCOUNTS.rahul.password),
    hashPassword(randomBytes(24).toString("base64url")),
  ]);

  const users: Prisma.UserCreateManyInput[] = [];
  const addresses: Prisma.AddressCreateManyInput[] = [];
  const byId = new Map<string, SeedUser>();

  function add(row: Omit<Prisma.UserCreateManyInput, "id" | "updatedAt"> & { createdAt: Date }, addressList: AddressSnapshot[]): SeedUser {
    const id = newId();
    // Each signed up with an email and a password; a verified one proved its email that day.
    const { createdAt } = row;
    users.push({ ...row, id, updatedAt: createdAt, passwordSetAt: createdAt, emailVerifiedAt: row.isVerified ? createdAt : null });
    addressList.forEach((a, i) => {
      const created = new Date(row.createdAt.getTime() + (i * 40 + 1) * DAY);
      addresses.push({ id: newId(), userId: id, ...a, createdAt: created, updatedAt: created });
    });
    const user: SeedUser = { id, fullname: row.fullname, createdAt: row.createdAt, addresses: addressList };
    byId.set(id, user);
    return user;
  }

  const admin = add(
    {
      fullname: DEMO_ACCOUNTS.admin.fullname,
      email: DEMO_ACCOUNTS.admin.email,
      passwordHash: adminHash,
      phone: "9810000001",
      role: Role.ADMIN,
      isVerified: true,
      createdAt: ago(3 * 365 + 40),
    },
    [],
  );

  const priyaPhone = "9876543210";
  const priya = add(
    {
      fullname: DEMO_ACCOUNTS.priya.fullname,
      email: DEMO_ACCOUNTS.priya.email,
      passwordHash: priyaHash,
      phone: priyaPhone,
      image: await store.avatar(0, "PS"),
      role: Role.CUSTOMER,
      isVerified: true,
      createdAt: ago(3 * 365 + 20),
    },
    [
      {
        name: "Priya Sharma",
        addressLine1: "Flat 402, Lakeview Towers",
        addressLine2: "Hiranandani Gardens, Powai",
        city: "Mumbai",
        state: "Maharashtra",
        pinCode: "400076",
        phoneNumber: priyaPhone,
      },
      {
        name: "Priya Sharma (office)",
        addressLine1: "4th Floor, Prestige Tech Park",
        addressLine2: "Outer Ring Road, Marathahalli",
        city: "Bengaluru",
        state: "Karnataka",
        pinCode: "560103",
        phoneNumber: "9123456780",
      },
    ],
  );

  const rahulPhone = phone(rng);
  const rahul = add(
    {
      fullname: DEMO_ACCOUNTS.rahul.fullname,
      email: DEMO_ACCOUNTS.rahul.email,
      passwordHash: rahulHash,
      phone: rahulPhone,
      role: Role.CUSTOMER,
      isVerified: false,
      createdAt: ago(2),
    },
    [
      address(
        rng,
        DEMO_ACCOUNTS.rahul.fullname,
        rahulPhone,
        CITIES.find(([city]) => city === "Lucknow"),
      ),
    ],
  );

  const customers: SeedUser[] = [priya];
  const usedEmails = new Set<string>();
  const avatars: Promise<string>[] = [];
  const customerRows: number[] = [];
  for (let n = 1; n <= extraCount; n++) {
    let first: string;
    let last: string;
    let email: string;
    do {
      first = rng.pick(FIRST_NAMES);
      last = rng.pick(LAST_NAMES);
      email = `${first}.${last}`.toLowerCase();
    } while (usedEmails.has(email) && usedEmails.size < FIRST_NAMES.length * LAST_NAMES.length);
    if (usedEmails.has(email)) email = `${email}${n}`;
    usedEmails.add(email);
    const fullname = `${first} ${last}`;
    const mobile = phone(rng);
    const addressList = [address(rng, fullname, mobile)];
    if (rng.chance(0.4)) addressList.push(address(rng, fullname, rng.chance(0.5) ? mobile : phone(rng)));
    // Signed up between three years and three weeks ago, more of them early on.
    const createdAt = ago(21 + Math.floor((1 - rng.next() ** 1.5) * (3 * 365 - 21)));
    const hasAvatar = n % 2 === 0;
    const user = add(
      {
        fullname,
        email: `${email}@example.com`,
        passwordHash: sharedHash,
        phone: mobile,
        image: null,
        role: Role.CUSTOMER,
        isVerified: true,
        createdAt,
      },
      addressList,
    );
    if (hasAvatar) {
      const row = users.length - 1;
      customerRows.push(row);
      avatars.push(store.avatar(n, `${first[0] ?? ""}${last[0] ?? ""}`));
    }
    customers.push(user);
  }
  const urls = await Promise.all(avatars);
  customerRows.forEach((row, i) => {
    const target = users[row];
    if (target) target.image = urls[i] ?? null;
  });

  await prisma.user.createMany({ data: users });
  await prisma.address.createMany({ data: addresses });
  customers.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { admin, priya, rahul, customers, count: users.length };
}

/** Two cart lines and two wishlist lines of in-stock sizes for Priya. */
export async function seedPriyaLists(
  prisma: PrismaClient,
  priya: SeedUser,
  pool: readonly PoolProduct[],
  rng: Random,
  now: Date,
): Promise<void> {
  const picks: string[] = [];
  for (const product of rng.shuffle(pool)) {
    const sizes = product.variants.flatMap((v) => v.sizes).filter((s) => s.stock >= 3);
    if (sizes.length === 0) continue;
    picks.push(rng.pick(sizes).id);
    if (picks.length === 4) break;
  }
  const [c1, c2, w1, w2] = picks;
  const at = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);
  const cart = [c1, c2].flatMap((sizeId, i) =>
    sizeId ? [{ id: newId(), userId: priya.id, sizeId, quantity: i + 1, createdAt: at(30 - i * 5), updatedAt: at(30 - i * 5) }] : [],
  );
  const wishlist = [w1, w2].flatMap((sizeId, i) =>
    sizeId ? [{ id: newId(), userId: priya.id, sizeId, createdAt: at(200 - i * 48) }] : [],
  );
  await prisma.cartLine.createMany({ data: cart });
  await prisma.wishlistLine.createMany({ data: wishlist });
}
