// The item cell of a printed sheet's line (the quote, the invoice and the pro-forma): its name, SKU
// and, for a bundle, what it is made of, so every document names a line the same way.
interface SheetLine {
  name: string;
  sku: string;
  components: { sku: string; name: string; qty: number }[];
}

/** `lead` goes before each component ("includes" on the invoice, nothing on the quote). */
export function SheetItemCell({ line, lead = '' }: { line: SheetLine; lead?: string }) {
  return (
    <td className="py-2 pr-2">
      <p className="font-medium">{line.name}</p>
      <p className="text-xs text-ink/65">SKU {line.sku}</p>
      {line.components.length > 0 && (
        <ul className="mt-1 text-xs text-ink/70">
          {line.components.map((c, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server's list in its order; a SKU may appear twice in a bundle.
            <li key={`${c.sku}-${j}`}>
              {lead && `${lead} `}
              {c.qty} × {c.name} <span className="text-ink/70">({c.sku})</span>
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}
