import { MessageForm } from "#app/components/message-form.tsx";
import { handleMessageForm } from "#app/lib/messages.server.ts";
import { titled } from "#app/lib/meta.ts";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = () => titled("İletişim", "Merdiven ekibine ulaşın.");

export const action = ({ request, context }: Route.ActionArgs) => handleMessageForm(request, context);

export default function Contact() {
  return (
    <div className="mx-auto max-w-2xl">
      <MessageForm
        headingLevel={1}
        title="İletişim"
        intro="Sorularınızı, önerilerinizi ya da bir içerikte gördüğünüz bir hatayı bize yazın. Mesajınız önce güvenle kaydedilir, sonra ekibimize iletilir."
      />
    </div>
  );
}
