import { useState, type InputHTMLAttributes, useId } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  error?: string;
}

const inputClass =
  "min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 disabled:bg-slate-100";

/** A labelled input whose error is tied to it with aria-invalid and aria-describedby. */
export function Field({ label, name, error, className = "", ...input }: FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle appears once JavaScript runs). */
export function PasswordField({ label, name, error, ...input }: FieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
          {...input}
        />
        {hydrated && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            className="min-h-11 shrink-0 rounded-lg border border-slate-500 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-100"
          >
            {visible ? "Gizle" : "Göster"}
            <span className="sr-only"> (şifre)</span>
          </button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-medium text-red-900">
      {message}
    </p>
  );
}

export const primaryButton =
  "min-h-11 w-full rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-75";
