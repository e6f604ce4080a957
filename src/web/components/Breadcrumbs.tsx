import type { Breadcrumb } from '../../contract/catalog.ts';

export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.url}>{i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <a href={c.url}>{c.name}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
