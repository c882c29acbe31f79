import { afterAll, describe, expect, it, vi } from "vitest";
import { startFakeUploadThing } from "../../support/fakes/uploadthing";

// The real `uploadthing` package against a local fake of UploadThing's ingest and API hosts
// (UPLOADTHING_INGEST_URL and UPLOADTHING_API_URL are the package's own settings): an image stored
// under a URL the package signed with the token's key, and deleted by its key; a refusal, an
// outage or no answer within UPLOADTHING_TIMEOUT_MS answers 503 with a message, never a 500.
const fake = await startFakeUploadThing();
// Long enough for the fake to answer on a loaded 2-core machine (2 s was not, beside the e2e run and
// other suites); a hang still ends with the time limit, not the test.
const TIMEOUT_MS = 10_000;
Object.assign(process.env, { UPLOADTHING_INGEST_URL: fake.url, UPLOADTHING_API_URL: fake.url, UPLOADTHING_TIMEOUT_MS: String(TIMEOUT_MS) });

afterAll(() => fake.close());

/** lib/uploads/storage with this token, read afresh as a server starting with it would. */
async function storageWith(token: string) {
  vi.resetModules();
  process.env.UPLOADTHING_TOKEN = token;
  return import("@/lib/uploads/storage");
}

const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3, 4]);

describe("images through UploadThing's API", () => {
  it("stores an image under a signed URL and deletes it by its key", async () => {
    const { storeImage, removeImage } = await storageWith(fake.token);
    const url = await storeImage(bytes, "products");
    const upload = fake.uploads.at(-1)!;
    expect(upload).toMatchObject({ name: expect.stringMatching(/^products\/[0-9a-f-]{36}\.webp$/), type: "image/webp" });
    expect(url).toMatch(new RegExp(`^https://app[0-9a-f]+\\.ufs\\.sh/f/${upload.key}$`));
    await removeImage(url);
    expect(fake.deleted).toEqual([upload.key]);
    // Deleting a file UploadThing no longer has is no error.
    await expect(removeImage(url)).resolves.toBeUndefined();
  });

  it.each([
    ["an outage (500)", { status: 500 }],
    ["a file refused (413)", { status: 413, message: "File too large" }],
    ["no answer", "hang" as const],
  ])("an upload meeting %s answers 503 with a message", async (_name, answer) => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { storeImage, IMAGES_UNAVAILABLE } = await storageWith(fake.token);
    fake.answerNext(answer);
    await expect(storeImage(bytes, "avatars")).rejects.toMatchObject({ name: "AppError", status: 503, message: IMAGES_UNAVAILABLE });
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain("Image upload to UploadThing failed");
    logged.mockRestore();
  });

  it("a token whose key UploadThing does not know: uploads and deletions are refused, and answer 503", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const stored = await (await storageWith(fake.token)).storeImage(bytes, "categories");
    const { storeImage, removeImage } = await storageWith(fake.wrongToken);
    const uploads = fake.uploads.length;
    await expect(storeImage(bytes, "categories")).rejects.toMatchObject({ status: 503 });
    await expect(removeImage(stored)).rejects.toMatchObject({ status: 503 });
    expect(fake.uploads).toHaveLength(uploads);
    expect(fake.deleted).not.toContain(stored.split("/").at(-1));
    logged.mockRestore();
  });
});
