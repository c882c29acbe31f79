import type { Prisma } from "@/lib/generated/prisma/client";

// The user and address shapes of the spec's API (section 3), also used by the pages.
export const userViewSelect = {
  id: true,
  fullname: true,
  email: true,
  phone: true,
  image: true,
  isVerified: true,
  role: true,
  createdAt: true,
  addresses: { orderBy: { createdAt: "asc" } },
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof userViewSelect }>;
type AddressRow = UserRow["addresses"][number];

export type AddressView = ReturnType<typeof toAddressView>;
export type UserView = ReturnType<typeof toUserView>;

export function toAddressView(address: AddressRow) {
  return {
    _id: address.id,
    id: address.id,
    name: address.name,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? "",
    locality: address.locality ?? "",
    landmark: address.landmark ?? "",
    city: address.city,
    state: address.state,
    pinCode: address.pinCode,
    phoneNumber: address.phoneNumber,
  };
}

export function toUserView(user: UserRow) {
  return {
    _id: user.id,
    id: user.id,
    fullname: user.fullname,
    email: user.email,
    phone: user.phone ?? "",
    image: user.image,
    isVerified: user.isVerified,
    userType: user.role === "ADMIN" ? "Admin" : "User",
    createdAt: user.createdAt.toISOString(),
    address: user.addresses.map(toAddressView),
  };
}
