import { serveApiRequest } from '@/lib/api/transport';

export const dynamic = 'force-dynamic';

const handler = (request: Request): Promise<Response> => serveApiRequest(request);

export const GET = handler;
export const HEAD = handler;
export const POST = handler;
export const PUT = handler;
export const PATCH = handler;
export const DELETE = handler;
export const OPTIONS = handler;
