// Written once where the edge functions (Deno, bundled from supabase/functions only) can read it.
export {
  INTERNAL_TOKEN_HEADER,
  withInternalToken,
} from '../../supabase/functions/_shared/internal-token.ts';
