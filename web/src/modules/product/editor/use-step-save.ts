/**
 * One save of an editor step: send, then (when the server answered) clear the step's unsaved flag, say so,
 * refresh the product's queries and go on; a refusal lands on the form's fields or in the error message.
 */
import { useQueryClient } from '@tanstack/react-query';
import { message, type FormInstance } from 'antd';
import { useState } from 'react';
import { reportFormError } from '@/platform/form';
import { invalidateProducts } from '../api';

export function useStepSave<F>(form: FormInstance<F>, setDirty: (v: boolean) => void) {
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  async function run<T>(send: () => Promise<T | undefined>, done: (saved: T) => string, after?: (saved: T) => void): Promise<void> {
    setSaving(true);
    try {
      const saved = await send();
      if (saved === undefined || saved === null) return;
      setDirty(false);
      void message.success(done(saved));
      await invalidateProducts(client);
      after?.(saved);
    } catch (e) {
      reportFormError(form, e);
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
