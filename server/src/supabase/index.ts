import type { FastifyPluginAsync } from 'fastify';

// Replaced by the local Supabase implementation (issue 3).
export const supabasePlugin: FastifyPluginAsync = async () => {};
