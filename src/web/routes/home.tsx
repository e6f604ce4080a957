import type { Route } from './+types/home';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Kauri Furniture' }];
}

export default function Home() {
  return (
    <main className="p-8">
      <h1 className="text-3xl font-semibold text-kauri">Kauri Furniture</h1>
    </main>
  );
}
