import { notFound } from "#app/lib/load.server.ts";

/** Any unknown path: docs/product.md's 'Bir hata oluştu.' with status 404, inside the site layout. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
