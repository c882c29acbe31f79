import { createHash, randomInt } from "node:crypto";

// A gift card's code: 16 characters drawn at random from 31 that cannot be misread for one another
// (no 0/O, 1/I/L), about 79 bits: not guessable, and the redeem door's rate limits stop a script long
// before. Shown once as four groups of four; the shop keeps only its SHA-256 (a random code of this
// length needs no salt: there is no dictionary to try).

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const LENGTH = 16;
const SHAPE = new RegExp(`^[${ALPHABET}]{${LENGTH}}$`);

export function newCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
}

/** "ABCD-EFGH-JKMN-PQRS", as the owner hands it over. */
export function formatCode(code: string): string {
  return code.match(/.{4}/g)!.join("-");
}

/** The code as typed (any case, spaces or dashes between groups), or null when it cannot be one. */
export function readCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, "").toUpperCase();
  return SHAPE.test(code) ? code : null;
}

export function hashCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
