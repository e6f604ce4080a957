// The order's delivery labels (/order/{orderNo}/labels): one 100 × 150 mm label per sub-item unit to
// be delivered or collected, as the PDF draws them (services/documents/pdf-documents.ts), from the same
// model. On paper each label is one page of the label printer's roll.
import type { LabelsDocument } from '../../../../contract/documents.ts';

export function LabelSheet({ doc }: { doc: LabelsDocument }) {
  if (doc.labels.length === 0)
    return (
      <p className="rounded-xl border border-sand-dark bg-white p-6" data-testid="labels-none">
        Order #{doc.orderNo} has nothing to deliver or collect.
      </p>
    );
  return (
    <ol className="grid justify-center gap-6 print:block" data-testid="labels">
      {doc.labels.map((l) => (
        <li
          key={l.n}
          className="label-page flex h-[150mm] w-[100mm] flex-col overflow-hidden border border-ink/40 bg-white p-[5mm] text-ink print:border-0"
          data-testid="label"
        >
          <div className="flex items-start justify-between gap-2">
            <p className="text-xs font-semibold tracking-widest text-timber uppercase">Kauri Furniture</p>
            <p className="text-2xl font-bold" data-testid="label-count">
              {l.n} of {l.of}
            </p>
          </div>
          <p className="text-3xl font-bold">#{l.orderNo}</p>
          <p className="border-b-2 border-ink pb-1 font-semibold tracking-widest text-timber uppercase">{l.method}</p>
          <p className="mt-2 text-lg font-bold break-words">{l.customer}</p>
          {l.phone && <p>{l.phone}</p>}
          <p className="line-clamp-3 break-words">{l.address}</p>
          <div className="mt-2 border-t border-sand-dark pt-2">
            <p className="font-bold">{l.item.name}</p>
            <p className="text-sm text-ink/70">{l.item.sku}</p>
            {(l.subItem.sku !== l.item.sku || l.subItem.name !== l.item.name) && (
              <>
                <p>Part: {l.subItem.name}</p>
                <p className="text-sm text-ink/70">{l.subItem.sku}</p>
              </>
            )}
          </div>
          {l.tags.length > 0 && <p className="mt-2 font-semibold">{l.tags.join('  |  ')}</p>}
          {l.notes && <p className="mt-2 line-clamp-4 break-words">Notes: {l.notes}</p>}
        </li>
      ))}
    </ol>
  );
}
