import { useState, type ChangeEvent } from "react";

/** Controlled form values keyed by each input's name attribute. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  };
  return { values, setValues, onChange };
}
