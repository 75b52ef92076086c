import { MessageForm } from "../../components/message-form";
import { handleMessageForm } from "../../lib/messages.server";
import { titled } from "../../lib/meta";
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
