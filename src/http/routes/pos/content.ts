// The content editor's calls (/pos/content): the list of pages and blog posts, saving a page
// or a post, and the Markdown preview. The rules (who may save, unique addresses) are the content
// service's (services/content/pages.ts).
import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../domain/refusal.ts';
import type { Services } from '../../../services/index.ts';
import { route } from '../../route.ts';
import { signedIn } from './guard.ts';

/** The editor shows a refusal's words as they are, so bad input's message goes without the field's name. */
const ownWords = {
  invalid: (message: string) => {
    throw new Refusal(422, message.replace(/^[\w.]+: /, ''));
  },
};

export async function registerContentRoutes(pos: FastifyInstance, { content }: Pick<Services, 'content'>) {
  route(pos, 'pos.content.list', async (_ask, req) => content.list(signedIn(req)), ownWords);
  route(pos, 'pos.content.page.save', async (ask, req) => content.savePage(signedIn(req), ask), ownWords);
  route(pos, 'pos.content.post.save', async (ask, req) => content.savePost(signedIn(req), ask), ownWords);
  route(
    pos,
    'pos.content.preview',
    async ({ body }, req) => {
      signedIn(req);
      return content.preview(body);
    },
    ownWords,
  );
}
