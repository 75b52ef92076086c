import { Link } from "react-router";
import { SITE_COOKIES } from "#core/site-cookies.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = () =>
  titled("Çerez Politikası", "Merdiven'in kullandığı çerezler: her biri neden ve ne kadar süre.");

/** Every cookie the site sets (core/site-cookies.ts, the list the code takes the names from). */
export default function Cookies() {
  return (
    <article className="mx-auto max-w-3xl leading-relaxed">
      <h1 className="text-3xl font-extrabold text-brand-900">Çerez Politikası</h1>
      <p className="mt-4">
        Merdiven yalnızca sitenin çalışması için gerekli çerezleri kullanır: giriş yapmanız, bir formdan sonra bildirimi
        görmeniz, Google ile giriş ve veri tasarrufu seçiminiz için. Reklam, analiz ya da başka sitelerin çerezi yoktur;
        bu yüzden izin penceresi de yoktur. Çerezlerin hiçbiri sayfadaki betiklerle okunamaz (HttpOnly) ve başka
        sitelerden gelen isteklere eklenmez (SameSite).
      </p>
      <div className="mt-6 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Merdiven&apos;in çerezleri</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                Çerez
              </th>
              <th scope="col" className="py-2 pr-4">
                Ne işe yarar
              </th>
              <th scope="col" className="py-2">
                Ne kadar kalır
              </th>
            </tr>
          </thead>
          <tbody>
            {SITE_COOKIES.map((cookie) => (
              <tr key={cookie.name} className="border-b border-slate-200 align-top">
                <th scope="row" className="py-2 pr-4 font-mono font-semibold">
                  {cookie.name}
                </th>
                <td className="py-2 pr-4">{cookie.purpose}</td>
                <td className="py-2">{cookie.lifetime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6">
        Tarayıcınızın ayarlarından çerezleri silebilirsiniz; o zaman yeniden giriş yapmanız gerekir. Hangi verileri
        sakladığımızı{" "}
        <Link to="/gizlilik" className="font-semibold text-brand-800 underline underline-offset-4">
          Aydınlatma Metni
        </Link>{" "}
        anlatır.
      </p>
    </article>
  );
}
