import type { FastifyPluginAsync } from 'fastify';

// Replaced by the catalog service (issue 4).
export const catalogPlugin: FastifyPluginAsync = async () => {};
