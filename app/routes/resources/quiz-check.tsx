import { quizCheckAction } from "#app/lib/practice.server.tsx";
import type { Route } from "./+types/quiz-check";

/** POST /alistirma/kontrol: one quiz question's feedback as the pupil answers (app/lib/practice.server.tsx). */
export const action = ({ request, context }: Route.ActionArgs) => quizCheckAction(request, context);
