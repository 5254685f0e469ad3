// The state of a business form: submitting, then a confirmation or the server's message.
import { useState } from 'react';
import { ResourceCallError } from '#client/lib/resource.ts';
import { SERVER_ERROR_MESSAGE } from '#shared/api/errors.ts';

export function useBusinessForm() {
  const [state, setState] = useState<{ busy: boolean; ok: string | null; error: string | null }>({ busy: false, ok: null, error: null });
  async function run(action: () => Promise<string>) {
    setState({ busy: true, ok: null, error: null });
    try {
      setState({ busy: false, ok: await action(), error: null });
    } catch (e) {
      setState({ busy: false, ok: null, error: e instanceof ResourceCallError ? e.message : SERVER_ERROR_MESSAGE });
    }
  }
  return { ...state, run };
}
