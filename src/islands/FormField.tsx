import { type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useDomId } from './useDomId.ts';

interface Common {
  label: string;
  name: string;
  error?: string | undefined;
  required?: boolean;
}

type Props = Common &
  (
    | ({ multiline?: false } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>)
    | ({ multiline: true } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'required'>)
  );

/** A labelled input or textarea with its error, wired for assistive technology. */
export default function FormField({ label, name, error, required = false, multiline = false, ...rest }: Props) {
  const id = useDomId('field');
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="field" data-field={name}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="field__optional"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea {...shared} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input type="text" {...shared} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
