// Sending a CSV file to an import call (the catalogue's, a stocktake's, the stock load): XMLHttpRequest,
// because its upload events show the progress (fetch has none). `onSent` gets the share sent (0-1), then
// the promise the server's answer, or an error with the refusal's words.
import { csrfToken } from '../../../common/lib/api.ts';

export function uploadCsv<T extends { errors: unknown[] }>(
  address: string,
  file: File,
  dryRun: boolean,
  onSent: (share: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${address}${dryRun ? '?dryRun=1' : ''}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-TOKEN', csrfToken());
    xhr.upload.onprogress = (e) => e.lengthComputable && onSent(e.loaded / e.total);
    xhr.onload = () => {
      let body: { msg?: string; errors?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status === 200 && Array.isArray(body.errors)) resolve(body as T);
      else reject(new Error(body.msg ?? (xhr.status === 413 ? 'The file is larger than 50 MB' : 'The upload failed')));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
