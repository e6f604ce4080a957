// Sending one picture to POST /pos/catalogue/product/:id/pictures as multipart/form-data (the file
// field `picture`), with the page's anti-forgery token like every other call (common/lib/api.ts).
// Not api(): that sends JSON; the address still comes from the route table's addresses.
import { addresses, fillPath } from '../../../../contract/addresses.ts';
import type { ResponseOf } from '../../../../contract/routes.ts';
import { ApiError, csrfToken } from '../../../common/lib/api.ts';

export async function uploadPicture(
  productId: number,
  file: File,
): Promise<ResponseOf<'pos.catalogue.pictures.upload'>> {
  const [method, path] = addresses['pos.catalogue.pictures.upload'];
  const body = new FormData();
  body.append('picture', file, file.name);
  const res = await fetch(fillPath(path, { id: productId }).url, {
    method,
    headers: { Accept: 'application/json', 'X-CSRF-TOKEN': csrfToken() },
    body,
    credentials: 'same-origin',
  });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, text);
  return JSON.parse(text) as ResponseOf<'pos.catalogue.pictures.upload'>;
}
