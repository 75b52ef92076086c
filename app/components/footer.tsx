import { Link } from "react-router";
import { ALL_TYPE_LINKS } from "#app/lib/navigation.ts";
import { DataSaverToggle } from "./data-saver-toggle";

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200 print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Merdiven</p>
          <p className="mt-2 text-sm">
            2. sınıftan 12. sınıfa, müfredata uygun İngilizce: konu anlatımı, kelimeler, alıştırmalar ve sınavlar. Adım
            adım, basamak basamak.
          </p>
          <DataSaverToggle className="mt-4" />
        </div>
        <nav aria-label="İçerik türleri">
          <p className="font-semibold text-white">İçerikler</p>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm">
            {ALL_TYPE_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Site">
          <p className="font-semibold text-white">Merdiven</p>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <Link to="/classes" className="underline-offset-4 hover:underline">
                Sınıflar
              </Link>
            </li>
            <li>
              <Link to="/blog/sistematik-ogrenme-yaklasimi" className="underline-offset-4 hover:underline">
                Blog
              </Link>
            </li>
            <li>
              <Link to="/iletisim" className="underline-offset-4 hover:underline">
                İletişim
              </Link>
            </li>
            <li>
              <Link to="/gizlilik" className="underline-offset-4 hover:underline">
                Aydınlatma Metni
              </Link>
            </li>
            <li>
              <Link to="/cerezler" className="underline-offset-4 hover:underline">
                Çerez Politikası
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-700 py-4 text-center text-sm">
        © {new Date().getFullYear()} Merdiven · Tanıtım içerikleri örnek amaçlıdır.
      </p>
    </footer>
  );
}
