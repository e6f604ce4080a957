// A row of figures above an import's result (rows, changes, errors), as the catalogue import shows them.
export function Figures({ figures }: { figures: [string, number][] }) {
  return (
    <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
      {figures.map(([label, n]) => (
        <div key={label} className="rounded-lg bg-sand/40 px-3 py-2">
          <dt className="text-xs text-ink/70">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums">{n.toLocaleString('en-NZ')}</dd>
        </div>
      ))}
    </dl>
  );
}
