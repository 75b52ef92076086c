import { titled } from "../lib/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => titled("İletişim", "Merdiven ekibine ulaşın.");

export default function Contact() {
  return (
    <section className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-3xl font-extrabold text-brand-900">İletişim</h1>
      <p className="mt-4 text-lg text-slate-700">
        Sorularınız, önerileriniz ya da bir içerikte gördüğünüz bir hata için bize yazabilirsiniz. İletişim formu çok yakında bu sayfada
        olacak.
      </p>
    </section>
  );
}
