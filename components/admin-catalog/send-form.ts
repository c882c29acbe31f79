"use client";

// Sends a form to an /api/v1 call with XMLHttpRequest, so a long upload can report its progress.
export type ApiAnswer = { success: boolean; message?: string; errors?: Record<string, string> } & Record<string, unknown>;

export function sendForm(method: string, url: string, body: FormData | null, onProgress?: (fraction: number) => void): Promise<ApiAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    request.responseType = "json";
    if (onProgress) request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      const answer = request.response as ApiAnswer | null;
      resolve(answer && typeof answer === "object" ? answer : { success: false, message: "Something went wrong. Please try again." });
    };
    request.onerror = () => resolve({ success: false, message: "The network failed. Please try again." });
    request.send(body);
  });
}

export function sendJson(method: string, url: string, json: unknown): Promise<ApiAnswer> {
  return fetch(url, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(json) })
    .then((response) => response.json() as Promise<ApiAnswer>)
    .catch(() => ({ success: false, message: "The network failed. Please try again." }));
}
