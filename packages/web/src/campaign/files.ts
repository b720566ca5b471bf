/** Saving a campaign file from the browser, and reading one chosen by the player. */
import { MAX_CAMPAIGN_FILE_BYTES } from '@drift/xia';

/** Offers `text` as a download named `name`. */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The JSON of a chosen file, or what is wrong with it (before the server reads it too). */
export async function readJsonFile(
  file: File,
): Promise<{ ok: true; value: unknown } | { ok: false; message: string }> {
  if (file.size > MAX_CAMPAIGN_FILE_BYTES)
    return {
      ok: false,
      message: `${file.name} is larger than a campaign file can be (${MAX_CAMPAIGN_FILE_BYTES / 1024} KB).`,
    };
  try {
    return { ok: true, value: JSON.parse(await file.text()) };
  } catch {
    return { ok: false, message: `${file.name} is not JSON, so not a campaign file.` };
  }
}
