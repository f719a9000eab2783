import { useEffect } from 'react';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A react-hook-form form for a showcase page, with `errorField` put in its error state on mount so
 * the page shows that state without any user action.
 */
export function useDemoForm<T extends FieldValues>(
  defaultValues: DefaultValues<T>,
  errorField?: FieldPath<T>,
  message = 'This field has an error',
) {
  const form = useForm<T>({ defaultValues, mode: 'onChange' });
  const { setError } = form;
  useEffect(() => {
    if (errorField) setError(errorField, { type: 'manual', message });
  }, [setError, errorField, message]);
  return form;
}
