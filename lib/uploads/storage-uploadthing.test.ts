import { beforeEach, describe, expect, it, vi } from "vitest";

// The UploadThing branch, with the SDK replaced: what is sent and how the answer is used.
const sdk = vi.hoisted(() => ({
  tokens: [] as string[],
  uploadFiles: vi.fn(),
  deleteFiles: vi.fn(),
}));

vi.mock("uploadthing/server", async (importOriginal) => {
  const original = await importOriginal<typeof import("uploadthing/server")>();
  class UTApi {
    constructor(options: { token: string }) {
      sdk.tokens.push(options.token);
    }
    uploadFiles = sdk.uploadFiles;
    deleteFiles = sdk.deleteFiles;
  }
  return { ...original, UTApi };
});

vi.stubEnv("DATABASE_URL", "postgresql://postgres:postgres@127.0.0.1:54329/kurta");
vi.stubEnv("AUTH_SECRET", "x".repeat(32));
vi.stubEnv("DEMO_MODE", "false");
const TOKEN = btoa(JSON.stringify({ apiKey: "sk_test_key", appId: "app1", regions: ["sea1"] }));
vi.stubEnv("UPLOADTHING_TOKEN", TOKEN);
vi.stubEnv("RESEND_API_KEY", "re_test");
vi.stubEnv("RAZORPAY_KEY_ID", "id");
vi.stubEnv("RAZORPAY_KEY_SECRET", "secret");
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "hook");
vi.stubEnv("SHIPROCKET_EMAIL", "ops@example.com");
vi.stubEnv("SHIPROCKET_PASSWORD", "pw");
vi.stubEnv("SHIPROCKET_WEBHOOK_TOKEN", "hook-token");
vi.stubEnv("MSG91_AUTH_KEY", "msg91-key");
vi.stubEnv("MSG91_OTP_TEMPLATE_ID", "6745f0c1d6fc05123a4b5c6d");
vi.stubEnv("MSG91_COD_TEMPLATE_ID", "6745f0c1d6fc05123a4b5c6e");
vi.stubEnv("MSG91_COD_CANCELLED_TEMPLATE_ID", "6745f0c1d6fc05123a4b5c6f");
vi.stubEnv("SMS_SENDER_ID", "KURTAS");
vi.stubEnv("SELLER_NAME", "Kurta Shop Private Limited");
vi.stubEnv("SELLER_GSTIN", "07AAACK1234M1Z5");

const { IMAGES_UNAVAILABLE, removeImage, storeImage } = await import("./storage");
const { UploadThingError, UTFile } = await import("uploadthing/server");

beforeEach(() => {
  sdk.uploadFiles.mockReset();
  sdk.deleteFiles.mockReset();
});

describe("storeImage through UploadThing", () => {
  it("uploads a WebP under a random name in the folder and returns the ufs URL", async () => {
    sdk.uploadFiles.mockResolvedValue({
      data: { ufsUrl: "https://app1.ufs.sh/f/key123", url: "https://utfs.io/f/key123", key: "key123" },
      error: null,
    });
    const url = await storeImage(new Uint8Array([1, 2, 3]), "products");
    expect(url).toBe("https://app1.ufs.sh/f/key123");
    expect(sdk.tokens).toEqual([TOKEN]);

    const file = sdk.uploadFiles.mock.calls[0]?.[0] as InstanceType<typeof UTFile>;
    expect(file).toBeInstanceOf(UTFile);
    expect(file.name).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(file.type).toBe("image/webp");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("answers 503 with a message when the provider fails, and logs its error", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.uploadFiles.mockResolvedValue({ data: null, error: { code: "INTERNAL_SERVER_ERROR", message: "down" } });
    await expect(storeImage(new Uint8Array([1]), "avatars")).rejects.toMatchObject({ status: 503, message: IMAGES_UNAVAILABLE });
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/UploadThing failed.*down/);
    logged.mockRestore();
  });
});

describe("removeImage through UploadThing", () => {
  it("deletes by the key from the URL", async () => {
    sdk.deleteFiles.mockResolvedValue({ success: true, deletedCount: 1 });
    await removeImage("https://app1.ufs.sh/f/key123");
    expect(sdk.deleteFiles).toHaveBeenCalledWith("key123");
  });

  it("tolerates a file UploadThing no longer has", async () => {
    sdk.deleteFiles.mockResolvedValue({ success: true, deletedCount: 0 });
    await expect(removeImage("https://utfs.io/f/gone")).resolves.toBeUndefined();
    sdk.deleteFiles.mockRejectedValue(new UploadThingError({ code: "NOT_FOUND", message: "not found" }));
    await expect(removeImage("https://utfs.io/f/gone")).resolves.toBeUndefined();
  });

  it("still reports a provider failure, as a 503", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    sdk.deleteFiles.mockRejectedValue(new UploadThingError({ code: "INTERNAL_SERVER_ERROR", message: "down" }));
    await expect(removeImage("https://utfs.io/f/key")).rejects.toMatchObject({ status: 503, message: IMAGES_UNAVAILABLE });
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/down/);
    logged.mockRestore();
  });

  it("ignores URLs that are not UploadThing's nor ours", async () => {
    for (const url of ["/uploads/seed/x.webp", "/images/hero.webp", "https://example.com/f/key"]) await removeImage(url);
    expect(sdk.deleteFiles).not.toHaveBeenCalled();
  });
});
