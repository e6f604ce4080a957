// An order's documents as PDF files: GET /order/{orderNo}/{invoice,pro-forma,labels}.pdf?t={token}
// (the pages at /order/{orderNo}/{kind} are web/shop/routes/order-document.tsx). The token
// (services/pos-cart/quote-link.ts) opens that one document of that one order; a signed-in staff
// member needs none. Anything else is not found, so guessing numbers shows nothing. Personal: never
// cached, never indexed.
import type { FastifyInstance } from 'fastify';
import type { OrderDocumentKind } from '../../contract/documents.ts';
import type { Services } from '../../services/index.ts';

const ORDER_NO = /^[A-Za-z0-9-]{1,40}$/;
const FILES: Record<string, OrderDocumentKind> = {
  'invoice.pdf': 'invoice',
  'pro-forma.pdf': 'pro-forma',
  'labels.pdf': 'labels',
};

export async function registerDocumentFileRoutes(
  app: FastifyInstance,
  { documents, staff }: Pick<Services, 'documents' | 'staff'>,
) {
  // One route per file: /order/{orderNo}/{kind} without .pdf is the page's, left to the pages.
  for (const [name, kind] of Object.entries(FILES))
    app.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
      `/order/:orderNo/${name}`,
      async (req, reply) => {
        reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
        const { orderNo } = req.params;
        const token = typeof req.query.t === 'string' ? req.query.t : '';
        const allowed =
          ORDER_NO.test(orderNo) &&
          ((token.length > 0 && token.length <= 100 && (await documents.tokenValid(kind, orderNo, token))) ||
            (await staff.staffOfSession(req.existingSessionId())) !== null);
        const file = allowed ? await documents.pdf(kind, orderNo) : null;
        if (!file) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${file.filename}"`)
          .send(file.content);
      },
    );
}
