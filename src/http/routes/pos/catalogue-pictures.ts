// The editor's Pictures panel: uploading a picture (multipart, one file field `picture`) and saving
// the gallery. The anti-forgery check of the /pos scope covers the upload like any POST: a multipart
// body is not a plain form, so the x-csrf-token header is required (plugins/session.ts). Who may
// change, what a picture is and every rule are the pictures service's (services/catalogue/pictures.ts).
import type { FastifyInstance } from 'fastify';
import {
  MAX_PICTURE_BYTES,
  ONLY_MANAGERS_CATALOGUE,
  PICTURE_KIND,
  PICTURE_TOO_LARGE,
} from '../../../contract/catalogue.ts';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

export async function registerCataloguePictureRoutes(
  pos: FastifyInstance,
  { cataloguePictures, catalogueChanged }: Pick<Services, 'cataloguePictures' | 'catalogueChanged'>,
) {
  route(pos, 'pos.catalogue.pictures.upload', async ({ id }, req) => {
    const staff = signedIn(req);
    // Refused before a byte of the file is read.
    if (!cataloguePictures.mayChange(staff)) throw new Refusal(403, ONLY_MANAGERS_CATALOGUE);
    if (!req.isMultipart()) throw new Refusal(422, PICTURE_KIND);
    const file = await req.file({ limits: { fileSize: MAX_PICTURE_BYTES, files: 1 } });
    if (file?.fieldname !== 'picture') throw new Refusal(422, PICTURE_KIND);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new Refusal(413, PICTURE_TOO_LARGE);
      throw err;
    }
    const added = await cataloguePictures.upload(staff, id, bytes);
    // Committed: this process's listings and pages show it at once, the others on their next look.
    catalogueChanged();
    return added;
  });
  route(pos, 'pos.catalogue.pictures.save', async (ask, req) => {
    const saved = await cataloguePictures.save(signedIn(req), ask);
    catalogueChanged();
    return saved;
  });
}
