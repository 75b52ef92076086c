import { notFound } from "../../lib/load.server";

/** Any unknown path: docs/product.md's 'Bir hata oluştu.' with status 404, inside the site layout. */
export function loader() {
  notFound();
}

export default function NotFound() {
  return null;
}
